import { ROLE_LABELS, ROLES, USER_STATUSES } from '@portal/contract/roles';
import { LAST_LOGIN_FILTERS, USER_SORTS, type UserListQuery } from '@portal/contract/user-admin';
import { FilterSearch } from '@/components/list-page/filter-search';
import { ButtonLink } from '@/components/ui/button';
import { ListCard } from '@/components/ui/list-card';
import { PageHeader } from '@/components/ui/page-header';
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
  const profile = useProfile();
  const [state, update] = useUrlState({
    q: '',
    role: '',
    status: '',
    last_login: '',
    sort: 'organisation',
    page: 1,
  });
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
      <ListCard
        filters={
          <>
            <FilterSearch
              value={state.q}
              onSearch={(q) => update({ q, page: 1 })}
              label="Search users"
              placeholder="Name or e-mail"
              button={{ label: 'Search' }}
              className="flex items-end gap-2 sm:col-span-2 lg:col-span-2"
            />
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
          </>
        }
        filtersClassName="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
        query={list}
        isEmpty={rows.length === 0}
        failed="The list could not be loaded"
        empty={{
          title: 'No users found',
          text: filtered ? 'Nothing matches these filters. Clear one to see more.' : 'Accounts appear here.',
        }}
        live
        pages={{ meta: list.data?.meta, onPage: (p) => update({ page: p }) }}
      >
        <UserTable users={rows} canManage={canManage} />
      </ListCard>
    </section>
  );
}
