import { Rss } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';

import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { ListPagination } from '@/components/ui/pagination';
import { paths } from '@/config/paths';
import { NewsCard } from '@/features/news/components/news-card';
import { useCanonicalLink } from '@/lib/canonical-link';
import { useUrlState } from '@/lib/use-url-state';
import { useNewsList } from '../api';
import { useT } from '../i18n';

const PAGE_SIZE = 9;

/** unauth/logistics-news: published articles, newest first; page and tag live in the URL. */
export function NewsListPage() {
  const t = useT();
  const [{ page, tag }, update] = useUrlState({ page: 1, tag: '' });
  const list = useNewsList({ page, page_size: PAGE_SIZE, tag: tag || undefined });
  useCanonicalLink(`${paths.unauth.news.href()}${page > 1 ? `?page=${page}` : ''}`);
  const rows = list.data?.data ?? [];
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6">
      <PageHeader
        title={t('title')}
        description={t('list.description')}
        actions={
          <a
            href="/news.rss"
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary-800 hover:underline"
          >
            <Rss aria-hidden className="size-4" />
            {t('list.rss')}
          </a>
        }
      />
      {tag ? (
        <p className="mb-4 text-sm text-slate-700">
          {t.rich('list.tagged', { tag, b: (chunks) => <strong>{chunks}</strong> })} ·{' '}
          <Link to={paths.unauth.news.href()} className="font-semibold text-primary-800 hover:underline">
            {t('allNews')}
          </Link>
        </p>
      ) : null}
      {list.isLoading ? (
        <Loading />
      ) : list.isError ? (
        <p role="alert" className="mx-auto max-w-3xl px-4 py-16 text-center text-slate-700">
          {t('failed')}
        </p>
      ) : rows.length === 0 ? (
        <EmptyState title={t('list.emptyTitle')}>{t('list.emptyText')}</EmptyState>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {rows.map((item) => (
            <li key={item.id}>
              <NewsCard item={item} />
            </li>
          ))}
        </ul>
      )}
      {list.data ? (
        <ListPagination
          meta={list.data.meta}
          onPage={(p) => {
            update({ page: p });
            window.scrollTo({ top: 0 });
          }}
        />
      ) : null}
    </section>
  );
}
