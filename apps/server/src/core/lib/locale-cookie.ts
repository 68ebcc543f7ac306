import { LOCALE_COOKIE, type Locale } from '@portal/contract/locale';

const ONE_YEAR_SECONDS = 365 * 86_400;

/**
 * The Set-Cookie header that remembers a language for the whole site, as the web's language switch
 * writes it (readable by the page, not HttpOnly): the server sends English addresses to the Arabic
 * pages while it says `ar` (app/web/page-language.ts). Secure when the portal is served over HTTPS.
 */
export function localeSetCookie(locale: Locale, secure: boolean): string {
  const attrs = ['Path=/', `Max-Age=${ONE_YEAR_SECONDS}`, 'SameSite=Lax'];
  if (secure) attrs.push('Secure');
  return `${LOCALE_COOKIE}=${locale}; ${attrs.join('; ')}`;
}
