import { toast } from 'react-toastify';

type ErrorLike = {
  message?: unknown;
  response?: { data?: unknown };
};

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
}

function text(value: unknown): string {
  if (Array.isArray(value)) return value.map(text).join(', ');
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/**
 * The messages an error produces under spec section 8, in order:
 * 1. response.data.message: a string gives one message; an object holding an error list (or a list
 *    itself) gives one per item; any other object gives one per key, the key shown only when longer
 *    than 2 characters (so codes like "0" or "id" do not clutter the text), followed by its text.
 * 2. else response.data.error.
 * 3. else "Error: " + error.message (axios's "Network Error", "Request aborted", "timeout of N ms exceeded").
 */
export function errorMessages(error: unknown): string[] {
  const err = asRecord(error) as ErrorLike | undefined;
  const data = asRecord(err?.response?.data);
  const message = data?.message;
  if (message !== undefined && message !== null && message !== '') {
    if (typeof message === 'string') return [message];
    if (Array.isArray(message)) return message.map(text);
    const record = asRecord(message);
    if (record) {
      const list = record.errors ?? record.error;
      if (Array.isArray(list)) return list.map(text);
      return Object.entries(record).map(([key, value]) =>
        key.length > 2 ? `${key}: ${text(value)}` : text(value),
      );
    }
    return [text(message)];
  }
  if (data?.error) return [text(data.error)];
  if (typeof err?.message === 'string' && err.message) return [`Error: ${err.message}`];
  return [];
}

/** Error toasts still on screen, so a later success can take them away. */
const openErrors = new Set<string | number>();

/** Shows one error toast per message of {@link errorMessages}. */
export function errorToast(error: unknown): string[] {
  const messages = errorMessages(error);
  for (const message of messages) openErrors.add(toast.error(message));
  return messages;
}

/** A success makes earlier error toasts stale (the problem they named is solved): remove them. */
export function clearErrorToasts(): void {
  for (const id of openErrors) toast.dismiss(id);
  openErrors.clear();
}

export const DEFAULT_SUCCESS = '✅ Operation Successful';

const messageOf = (value: unknown) => {
  const message = asRecord(value)?.message;
  return typeof message === 'string' && message ? message : undefined;
};

/**
 * The server's message, or the spec's default. Accepts an axios response ({data: {message}}) or
 * its body ({data: item, message}): the body's own message is read too, so a reply that carries
 * an item under `data` still shows its text rather than the default.
 */
export function successToast(response?: unknown): string {
  const outer = asRecord(response);
  const message = messageOf(outer?.data) ?? messageOf(outer) ?? DEFAULT_SUCCESS;
  clearErrorToasts();
  toast.success(message);
  return message;
}
