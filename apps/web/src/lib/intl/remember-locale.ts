import { userSessionEndpoints } from '@portal/contract/endpoints/user-session';
import { LOCALE_COOKIE, type Locale } from '@portal/contract/locale';
import { call } from '@/lib/call';
import { getToken } from '@/lib/token';

const ONE_YEAR = 60 * 60 * 24 * 365;

/** The browser's choice, for the next visit: the server sends an English address to it. */
export function setLocaleCookie(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one cookie, set once on a choice
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR}; samesite=lax`;
}

/** Saves the signed-in account's language (its pages at each sign-in, its mail). */
export const saveAccountLocale = (locale: Locale, keepalive = false) =>
  call(userSessionEndpoints.locale, { body: { locale } }, { keepalive });

/**
 * The language switch's choice: the cookie and, signed in, the account's language. The save is sent
 * to outlive the page the switch leaves, and nothing waits for it: a failed save never holds the
 * switch up (the cookie still carries the choice in this browser).
 */
export function rememberLocale(locale: Locale): void {
  setLocaleCookie(locale);
  if (getToken()) saveAccountLocale(locale, true).catch(() => undefined);
}
