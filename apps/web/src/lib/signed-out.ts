import { safeNext } from './return-to';

// Apart from return-to.ts, which every first load carries: only the guard of the signed-in areas and
// the home page's prompt use these, both chunks of their own.

/**
 * A signed-out visitor to a signed-in page (a mailed link, an ended session) is sent home, as the
 * spec's guard says; the history entry of home carries the page, so home can say why and offer the
 * right sign-in with the way back (issue 32). The state survives a reload of home, and only a
 * script of this site can set it.
 */
type SignedOutState = { signedOutFrom?: string };

export function signedOutState(page: string): SignedOutState {
  return { signedOutFrom: page };
}

/** The page a signed-out visitor was turned away from, when home was reached so. */
export function signedOutFrom(state: unknown): string | undefined {
  return safeNext((state as SignedOutState | null)?.signedOutFrom);
}

/** Which sign-in a signed-in area's page needs: /candidate, an employer's, or the staff's. */
export type SignInKind = 'candidate' | 'employer' | 'admin';

export function signInKindFor(page: string): SignInKind {
  const path = page.toLowerCase();
  if (/^\/candidate(\/|\?|$)/.test(path)) return 'candidate';
  if (/^\/(employer|management)(\/|\?|$)/.test(path)) return 'employer';
  return 'admin';
}
