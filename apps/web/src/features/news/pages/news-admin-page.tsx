import { NEWS_STATUSES, type NewsManage } from '@portal/contract/news';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { StatusList } from '@/components/list-page/status-list';
import { statusTabs, useStatusListUrl } from '@/components/list-page/use-status-list-url';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/intl/format';
import { useDeleteArticle, useManagedNews } from '../api';
import { NewsStatusBadge } from '../components/news-status-badge';
import { useT } from '../i18n';

const PAGE_SIZE = 20;
const isScheduled = (a: NewsManage) =>
  a.status === 'published' && a.published_at !== null && new Date(a.published_at) > new Date();

/** admin-pannel/logistics-news: staff's list of articles, drafts and published, with status tabs. */
export function NewsAdminPage() {
  const t = useT();
  const format = useFormat();
  const formatDate = (value: string) => format.date(value);
  const url = useStatusListUrl(NEWS_STATUSES, 'all');
  const list = useManagedNews({ ...url.query, page: url.page, page_size: PAGE_SIZE });
  const remove = useDeleteArticle();
  const [deleting, setDeleting] = useState<NewsManage | null>(null);
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6">
      <PageHeader
        title={t('title')}
        description={t('admin.description')}
        actions={
          <ButtonLink to={paths.admin.logisticsNewsCreate.href()}>
            <Plus aria-hidden className="size-4" />
            {t('edit.write')}
          </ButtonLink>
        }
      />
      <StatusList
        url={url}
        tabs={statusTabs(
          NEWS_STATUSES,
          { draft: t('status.draft'), published: t('status.published') },
          list.data?.meta.counts,
          'first',
        )}
        list={list}
        search={{ label: t('admin.search'), placeholder: t('admin.searchPlaceholder') }}
        noun={t('admin.noun')}
        emptyHint={t('admin.emptyHint')}
        rowKey={(a) => a.id}
        rowClassName="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
        row={(a) => (
          <>
            <div className="flex min-w-0 gap-4">
              <div className="hidden aspect-[40/21] w-28 shrink-0 overflow-hidden rounded-lg bg-slate-100 sm:block">
                {a.image_url ? <img src={a.image_url} alt="" className="size-full object-cover" /> : null}
              </div>
              <div className="min-w-0">
                <Link
                  to={paths.admin.logisticsNewsEdit.href({ id: a.id })}
                  className="font-semibold break-words text-slate-900 no-underline hover:underline"
                >
                  {a.title}
                </Link>
                <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600">
                  <NewsStatusBadge status={a.status} scheduled={isScheduled(a)} />
                  <span>
                    {a.published_at
                      ? t('admin.published', { date: formatDate(a.published_at) })
                      : t('admin.edited', { date: formatDate(a.updated_at) })}
                  </span>
                  {a.author ? <span>· {a.author}</span> : null}
                </p>
              </div>
            </div>
            <div className="flex shrink-0 gap-2">
              {a.status === 'published' && !isScheduled(a) ? (
                <ButtonLink to={paths.unauth.newsArticle.href({ slug: a.slug })} variant="ghost" size="sm">
                  {t('admin.view')}
                  <span className="sr-only"> {a.title}</span>
                </ButtonLink>
              ) : null}
              <ButtonLink to={paths.admin.logisticsNewsEdit.href({ id: a.id })} variant="secondary" size="sm">
                {t('admin.edit')}
                <span className="sr-only"> {a.title}</span>
              </ButtonLink>
              <Button variant="ghost" size="sm" onClick={() => setDeleting(a)}>
                {t('admin.delete')}
                <span className="sr-only"> {a.title}</span>
              </Button>
            </div>
          </>
        )}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('admin.deleteTitle')}
        confirmLabel={t('admin.deleteConfirm')}
        variant="danger"
        isPending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        onCancel={() => setDeleting(null)}
      >
        {t('admin.deleteText', { title: deleting?.title ?? '' })}
      </ConfirmDialog>
    </section>
  );
}
