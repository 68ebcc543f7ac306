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

function TagTable({ caption, rows }: { caption: string; rows: MergeTagValue[] }) {
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
              Tag
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              Resolves to
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              Comes from
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((r) => (
            <tr key={r.tag} className="max-sm:block max-sm:py-2">
              <th scope="row" className="px-4 py-2 align-top font-normal max-sm:block max-sm:py-1">
                <code className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-900">{`{{${r.tag}}}`}</code>
                <span className="block text-xs text-slate-600">{r.label}</span>
              </th>
              <td className="px-4 py-2 align-top whitespace-pre-line break-words text-slate-900 max-sm:block max-sm:py-1">
                {r.value || <span className="text-slate-600">(empty for this recipient)</span>}
              </td>
              <td className="px-4 py-2 align-top text-slate-700 max-sm:block max-sm:py-1 max-sm:text-xs">
                {r.source}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** management/email-template/tags/view/{id}: the tags a template uses, their values and sources. */
export function EmailTagsPage() {
  const id = useParams().id ?? '';
  const { data, error, isLoading } = useEmailTemplateTags(id);
  usePageTitle(data ? `Tags of ${data.template.name}` : undefined);
  if (isNotFound(error)) return <NotFoundContent />;
  if (isLoading) return <Loading />;
  if (!data) return <LoadFailed what="template tags" />;
  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 lg:py-10">
      <header>
        <p className="text-sm font-medium text-primary-800">
          <Link to={paths.management.emailTemplateView.href({ id })} className="hover:underline">
            {data.template.name}
          </Link>
        </p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Merge tags</h1>
        <p className="mt-1 text-sm text-slate-600">
          Values shown for {data.candidate ? data.candidate.name : 'an example candidate (no candidate yet)'}
          {data.job ? ` and the job “${data.job.title}”` : ', with no job attached'}.
        </p>
      </header>
      {data.used.length > 0 ? (
        <TagTable caption="Used in this template" rows={data.used} />
      ) : (
        <EmptyState title="This template uses no merge tags">Every recipient gets the same text.</EmptyState>
      )}
      {data.unused.length > 0 ? <TagTable caption="Available, not used" rows={data.unused} /> : null}
    </section>
  );
}
