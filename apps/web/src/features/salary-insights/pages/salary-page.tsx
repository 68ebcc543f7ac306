import { salaryHref } from '@portal/contract/salary-paths';
import { ChevronRight } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ChartFigure } from '@/components/charts/chart-figure';
import { EmptyState } from '@/components/ui/empty-state';
import { NotFoundContent } from '@/components/ui/error-notice';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { useCanonicalLink } from '@/lib/canonical-link';
import { isNotFound } from '@/lib/http-status';
import { usePageTitle } from '@/lib/page-title';
import { useSalaryPage } from '../api';
import { Figures, Method } from '../components/figures';
import { TrendChart } from '../components/trend-chart';
import { useSalaryFormat } from '../format';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** /salaries/{designation} and /salaries/{designation}/{place}: one page's figures and trend. */
export function SalaryPage() {
  const { t, aed, aedRange, monthLabel, name, subject, whole } = useSalaryFormat();
  const { designation = '', place } = useParams();
  const valid = SLUG.test(designation) && (place === undefined || SLUG.test(place));
  const { data, isLoading, error } = useSalaryPage(designation, place);
  usePageTitle(
    data
      ? t('page.title', { subject: subject(data.designation, data.place), range: aedRange(data.q1, data.q3) })
      : undefined,
  );
  useCanonicalLink(salaryHref(designation, place));
  if (!valid) return <NotFoundContent />;
  if (isNotFound(error))
    return (
      <section className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('page.salaries')}</h1>
        <EmptyState title={t('page.notEnough')}>
          {t.rich('page.notEnoughText', {
            link: (chunks) => (
              <Link
                to={paths.salaries.index.href()}
                className="font-semibold text-primary-800 hover:underline"
              >
                {chunks}
              </Link>
            ),
          })}
        </EmptyState>
      </section>
    );
  if (isLoading) return <Loading className="flex min-h-screen justify-center gap-2 pt-16 text-slate-600" />;
  if (!data)
    return (
      <p role="alert" className="mx-auto max-w-3xl px-4 py-16 text-center text-slate-700">
        {t('index.error')}
      </p>
    );
  const title = subject(data.designation, data.place);
  const withData = data.trend.filter((p) => p.median !== null);
  return (
    <article className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:py-10">
      <nav aria-label={t('page.breadcrumb')}>
        <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
          <li>
            <Link to={paths.salaries.index.href()} className="font-medium text-primary-800 hover:underline">
              {t('page.salaries')}
            </Link>
          </li>
          <li aria-hidden>
            <ChevronRight className="size-4 rtl:-scale-x-100" />
          </li>
          {data.place ? (
            <>
              <li>
                <Link
                  to={salaryHref(data.designation.slug)}
                  className="font-medium text-primary-800 hover:underline"
                >
                  {name(data.designation)}
                </Link>
              </li>
              <li aria-hidden>
                <ChevronRight className="size-4 rtl:-scale-x-100" />
              </li>
              <li aria-current="page">{name(data.place)}</li>
            </>
          ) : (
            <li aria-current="page">{name(data.designation)}</li>
          )}
        </ol>
      </nav>
      <header className="mt-4">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {t('page.heading', { subject: title })}
        </h1>
        <p className="mt-3 text-lg text-slate-700" data-testid="salary-lead">
          {t.rich('page.lead', {
            subject: title,
            range: aedRange(data.q1, data.q3),
            median: aed(data.median),
            count: data.postings,
            from: monthLabel(data.from),
            to: monthLabel(data.to),
            strong: (chunks) => <strong>{chunks}</strong>,
          })}
        </p>
      </header>
      <div className="mt-6">
        <Figures figures={data} />
      </div>
      <div className="mt-6">
        <ChartFigure
          title={t('page.chartTitle')}
          description={t('page.chartDescription', { from: monthLabel(data.from), to: monthLabel(data.to) })}
          rows={withData.length ? data.trend : []}
          empty={t('page.chartEmpty')}
          columns={[
            { key: 'month', label: t('page.month'), format: (v) => monthLabel(String(v)) },
            { key: 'postings', label: t('page.postings') },
            {
              key: 'median',
              label: t('page.median'),
              format: (v) => (typeof v === 'number' ? whole(v) : t('page.notEnoughCell')),
            },
          ]}
          height={220}
        >
          <TrendChart points={data.trend} />
        </ChartFigure>
      </div>
      {data.places.length ? (
        <section aria-labelledby="places-title" className="mt-8">
          <h2 id="places-title" className="text-xl font-semibold text-slate-900">
            {t('page.byPlace', { designation: name(data.designation) })}
          </h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {data.places.map((p) => (
              <li key={p.slug}>
                <Link
                  to={salaryHref(data.designation.slug, p.slug)}
                  className="block rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-primary-300"
                >
                  <span className="font-semibold text-primary-800">{name(p)}</span>
                  <span className="mt-1 block text-sm text-slate-700">
                    {t('page.placeSummary', { range: aedRange(p.q1, p.q3), count: p.postings })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="mt-8">
        <Link
          to={`${paths.unauth.searchJob.href()}?keyword=${encodeURIComponent(name(data.designation))}`}
          className="inline-flex rounded-xl bg-primary-700 px-4 py-2.5 font-semibold text-white hover:bg-primary-800"
        >
          {t('page.seeJobs', { designation: name(data.designation) })}
        </Link>
      </p>
      <Method />
    </article>
  );
}
