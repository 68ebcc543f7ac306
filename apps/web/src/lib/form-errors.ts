import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorStatus, isApiError } from './api-client';

/** The `message` of an API error's body (a string, a list or `{ field: [...] }`), if it has one. */
export function responseMessage(error: unknown): unknown {
  const data: unknown = isApiError(error) ? error.data : undefined;
  return data instanceof Object && 'message' in data ? data.message : undefined;
}

/**
 * An API error's field messages (`{ message: { field: ["text"] } }`) as one text per field path,
 * or null when its message is not per field. `status` keeps it to answers of that status.
 */
export function serverFieldErrors(error: unknown, status?: number): Record<string, string> | null {
  if (status !== undefined && errorStatus(error) !== status) return null;
  const message = responseMessage(error);
  if (!(message instanceof Object) || Array.isArray(message)) return null;
  return Object.fromEntries(
    Object.entries(message).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.join(' ') : String(value),
    ]),
  );
}

/**
 * Maps a 400 `{ message: { field: ["text"] } }` onto the form's fields so each message shows under
 * its input. Returns true when at least one field took a message.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  const messages = serverFieldErrors(error, 400);
  if (!messages) return false;
  let applied = false;
  for (const [key, text] of Object.entries(messages)) {
    const field = fields.find((f) => f === key);
    if (!field) continue;
    setError(field, { type: 'server', message: text });
    applied = true;
  }
  return applied;
}

/**
 * One message per form field from `[path, text]` pairs (a zod issue list or serverFieldErrors):
 * a path's first segment names the field (`permissions.2` is `permissions`); the first text wins,
 * and paths of no listed field are left out.
 */
export function messagesByField<F extends string>(
  fields: readonly F[],
  entries: Iterable<[string, string]>,
): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  for (const [path, text] of entries) {
    const field = fields.find((f) => f === path.split('.')[0]);
    if (field) out[field] ??= text;
  }
  return out;
}
