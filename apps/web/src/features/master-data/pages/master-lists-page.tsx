import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useMasterLists } from '../api/master-admin';

/** admin-pannel/master/list: every master-data list with how many items it holds. */
export function MasterListsPage() {
  const lists = useMasterLists();
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
      <PageHeader
        title="Master data"
        description="The lists job forms, profiles and search filters choose from. Open one to add, rename or reorder its items."
      />
      {lists.isLoading ? (
        <Loading />
      ) : lists.isError || !lists.data ? (
        <EmptyState title="Master data could not be loaded">
          You may not hold master data management.
        </EmptyState>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {lists.data.map((l) => (
            <li key={l.name}>
              <Link
                to={paths.admin.masterItems.href({ masterName: l.name })}
                className="flex items-center justify-between rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-primary-700 focus-visible:outline-2 focus-visible:outline-primary-700"
              >
                <span className="font-semibold text-slate-900">{l.label}</span>
                <span className="text-sm text-slate-600">
                  {l.count} {l.count === 1 ? 'item' : 'items'}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
