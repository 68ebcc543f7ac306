/**
 * What differs when entry-server.tsx renders a page on the server: no window, no storage, and the
 * origin of absolute links comes from the portal's settings, not the address bar.
 */
export const onServer = typeof window === 'undefined';

/** The origin set for server renders: the portal's public URL. */
let serverOrigin = '';

export function setServerOrigin(origin: string): void {
  serverOrigin = origin.replace(/\/$/, '');
}

/** The origin of the page's absolute links (share links): the browser's, or on the server the public URL. */
export function pageOrigin(): string {
  return onServer ? serverOrigin : window.location.origin;
}
