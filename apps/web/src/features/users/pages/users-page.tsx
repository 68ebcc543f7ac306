import { ROLE_LABELS, ROLES, USER_STATUSES } from '@portal/contract/roles';
import { LAST_LOGIN_FILTERS, USER_SORTS, type UserListQuery } from '@portal/contract/user-admin';
import { Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { ListPagination } from '@/components/ui/pagination';
import { SelectField } from '@/components/ui/select-field';
import { paths } from '@/config/paths';
import { useUserList } from '@/features/users/api/users';
import { UserTable } from '@/features/users/components/user-table';
import { useProfile } from '@/lib/auth';
import { oneOf } from '@/lib/one-of';
import { useUrlState } from '@/lib/use-url-state';

const LAST_LOGIN_LABEL: Record<(typeof LAST_LOGIN_FILTERS)[number], string> = {
  never: 'Never signed in',
  '7d': 'In the last 7 days',
  '30d': 'In the last 30 days',
  over_30d: 'Over 30 days ago',
};
const SORT_LABEL: Record<(typeof USER_SORTS)[number], string> = {
  organisation: 'Organisation',
  name: 'Name',
  email: 'E-mail',
  last_login: 'Last sign-in',
  newest: 'Newest first',
};

/** admin-pannel/users: every account the caller may see, with search, filters, sort and pages in the URL. */
export function UsersPage() {
  const id = useId();
  const profile = useProfile();
  const [state, update] = useUrlState({
    q: '',
    role: '',
    status: '',
    last_login: '',
    sort: 'organisation',
    page: 1,
  });
  const [draft, setDraft] = useState(state.q);
  const query: Partial<UserListQuery> = {
    q: state.q || undefined,
    // Values the lists do not hold (an old or hand-edited URL) are no filter.
    role: oneOf(ROLES, state.role),
    status: oneOf(USER_STATUSES, state.status),
    last_login: oneOf(LAST_LOGIN_FILTERS, state.last_login),
    sort: oneOf(USER_SORTS, state.sort) ?? 'organisation',
    page: state.page,
    page_size: 20,
  };
  const list = useUserList(query);
  const permissions = profile.data?.permissions ?? [];
  const canManage = permissions.includes('users.manage');
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    update({ q: draft.trim(), page: 1 });
  };
  const rows = list.data?.data ?? [];
  const filtered = Boolean(state.q || state.role || state.status || state.last_login);

  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6">
      <PageHeader
        title="Users"
        description="Every account you manage: search, filter, and open one to change its role or access."
        actions={
          canManage ? (
            <>
              <ButtonLink
                to={paths.admin.createUser.href({ client: 'consultancy' })}
                variant="secondary"
                size="sm"
              >
                Add consultancy user
              </ButtonLink>
              <ButtonLink
                to={paths.admin.createUser.href({ client: 'employer' })}
                variant="secondary"
                size="sm"
              >
                Add employer user
              </ButtonLink>
            </>
          ) : null
        }
      />
      <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
        <div className="grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
          {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to jsdom and to Safari before 17. */}
          <form
            role="search"
            onSubmit={onSearch}
            className="flex items-end gap-2 sm:col-span-2 lg:col-span-2"
          >
            <div className="flex min-w-0 flex-1 flex-col gap-1.5">
              <label htmlFor={`${id}-q`} className="text-sm font-medium text-slate-800">
                Search users
              </label>
              <input
                id={`${id}-q`}
                type="search"
                value={draft}
                onChange={(e) => setDraft(e.target.value)}
                placeholder="Name or e-mail"
                className="h-11 w-full min-w-0 rounded-lg border border-slate-300 px-3 text-sm focus:border-primary-700 focus:ring-2 focus:ring-primary-200 focus:outline-none"
              />
            </div>
            <Button type="submit" variant="secondary" icon={<Search aria-hidden className="size-4" />}>
              Search
            </Button>
          </form>
          <SelectField
            label="Role"
            placeholder="Any role"
            value={state.role}
            onChange={(e) => update({ role: e.target.value, page: 1 })}
            options={ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
          />
          <SelectField
            label="Status"
            placeholder="Any status"
            value={state.status}
            onChange={(e) => update({ status: e.target.value, page: 1 })}
            options={[
              { value: 'active', label: 'Active' },
              { value: 'suspended', label: 'Suspended' },
            ]}
          />
          <SelectField
            label="Last sign-in"
            placeholder="Any time"
            value={state.last_login}
            onChange={(e) => update({ last_login: e.target.value, page: 1 })}
            options={LAST_LOGIN_FILTERS.map((v) => ({ value: v, label: LAST_LOGIN_LABEL[v] }))}
          />
          <SelectField
            label="Sort by"
            value={state.sort}
            onChange={(e) => update({ sort: e.target.value, page: 1 })}
            options={USER_SORTS.map((v) => ({ value: v, label: SORT_LABEL[v] }))}
          />
        </div>
        <div aria-busy={list.isFetching} aria-live="polite" className="border-t border-slate-200">
          {list.isLoading ? (
            <Loading className="flex items-center justify-center gap-2 py-16 text-slate-600" />
          ) : list.isError ? (
            <EmptyState title="The list could not be loaded">Please try again in a moment.</EmptyState>
          ) : rows.length === 0 ? (
            <EmptyState title="No users found">
              {filtered ? 'Nothing matches these filters. Clear one to see more.' : 'Accounts appear here.'}
            </EmptyState>
          ) : (
            <UserTable users={rows} canManage={canManage} selfId={profile.data?.user?.id} />
          )}
        </div>
        {list.data && list.data.meta.total > 0 ? (
          <div className="border-t border-slate-200 px-4">
            <ListPagination meta={list.data.meta} onPage={(p) => update({ page: p })} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
