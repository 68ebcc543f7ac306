import { type Dispatch, type SetStateAction, useState } from 'react';

/** Equal, or plain objects whose own values are equal (a filter's ranges rebuilt on every render). */
function sameValue<T>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((k) => Object.is((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

/**
 * What a field shows while the visitor edits it: it starts at `value` and follows it when `value` changes
 * (Back to another search), set during render rather than in an effect. An effect would also run after
 * the first render, undoing what the visitor typed into the server-rendered page before the client was
 * in (lib/server-fields.ts), and would reset the draft on every render given an object built anew.
 */
export function useDraft<T>(value: T): [T, Dispatch<SetStateAction<T>>] {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (!sameValue(seen, value)) {
    setSeen(value);
    setDraft(value);
  }
  return [draft, setDraft];
}
