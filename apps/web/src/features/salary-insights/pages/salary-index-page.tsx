import { salaryHref } from '@portal/contract/salary-paths';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useCanonicalLink } from '@/lib/canonical-link';
import { useSalaryIndex } from '../api';
import { Method } from '../components/figures';
import { useSalaryFormat } from '../format';

/** /salaries: every designation with figures, and its emirates and countries that have their own. */
export function SalaryIndexPage() {
  const { t, aed, aedRange, name } = useSalaryFormat();
  const { data, isLoading, isError } = useSalaryIndex();
  useCanonicalLink(paths.salaries.index.href());
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
      <PageHeader title={t('index.title')} description={t('index.description')} />
      {isLoading ? (
        <Loading />
      ) : isError ? (
        <p role="alert" className="py-16 text-center text-slate-700">
          {t('index.error')}
        </p>
      ) : !data?.length ? (
        <EmptyState title={t('index.none')}>{t('index.noneText')}</EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {data.map((d) => (
            <li
              key={d.designation.slug}
              className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <h2 className="text-lg font-semibold">
                <Link to={salaryHref(d.designation.slug)} className="text-primary-800 hover:underline">
                  {name(d.designation)}
                </Link>
              </h2>
              <p className="mt-1 text-slate-700">
                {t('index.summary', { range: aedRange(d.q1, d.q3), median: aed(d.median) })}
              </p>
              <p className="text-sm text-slate-600">{t('index.postings', { count: d.postings })}</p>
              {d.places.length ? (
                <ul
                  className="mt-3 flex flex-wrap gap-2"
                  aria-label={t('index.byPlace', { designation: name(d.designation) })}
                >
                  {d.places.map((p) => (
                    <li key={p.slug}>
                      <Link
                        to={salaryHref(d.designation.slug, p.slug)}
                        className="inline-block rounded-full bg-primary-50 px-3 py-1 text-sm font-medium text-primary-900 hover:underline"
                      >
                        {name(p)}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Method />
    </section>
  );
}
