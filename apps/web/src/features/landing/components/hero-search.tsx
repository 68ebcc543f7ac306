import { MapPin, Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LocationCombobox } from '@/components/location-combobox/location-combobox';
import { exactMatch, type LocationOption } from '@/components/location-combobox/location-options';
import { paths } from '@/config/paths';
import { useLocationOptions } from '@/lib/location-options';
import { useT } from '../i18n';
import { searchHref } from '../search-href';

/** Popular searches: the term searched (English, as the jobs are written) and its label. */
const POPULAR = [
  { term: 'Warehouse Supervisor', label: 'popular.warehouseSupervisor' },
  { term: 'Freight Forwarding', label: 'popular.freightForwarding' },
  { term: 'Procurement', label: 'popular.procurement' },
  { term: 'Fleet Manager', label: 'popular.fleetManager' },
  { term: 'Customs Clearance', label: 'popular.customsClearance' },
] as const;

export function HeroSearch() {
  const t = useT();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [location, setLocation] = useState('');
  const [picked, setPicked] = useState<LocationOption | null>(null);
  const [locationError, setLocationError] = useState<string>();
  const { options, ready } = useLocationOptions();
  const id = useId();

  // The location is a place from the list, searched by id; it never leaks into the keyword.
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const typed = location.trim();
    const place = picked?.name === location ? picked : exactMatch(options, typed);
    if (typed && !place && ready) {
      setLocationError(t('hero.locationError', { typed }));
      return;
    }
    // Lists still loading: the search page resolves the name itself.
    // navigate() rejects only for another origin; a page that fails shows its error page.
    void navigate(searchHref({ keyword, location: place ? String(place.id) : typed }));
  };

  return (
    <section
      data-full-bleed
      className="relative overflow-hidden bg-gradient-to-br from-slate-900 via-primary-900 to-primary-800 text-white"
    >
      <div aria-hidden className="absolute -top-24 -end-24 size-96 rounded-full bg-primary/25 blur-3xl" />
      <div className="relative mx-auto max-w-7xl px-4 pt-16 pb-20 sm:px-6 lg:pt-24 lg:pb-28">
        <p className="inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-primary-100 ring-1 ring-white/20">
          {t('hero.kicker')}
        </p>
        <h1 className="mt-5 max-w-3xl text-4xl leading-tight font-bold tracking-tight rtl:tracking-normal sm:text-5xl">
          {t('hero.title')}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-200">{t('hero.text')}</p>
        {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to jsdom and to Safari before 17. */}
        <form
          role="search"
          // Submitted before the client takes over (server-rendered page), the browser's own GET lands on
          // the same search URL the client navigates to (the search page resolves a typed place itself).
          action={paths.unauth.searchJob.href()}
          method="get"
          onSubmit={onSubmit}
          className="mt-8 grid max-w-4xl gap-3 rounded-2xl bg-white p-3 text-slate-900 shadow-xl sm:grid-cols-[1.4fr_1fr_auto] sm:p-2.5"
        >
          <div className="flex items-center gap-2 rounded-xl px-3 sm:border-e sm:border-slate-200">
            <Search aria-hidden className="size-5 shrink-0 text-slate-500" />
            <div className="flex flex-1 flex-col">
              <label htmlFor={`${id}-keyword`} className="text-xs font-semibold text-slate-600">
                {t('hero.keyword')}
              </label>
              <input
                id={`${id}-keyword`}
                name="keyword"
                value={keyword}
                onChange={(e) => setKeyword(e.target.value)}
                placeholder={t('hero.keywordPlaceholder')}
                className="h-8 w-full bg-transparent text-[15px] placeholder:text-slate-500 focus:outline-none"
              />
            </div>
          </div>
          <div className="flex items-start gap-2 rounded-xl px-3 sm:items-center">
            <MapPin aria-hidden className="mt-3 size-5 shrink-0 text-slate-500 sm:mt-0" />
            <LocationCombobox
              className="flex-1"
              label={t('hero.location')}
              name="location"
              labelClassName="text-xs font-semibold text-slate-600"
              inputClassName="h-8 w-full bg-transparent text-[15px] placeholder:text-slate-500 focus:outline-none"
              text={location}
              onTextChange={(text) => {
                setLocation(text);
                setLocationError(undefined);
              }}
              onPick={setPicked}
              options={options}
              placeholder={t('hero.locationPlaceholder')}
              error={locationError}
            />
          </div>
          <button
            type="submit"
            className="inline-flex h-12 items-center justify-center gap-2 rounded-xl bg-primary-700 px-6 font-semibold text-white hover:bg-primary-800"
          >
            <Search aria-hidden className="size-4" />
            {t('hero.search')}
          </button>
        </form>

        <div className="mt-5 flex flex-wrap items-center gap-2 text-sm">
          <span className="text-slate-300">{t('hero.popular')}</span>
          {POPULAR.map(({ term, label }) => (
            <Link
              key={term}
              to={searchHref({ keyword: term })}
              className="rounded-full bg-white/10 px-3 py-1 text-white ring-1 ring-white/20 hover:bg-white/20"
            >
              {t(label)}
            </Link>
          ))}
        </div>
      </div>
    </section>
  );
}
