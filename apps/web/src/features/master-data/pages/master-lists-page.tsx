import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useMasterLists } from '../api/master-admin';
import { LIST_LABEL } from '../components/usage-text';
import { useT } from '../i18n';

/** admin-pannel/master/list: every master-data list with how many items it holds. */
export function MasterListsPage() {
  const t = useT();
  const lists = useMasterLists();
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
      <PageHeader title={t('lists.title')} description={t('lists.description')} />
      {lists.isLoading ? (
        <Loading />
      ) : lists.isError || !lists.data ? (
        <EmptyState title={t('lists.failed')}>{t('lists.noPermission')}</EmptyState>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {lists.data.map((l) => (
            <li key={l.name}>
              <Link
                to={paths.admin.masterItems.href({ masterName: l.name })}
                className="flex items-center justify-between rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-primary-700 focus-visible:outline-2 focus-visible:outline-primary-700"
              >
                <span className="font-semibold text-slate-900">{t(LIST_LABEL[l.name])}</span>
                <span className="text-sm text-slate-600">{t('lists.items', { count: l.count })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
