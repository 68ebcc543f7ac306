import { DEMAND_WINDOWS, type DemandWindow } from '@portal/contract/dashboards';
import { Bell, Newspaper, Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { useSearchDemand } from '../api/get-dashboards';
import { useT } from '../i18n';
import { ChoiceToggle } from './choice-toggle';

const searchHref = (keyword: string) =>
  `${paths.unauth.searchJob.href()}?${new URLSearchParams({ keyword })}`;
const newsIdeaHref = (keyword: string) =>
  `${paths.admin.logisticsNewsCreate.href()}?${new URLSearchParams({ idea: keyword })}`;
/** A candidate's new alert for the keyword, prefilled: a link to put in news or mail. */
const alertLink = (keyword: string) =>
  `${window.location.origin}${paths.candidate.jobAlert.href()}?${new URLSearchParams({ keyword })}`;

const action =
  'inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-medium text-primary-800 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-600';

function Actions({ keyword, onCopied }: { keyword: string; onCopied: (k: string) => void }) {
  const t = useT();
  return (
    <div className="flex flex-wrap gap-1">
      <Link to={searchHref(keyword)} className={action} aria-label={t('demand.run', { keyword })}>
        <Search aria-hidden className="size-4" /> {t('demand.search')}
      </Link>
      <button
        type="button"
        className={action}
        aria-label={t('demand.copyAlert', { keyword })}
        onClick={async () => {
          await navigator.clipboard?.writeText(alertLink(keyword));
          onCopied(keyword);
        }}
      >
        <Bell aria-hidden className="size-4" /> {t('demand.alertLink')}
      </button>
      <Link to={newsIdeaHref(keyword)} className={action} aria-label={t('demand.writeNews', { keyword })}>
        <Newspaper aria-hidden className="size-4" /> {t('demand.newsIdea')}
      </Link>
    </div>
  );
}

type Row = { keyword: string; count: number; note?: string };

function KeywordList({
  title,
  rows,
  unit,
  empty,
  onCopied,
}: {
  title: string;
  rows: Row[];
  unit: (count: number) => string;
  empty: string;
  onCopied: (k: string) => void;
}) {
  const t = useT();
  return (
    <section aria-label={title} className="min-w-0">
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{empty}</p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-100">
          {rows.map((r, i) => (
            <li key={r.keyword} className="flex flex-col gap-1 py-3">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="min-w-0 break-words font-medium text-slate-900">
                  <span className="me-2 text-sm text-slate-500 tabular-nums">{t('rank', { n: i + 1 })}</span>
                  {r.keyword}
                </span>
                <span className="text-sm text-slate-700 tabular-nums">
                  {unit(r.count)}
                  {r.note ? <span className="text-slate-600"> · {r.note}</span> : null}
                </span>
              </div>
              <Actions keyword={r.keyword} onCopied={onCopied} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * What job seekers search for (issue 30): the most searched keywords and those that found nothing
 * over 7 or 30 days, each with the search itself, a job-alert link to share and a news idea.
 */
export function SearchDemandPanel() {
  const t = useT();
  const [days, setDays] = useState<DemandWindow>(7);
  const demand = useSearchDemand(days);
  const [copied, setCopied] = useState<string | null>(null);
  return (
    <section
      aria-labelledby="search-demand-title"
      className="mt-8 min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="search-demand-title" className="text-lg font-semibold text-slate-900">
            {t('demand.title')}
          </h2>
          <p className="text-sm text-slate-600">{t('demand.text')}</p>
        </div>
        <ChoiceToggle
          name="demand-days"
          legend={t('demand.over')}
          options={DEMAND_WINDOWS}
          value={days}
          onChange={setDays}
          label={(d) => t('days', { count: d })}
        />
      </div>
      <p aria-live="polite" className="sr-only">
        {copied ? t('demand.copiedLive', { keyword: copied }) : ''}
      </p>
      {copied ? (
        <p className="mt-3 rounded-lg bg-primary-50 px-3 py-2 text-sm text-primary-900">
          {t('demand.copied', { keyword: copied })}
        </p>
      ) : null}
      {demand.isError ? (
        <p role="alert" className="py-8 text-center text-slate-700">
          {t('demand.failed')}
        </p>
      ) : !demand.data ? (
        <Loading />
      ) : (
        <div className="mt-4 grid gap-6 lg:grid-cols-2">
          <KeywordList
            title={t('demand.top')}
            unit={(count) => t('demand.searches', { count })}
            empty={t('demand.topEmpty')}
            onCopied={setCopied}
            rows={demand.data.top.map((k) => ({
              keyword: k.keyword,
              count: k.searches,
              note: k.zero_result_searches
                ? t('demand.foundNothing', { count: k.zero_result_searches })
                : undefined,
            }))}
          />
          <KeywordList
            title={t('demand.zero')}
            unit={(count) => t('demand.times', { count })}
            empty={t('demand.zeroEmpty')}
            onCopied={setCopied}
            rows={demand.data.zero.map((z) => ({ keyword: z.keyword, count: z.zero_result_searches }))}
          />
        </div>
      )}
    </section>
  );
}
