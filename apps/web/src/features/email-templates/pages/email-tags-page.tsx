import type { MergeTagValue } from '@portal/contract/recruiter-email';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { NotFoundContent } from '@/components/ui/error-notice';
import { LoadFailed } from '@/components/ui/load-failed';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { isNotFound } from '@/lib/http-status';
import { usePageTitle } from '@/lib/page-title';
import { useEmailTemplateTags } from '../api/email-templates';
import { TAG_KEY } from '../components/merge-tag-picker';
import { useT } from '../i18n';

function TagTable({ caption, rows }: { caption: string; rows: MergeTagValue[] }) {
  const t = useT();
  return (
    // Below 640 px each row stacks (tag, value, source) instead of scrolling sideways.
    <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-start text-sm">
        <caption className="px-4 pt-4 pb-2 text-start text-lg font-semibold text-slate-900">
          {caption}
        </caption>
        <thead className="border-y border-slate-200 bg-slate-50 text-slate-700 max-sm:sr-only">
          <tr>
            <th scope="col" className="px-4 py-2 font-semibold">
              {t('tags.tag')}
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              {t('tags.resolves')}
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              {t('tags.from')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((r) => {
            const keys = TAG_KEY[r.tag];
            return (
              <tr key={r.tag} className="max-sm:block max-sm:py-2">
                <th scope="row" className="px-4 py-2 align-top font-normal max-sm:block max-sm:py-1">
                  <code className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-900">{`{{${r.tag}}}`}</code>
                  <span className="block text-xs text-slate-600">{t(keys[0])}</span>
                </th>
                <td className="px-4 py-2 align-top whitespace-pre-line break-words text-slate-900 max-sm:block max-sm:py-1">
                  {r.value || <span className="text-slate-600">{t('tags.empty')}</span>}
                </td>
                <td className="px-4 py-2 align-top text-slate-700 max-sm:block max-sm:py-1 max-sm:text-xs">
                  {t(keys[1])}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** management/email-template/tags/view/{id}: the tags a template uses, their values and sources. */
export function EmailTagsPage() {
  const t = useT();
  const id = useParams().id ?? '';
  const { data, error, isLoading } = useEmailTemplateTags(id);
  usePageTitle(data ? t('tags.pageTitle', { name: data.template.name }) : undefined);
  if (isNotFound(error)) return <NotFoundContent />;
  if (isLoading) return <Loading />;
  if (!data) return <LoadFailed what={t('tags.what')} />;
  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 lg:py-10">
      <header>
        <p className="text-sm font-medium text-primary-800">
          <Link to={paths.management.emailTemplateView.href({ id })} className="hover:underline">
            {data.template.name}
          </Link>
        </p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('tags.title')}
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          {t('tags.valuesFor', { who: data.candidate ? data.candidate.name : t('tags.example') })}
          {data.job ? t('tags.withJob', { title: data.job.title }) : t('tags.noJob')}
        </p>
      </header>
      {data.used.length > 0 ? (
        <TagTable caption={t('tags.used')} rows={data.used} />
      ) : (
        <EmptyState title={t('tags.none')}>{t('tags.noneText')}</EmptyState>
      )}
      {data.unused.length > 0 ? <TagTable caption={t('tags.unused')} rows={data.unused} /> : null}
    </section>
  );
}
