import { intlLocale } from '@portal/contract/locale';
import { useT } from './i18n';
import { pageLocale } from './intl/page-locale';

type Toast = typeof import('react-toastify').toast;

// Toasts show in the browser, in the language of the page's address; on an Arabic page the lib
// catalogue is fetched now, so the first toast finds it.
if (pageLocale === 'ar') void useT.load();
const t = (
  key: 'toast.error' | 'toast.success' | 'toast.network' | 'toast.status',
  values?: Record<string, string>,
) => useT.translator(pageLocale, intlLocale(pageLocale, 'latn'))(key, values);

// react-toastify (its code, styles and container) is fetched on the first toast, not on the first
// load: a toast raised meanwhile is queued by react-toastify and shown once its container mounts.
let toastify: Promise<Toast> | undefined;
const needListeners = new Set<() => void>();

/** Runs `show` with react-toastify's `toast` once it has loaded (at once after the first time). */
function withToast(show: (toast: Toast) => void): void {
  if (!toastify) {
    toastify = import('react-toastify').then((m) => m.toast);
    toastify.catch(() => {
      toastify = undefined; // offline: the next toast tries again
    });
    for (const listener of needListeners) listener();
  }
  toastify.then(show, () => undefined);
}

/** True once a toast was raised: the app's toast host then mounts the container. */
export const toastsNeeded = (): boolean => toastify !== undefined;

/** Calls `listener` when the first toast is raised (for useSyncExternalStore). */
export function onToastsNeeded(listener: () => void): () => void {
  needListeners.add(listener);
  return () => needListeners.delete(listener);
}

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
 * 3. else "Error: " + error.message (the API client's "Network Error" when no answer came).
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
  // The API client's "Network Error": no answer came.
  if (err?.message === 'Network Error') return [t('toast.network')];
  // The API client's words for an answer without a message of its own.
  const status =
    typeof err?.message === 'string' && /^Request failed with status code (\d+)$/.exec(err.message);
  if (status) return [t('toast.status', { status: status[1] ?? '' })];
  if (typeof err?.message === 'string' && err.message) return [t('toast.error', { message: err.message })];
  return [];
}

/** Error toasts still on screen, so a later success can take them away. */
const openErrors = new Set<string | number>();

/** Shows one error toast per message of {@link errorMessages}. */
export function errorToast(error: unknown): string[] {
  const messages = errorMessages(error);
  if (messages.length)
    withToast((toast) => {
      for (const message of messages) openErrors.add(toast.error(message));
    });
  return messages;
}

/** A success makes earlier error toasts stale (the problem they named is solved): remove them. */
export function clearErrorToasts(): void {
  if (!toastify) return; // no toast yet, none to clear
  // Queued behind the error toasts raised before it, so those are known by then.
  withToast((toast) => {
    for (const id of openErrors) toast.dismiss(id);
    openErrors.clear();
  });
}

/** A toast of our own words (not a server reply): "Link copied.", "App updated. Reloading...". */
export function messageToast(kind: 'success' | 'error' | 'info', message: string): void {
  withToast((toast) => toast[kind](message));
}

export const DEFAULT_SUCCESS = '✅ Operation Successful';

const messageOf = (value: unknown) => {
  const message = asRecord(value)?.message;
  return typeof message === 'string' && message ? message : undefined;
};

/**
 * The server's message, or the spec's default. Accepts an API response ({data: {message}}) or
 * its body ({data: item, message}): the body's own message is read too, so a reply that carries
 * an item under `data` still shows its text rather than the default.
 */
export function successToast(response?: unknown): string {
  const outer = asRecord(response);
  const message = messageOf(outer?.data) ?? messageOf(outer) ?? t('toast.success');
  clearErrorToasts();
  withToast((toast) => toast.success(message));
  return message;
}
