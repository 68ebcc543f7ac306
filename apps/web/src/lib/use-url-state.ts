import { useSearchParams } from 'react-router';

type UrlValues = Record<string, string | number>;

/**
 * List pages keep their search, filters and page in the URL so a link and the back button restore
 * them. Values equal to their default stay out of the URL; numbers are positive integers.
 */
export function useUrlState<T extends UrlValues>(defaults: T): [T, (next: Partial<T>) => void] {
  const [params, setParams] = useSearchParams();
  const state = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof T & string)[]) {
    const raw = params.get(key);
    if (raw === null || raw === '') continue;
    const fallback = defaults[key];
    const n = Number(raw);
    state[key] = (
      typeof fallback === 'number' ? (Number.isInteger(n) && n > 0 ? n : fallback) : raw
    ) as T[typeof key];
  }
  const update = (next: Partial<T>) => {
    const merged = { ...state, ...next };
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(merged)) {
      if (value !== defaults[key] && value !== '') search.set(key, String(value));
    }
    setParams(search);
  };
  return [state, update];
}
