import { Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { LocationCombobox } from '@/components/location-combobox/location-combobox';
import { exactMatch, type LocationOption } from '@/components/location-combobox/location-options';
import { Button } from '@/components/ui/button';
import { useT } from '@/features/job-search/i18n';
import { useLocationOptions } from '@/lib/location-options';
import { useDraft } from '@/lib/use-draft';

export type SearchBarValue = { keyword: string; location?: string[] };

type KeywordBarProps = {
  value: string;
  /** The location filter's ids: the box shows the place when there is exactly one. */
  locations: string[];
  /** `location` is left out when the box was not touched, so facet choices stay as they are. */
  onSearch: (next: SearchBarValue) => void;
  /** The search's other filters (query pairs), sent along by a submit the browser makes itself. */
  keep?: [string, string][];
};

/**
 * What and where. The keyword takes websearch syntax ("quoted phrase", OR, -word) as typed; the
 * location is a place picked from suggestions, never mixed into the keyword.
 */
export function KeywordBar({ value, locations, onSearch, keep = [] }: KeywordBarProps) {
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useDraft(value);
  const { options } = useLocationOptions();
  const current = locations.length === 1 ? options.find((o) => String(o.id) === locations[0]) : undefined;
  const [place, setPlace] = useState<{ text: string; picked: LocationOption | null } | null>(null);
  const [error, setError] = useState<string>();
  // Untouched, the box follows the filter; the visitor's typing wins once they type.
  const text = place?.text ?? current?.name ?? '';
  // A new location filter (a facet ticked, Back) resets what was typed.
  const filterKey = locations.join(',');
  const [seenKey, setSeenKey] = useState(filterKey);
  if (seenKey !== filterKey) {
    setSeenKey(filterKey);
    setPlace(null);
    setError(undefined);
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!place) return onSearch({ keyword: draft.trim() });
    const typed = place.text.trim();
    if (!typed) return onSearch({ keyword: draft.trim(), location: [] });
    const chosen = place.picked?.name === place.text ? place.picked : exactMatch(options, typed);
    if (!chosen) {
      setError(t('search.noLocation', { typed }));
      return;
    }
    onSearch({ keyword: draft.trim(), location: [String(chosen.id)] });
  };
  // Before the client takes over (a server-rendered page), a submit is the browser's own GET to this
  // same URL: the fields are named like the search's query, and a place not shown in the box (the
  // names not loaded yet) travels as its ids.
  const placeShown = place !== null || text !== '';
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to jsdom and to Safari before 17.
    <form
      role="search"
      method="get"
      onSubmit={onSubmit}
      className="flex flex-col gap-2 sm:flex-row sm:items-start"
    >
      {keep.map(([key, v]) => (
        <input key={key} type="hidden" name={key} value={v} />
      ))}
      {!placeShown && locations.length ? (
        <input type="hidden" name="location" value={locations.join(',')} />
      ) : null}
      <div className="relative flex-1">
        <label htmlFor={id} className="sr-only">
          {t('search.keyword')}
        </label>
        <Search aria-hidden className="absolute top-6 start-3.5 size-5 -translate-y-1/2 text-slate-500" />
        <input
          id={id}
          type="search"
          name="keyword"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={t('search.placeholder')}
          aria-describedby={`${id}-hint`}
          className="h-12 w-full rounded-xl border border-slate-300 bg-white pe-3 ps-11 text-[15px] placeholder:text-slate-500 focus:border-primary-700 focus:ring-2 focus:ring-primary-200 focus:outline-none"
        />
        <p id={`${id}-hint`} className="sr-only">
          {t('search.hint')}
        </p>
      </div>
      <LocationCombobox
        className="sm:w-64"
        label={t('search.location')}
        name={placeShown ? 'location' : undefined}
        labelClassName="sr-only"
        inputClassName="h-12 w-full rounded-xl border border-slate-300 bg-white px-3.5 text-[15px] placeholder:text-slate-500 focus:border-primary-700 focus:ring-2 focus:ring-primary-200 focus:outline-none"
        text={text}
        onTextChange={(typed) => {
          setPlace((p) => ({ text: typed, picked: p?.picked ?? null }));
          setError(undefined);
        }}
        onPick={(picked) => setPlace({ text: picked.name, picked })}
        options={options}
        placeholder={
          locations.length > 1
            ? t('search.locations', { count: locations.length })
            : t('search.locationPlaceholder')
        }
        error={error}
      />
      <Button type="submit" size="lg" className="rounded-xl">
        {t('search.submit')}
      </Button>
    </form>
  );
}
