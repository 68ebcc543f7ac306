import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * What a guest started before being asked to sign in, so sign-in (or sign-up) brings them back to
 * it: the page (`next`, a path on this site) and the action to finish there (`intent`). Both ride in
 * the sign-in URL's query, so they survive a switch to sign-up; on arrival the intent rides in the
 * history entry's state and is cleared once acted on, so a reload or Back does not repeat it.
 */
export const RETURN_INTENTS = ['apply', 'save', 'alert'] as const;
export type ReturnIntent = (typeof RETURN_INTENTS)[number];
export type ReturnTo = { next: string; intent?: ReturnIntent };
type IntentState = { returnIntent?: ReturnIntent };

/**
 * Only a path on this site: never another origin ("//host", "/\\host", "https:..."), nor one a
 * browser would turn into another by dropping a tab or a newline ("/\t/host").
 */
export function safeNext(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/')) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
  if (value.startsWith('//') || value.startsWith('/\\') || /[\u0000-\u001f\u007f]/.test(value))
    return undefined;
  return value;
}

export function readReturnTo(search: URLSearchParams): ReturnTo | undefined {
  const next = safeNext(search.get('next'));
  if (!next) return undefined;
  const intent = RETURN_INTENTS.find((i) => i === search.get('intent'));
  return intent ? { next, intent } : { next };
}

/** `href` (a sign-in or sign-up page) with the way back appended. */
export function withReturnTo(href: string, ret: ReturnTo | undefined): string {
  if (!ret) return href;
  const query = new URLSearchParams({ next: ret.next });
  if (ret.intent) query.set('intent', ret.intent);
  return `${href}?${query.toString()}`;
}

/**
 * Where sign-in leads back to, and the state that carries the intent there. Only a candidate
 * finishes an intent (apply, save, alert); any other account just gets its page back.
 */
export function returnNavigation(
  ret: ReturnTo,
  role?: string,
): [string, { replace: true; state: IntentState }] {
  const intent = role === undefined || role === 'candidate' ? ret.intent : undefined;
  return [ret.next, { replace: true, state: { returnIntent: intent } }];
}

/** The page the guest is on now, as a `next` value. */
export function useHere(): string {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}

/** Whether this page was reached to finish `intent`, and a call that marks it done. */
export function useReturnIntent(intent: ReturnIntent): { pending: boolean; done: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const pending = (location.state as IntentState | null)?.returnIntent === intent;
  const done = useCallback(() => {
    // navigate() rejects only for another origin; this stays on the page it is on.
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [navigate, location.pathname, location.search]);
  return { pending, done };
}
