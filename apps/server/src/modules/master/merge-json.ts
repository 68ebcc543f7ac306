import { CRITERIA_ID_KEYS } from './ref-columns';

type Location = { country_id: number; state_id: number | null; city_id: number | null };

const swap = (id: number | null, from: number, to: number) => (id === from ? to : id);

/** A job template's locations with `from` replaced; the second of two equal locations dropped. */
export function rewriteLocations(value: unknown, from: number, to: number): Location[] | null {
  if (!Array.isArray(value)) return null;
  const out: Location[] = [];
  const seen = new Set<string>();
  let touched = false;
  for (const raw of value as Location[]) {
    const l = {
      country_id: swap(raw.country_id, from, to) as number,
      state_id: swap(raw.state_id ?? null, from, to),
      city_id: swap(raw.city_id ?? null, from, to),
    };
    if (l.country_id !== raw.country_id || l.state_id !== raw.state_id || l.city_id !== raw.city_id)
      touched = true;
    const key = `${l.country_id}/${l.state_id}/${l.city_id}`;
    if (!seen.has(key)) out.push(l);
    seen.add(key);
  }
  return touched ? out : null;
}

/**
 * Stored search criteria with `from` replaced in every id filter, whichever way they were stored:
 * a number, an array of numbers (job alerts) or a comma-separated string (CV saved searches).
 */
export const rewriteCriteria = (value: unknown, from: number, to: number) =>
  rewriteIds(value, (id) => (id === from ? to : id));

/** Criteria with each id filter's ids passed through `swapId`; null when nothing changed. */
export function rewriteIds(value: unknown, swapId: (id: number) => number): Record<string, unknown> | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const criteria = { ...(value as Record<string, unknown>) };
  let touched = false;
  const dedupe = <T>(xs: T[]) => [...new Set(xs)];
  const moves = (x: unknown) => swapId(Number(x)) !== Number(x);
  for (const key of CRITERIA_ID_KEYS) {
    const v = criteria[key];
    if (typeof v === 'number' && moves(v)) {
      criteria[key] = swapId(v);
      touched = true;
    } else if (Array.isArray(v) && v.some(moves)) {
      criteria[key] = dedupe(
        v.map((x) =>
          moves(x) ? (typeof x === 'string' ? String(swapId(Number(x))) : swapId(Number(x))) : x,
        ),
      );
      touched = true;
    } else if (typeof v === 'string' && v.split(',').some((x) => moves(x.trim()))) {
      criteria[key] = dedupe(
        v.split(',').map((x) => (moves(x.trim()) ? String(swapId(Number(x.trim()))) : x.trim())),
      ).join(',');
      touched = true;
    }
  }
  return touched ? criteria : null;
}
