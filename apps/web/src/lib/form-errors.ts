import axios from 'axios';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Maps a 400 `{ message: { field: ["text"] } }` onto the form's fields so each message shows under
 * its input. Returns true when at least one field took a message.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!axios.isAxiosError(error) || error.response?.status !== 400) return false;
  const message: unknown = (error.response.data as { message?: unknown } | undefined)?.message;
  if (typeof message !== 'object' || message === null || Array.isArray(message)) return false;
  let applied = false;
  for (const [key, value] of Object.entries(message)) {
    const field = fields.find((f) => f === key);
    if (!field) continue;
    const text = Array.isArray(value) ? value.join(' ') : String(value);
    setError(field, { type: 'server', message: text });
    applied = true;
  }
  return applied;
}
