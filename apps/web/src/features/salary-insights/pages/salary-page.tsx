import { salaryHref } from '@portal/contract/salary-paths';
import { ChevronRight } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ChartFigure } from '@/components/charts/chart-figure';
import { EmptyState } from '@/components/ui/empty-state';
import { NotFoundContent } from '@/components/ui/error-notice';
import { LoadFailed } from '@/components/ui/load-failed';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { useCanonicalLink } from '@/lib/canonical-link';
import { isNotFound } from '@/lib/http-status';
import { usePageTitle } from '@/lib/page-title';
import { useSalaryPage } from '../api';
import { Figures, Method } from '../components/figures';
import { TrendChart } from '../components/trend-chart';
import { aed, aedRange, monthLabel, subject } from '../format';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** /salaries/{designation} and /salaries/{designation}/{place}: one page's figures and trend. */
export function SalaryPage() {
  const { designation = '', place } = useParams();
  const valid = SLUG.test(designation) && (place === undefined || SLUG.test(place));
  const { data, isLoading, error } = useSalaryPage(designation, place);
  usePageTitle(
    data ? `${subject(data.designation, data.place)} salary: ${aedRange(data.q1, data.q3)}` : undefined,
  );
  useCanonicalLink(salaryHref(designation, place));
  if (!valid) return <NotFoundContent />;
  if (isNotFound(error))
    return (
      <section className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Salaries</h1>
        <EmptyState title="Not enough postings">
          There are not yet enough salary postings to show figures for this page: we show them only where at
          least 5 postings from 2 employers back them.{' '}
          <Link to={paths.salaries.index.href()} className="font-semibold text-primary-800 hover:underline">
            See the salaries we have
          </Link>
        </EmptyState>
      </section>
    );
  if (isLoading) return <Loading className="flex min-h-screen justify-center gap-2 pt-16 text-slate-600" />;
  if (!data) return <LoadFailed what="salaries" />;
  const title = subject(data.designation, data.place);
  const withData = data.trend.filter((p) => p.median !== null);
  return (
    <article className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:py-10">
      <nav aria-label="Breadcrumb">
        <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
          <li>
            <Link to={paths.salaries.index.href()} className="font-medium text-primary-800 hover:underline">
              Salaries
            </Link>
          </li>
          <li aria-hidden>
            <ChevronRight className="size-4" />
          </li>
          {data.place ? (
            <>
              <li>
                <Link
                  to={salaryHref(data.designation.slug)}
                  className="font-medium text-primary-800 hover:underline"
                >
                  {data.designation.name}
                </Link>
              </li>
              <li aria-hidden>
                <ChevronRight className="size-4" />
              </li>
              <li aria-current="page">{data.place.name}</li>
            </>
          ) : (
            <li aria-current="page">{data.designation.name}</li>
          )}
        </ol>
      </nav>
      <header className="mt-4">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{`${title} salary`}</h1>
        <p className="mt-3 text-lg text-slate-700" data-testid="salary-lead">
          {title}: usually <strong>{aedRange(data.q1, data.q3)}</strong>, with a median of {aed(data.median)},
          from {data.postings} postings between {monthLabel(data.from)} and {monthLabel(data.to)}.
        </p>
      </header>
      <div className="mt-6">
        <Figures figures={data} />
      </div>
      <div className="mt-6">
        <ChartFigure
          title="Median salary by month"
          description={`AED a month, ${monthLabel(data.from)} to ${monthLabel(data.to)}; months with fewer than 5 postings are left out.`}
          rows={withData.length ? data.trend : []}
          empty="No month has enough postings for a median of its own yet."
          columns={[
            { key: 'month', label: 'Month', format: (v) => monthLabel(String(v)) },
            { key: 'postings', label: 'Postings' },
            {
              key: 'median',
              label: 'Median (AED a month)',
              format: (v) => (typeof v === 'number' ? v.toLocaleString('en-US') : 'Not enough postings'),
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
            {data.designation.name} salaries by emirate and country
          </h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {data.places.map((p) => (
              <li key={p.slug}>
                <Link
                  to={salaryHref(data.designation.slug, p.slug)}
                  className="block rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-primary-300"
                >
                  <span className="font-semibold text-primary-800">{p.name}</span>
                  <span className="mt-1 block text-sm text-slate-700">
                    Usually {aedRange(p.q1, p.q3)} · {p.postings} postings
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="mt-8">
        <Link
          to={`${paths.unauth.searchJob.href()}?keyword=${encodeURIComponent(data.designation.name)}`}
          className="inline-flex rounded-xl bg-primary-700 px-4 py-2.5 font-semibold text-white hover:bg-primary-800"
        >
          See {data.designation.name} jobs
        </Link>
      </p>
      <Method />
    </article>
  );
}
