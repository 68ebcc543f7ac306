import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { normalise } from '@/components/location-combobox/location-options';
import { useT } from '@/features/job-search/i18n';
import { useMasterList } from '@/lib/master-data';
import { freeTextLocations, type SearchState, searchQueryString } from './search-params';

// English and Arabic names alike (an Arabic page's lists carry the Arabic names).
const norm = normalise;

/**
 * Links from the landing page (and older shared links) may carry a typed place name in `location`.
 * The API takes state/emirate and city ids, so names are looked up in master data and the URL is
 * replaced (not pushed) with the ids; text that names no place is dropped (never mixed into the
 * keyword, which would find nothing) and named in a notice by UnknownLocationNotice.
 * Returns true while a lookup is pending, so the page does not search with text the API rejects.
 */
export function useFreeTextLocation(state: SearchState): boolean {
  const navigate = useNavigate();
  const free = freeTextLocations(state);
  const needed = free.length > 0;
  const states = useMasterList('states', { enabled: needed });
  const cities = useMasterList('cities', { enabled: needed });
  const ready = !needed || ((states.isSuccess || states.isError) && (cities.isSuccess || cities.isError));

  useEffect(() => {
    if (!needed || !ready) return;
    const ids = state.location.filter((v) => /^\d+$/.test(v));
    const unmatched: string[] = [];
    for (const text of free) {
      const wanted = norm(text);
      // An emirate first ("Dubai" the emirate covers Dubai the city), then a city.
      const match =
        states.data?.find((s) => norm(s.name) === wanted || norm(s.slug) === wanted) ??
        cities.data?.find((c) => norm(c.name) === wanted || norm(c.slug) === wanted);
      if (match) ids.push(String(match.id));
      else unmatched.push(text);
    }
    const next = { ...state, location: [...new Set(ids)], page: 1 };
    // navigate() rejects only for another origin; this stays on the page it is on.
    void navigate(
      { search: searchQueryString(next) },
      { replace: true, state: { unknownLocations: unmatched } },
    );
  }, [needed, ready, free, state, states.data, cities.data, navigate]);

  return needed;
}

/** "No location called ...": what the link asked for that is not a place of the lists. */
export function UnknownLocationNotice() {
  const t = useT();
  const names = (useLocation().state as { unknownLocations?: string[] } | null)?.unknownLocations ?? [];
  if (names.length === 0) return null;
  return (
    <p role="status" className="mt-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
      {t('location.unknown', {
        names: names.map((name) => t('location.quoted', { name })).join(t('location.separator')),
      })}
    </p>
  );
}
