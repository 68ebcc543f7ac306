import { useSyncExternalStore } from 'react';

/**
 * What differs when entry-server.tsx renders a page on the server: no window, no storage, and the
 * origin of absolute links comes from the portal's settings, not the address bar.
 */
export const onServer = typeof window === 'undefined';

const unchanging = () => () => {};

/**
 * True in the server's render and while the client hydrates it, false once the client is in (React
 * then renders again): what the server shows differently keeps the hydrated page the same as the
 * server's, and changes through React after. A client render that replaces the page reads false.
 */
export function useServerMarkup(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => false,
    () => true,
  );
}

/** The origin set for server renders: the portal's public URL. */
let serverOrigin = '';

export function setServerOrigin(origin: string): void {
  serverOrigin = origin.replace(/\/$/, '');
}

/** The origin of the page's absolute links (share links): the browser's, or on the server the public URL. */
export function pageOrigin(): string {
  return onServer ? serverOrigin : window.location.origin;
}
