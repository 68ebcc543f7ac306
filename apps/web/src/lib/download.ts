import { api, isApiError } from './api-client';

/** The file name of a Content-Disposition header, or null. */
export function attachmentName(header: unknown): string | null {
  if (typeof header !== 'string') return null;
  const match = /filename="([^"]+)"/.exec(header) ?? /filename=([^;]+)/.exec(header);
  return match?.[1]?.trim() || null;
}

/** Hands a blob to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers read the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Fetches an attachment with the session's token (a plain link cannot send it) and saves it under
 * the server's name. Error bodies arrive as blobs here; they are turned back into JSON so the
 * usual toast rules can read their message.
 */
export async function downloadAttachment(
  path: string,
  fallbackName: string,
  /** The query, sent as the API client sends any (empty values left out by the caller). */
  params?: Record<string, unknown>,
): Promise<void> {
  try {
    const res = await api.get<Blob>(path, { responseType: 'blob', params });
    saveBlob(res.data, attachmentName(res.headers['content-disposition']) ?? fallbackName);
  } catch (error) {
    const data: unknown = isApiError(error) ? error.data : undefined;
    if (isApiError(error) && error.response && data instanceof Blob) {
      try {
        error.response.data = JSON.parse(await data.text());
      } catch {
        error.response.data = {};
      }
    }
    throw error;
  }
}
