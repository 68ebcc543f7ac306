import { useQueryClient } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { NotFoundContent } from '@/components/ui/error-notice';

import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { isNotFound } from '@/lib/http-status';
import { queryKeys } from '@/lib/query-keys';
import { useManagedArticle } from '../api';
import { NewsForm } from '../components/news-form';
import { NewsImage } from '../components/news-image';
import { NewsStatusBadge } from '../components/news-status-badge';
import { useT } from '../i18n';

/** admin-pannel/logistics-news/create and .../edit/{id}: write or change an article. */
export function NewsEditPage() {
  const t = useT();
  const { id } = useParams();
  // ?idea=: a keyword job seekers search for, from the admin dashboard's search demand.
  const [params] = useSearchParams();
  const idea = id ? undefined : params.get('idea')?.trim().slice(0, 100) || undefined;
  const article = useManagedArticle(id);
  const queryClient = useQueryClient();
  if (id && !/^\d+$/.test(id)) return <NotFoundContent />;
  if (id && isNotFound(article.error)) return <NotFoundContent />;
  if (id && article.isLoading) return <Loading />;
  if (id && !article.data)
    return (
      <p role="alert" className="mx-auto max-w-3xl px-4 py-16 text-center text-slate-700">
        {t('articleFailed')}
      </p>
    );
  const data = article.data;
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6">
      <PageHeader
        title={data ? t('edit.edit') : t('edit.write')}
        description={data ? <NewsStatusBadge status={data.status} /> : t('edit.writeText')}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        {/* A new key per article, so the form's defaults follow the article it shows. */}
        <NewsForm key={data?.id ?? 'new'} article={data} idea={idea} />
        <div className="flex flex-col gap-4 lg:sticky lg:top-24 lg:self-start">
          {data ? (
            <NewsImage
              article={data}
              onChange={() => queryClient.invalidateQueries({ queryKey: queryKeys.news.all() })}
            />
          ) : (
            <p className="rounded-2xl border border-dashed border-slate-300 p-5 text-sm text-slate-700">
              {t('edit.imageLater')}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
