import { ROLES, USER_STATUSES } from '@portal/contract/roles';
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
import { useStatusLabels } from '@/lib/labels';
import { oneOf } from '@/lib/one-of';
import { useUrlState } from '@/lib/use-url-state';
import { useT } from '../i18n';

const LAST_LOGIN_LABEL = {
  never: 'lastLogin.never',
  '7d': 'lastLogin.7d',
  '30d': 'lastLogin.30d',
  over_30d: 'lastLogin.over_30d',
} as const satisfies Record<(typeof LAST_LOGIN_FILTERS)[number], string>;
const SORT_LABEL = {
  organisation: 'sort.organisation',
  name: 'sort.name',
  email: 'sort.email',
  last_login: 'sort.last_login',
  newest: 'sort.newest',
} as const satisfies Record<(typeof USER_SORTS)[number], string>;

/** admin-pannel/users: every account the caller may see, with search, filters, sort and pages in the URL. */
export function UsersPage() {
  const t = useT();
  const labels = useStatusLabels();
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
        title={t('list.title')}
        description={t('list.description')}
        actions={
          canManage ? (
            <>
              <ButtonLink
                to={paths.admin.createUser.href({ client: 'consultancy' })}
                variant="secondary"
                size="sm"
              >
                {t('list.addConsultancyUser')}
              </ButtonLink>
              <ButtonLink
                to={paths.admin.createUser.href({ client: 'employer' })}
                variant="secondary"
                size="sm"
              >
                {t('list.addEmployerUser')}
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
              label={t('list.search')}
              placeholder={t('list.searchPlaceholder')}
              button={{ label: t('list.searchButton') }}
              className="flex items-end gap-2 sm:col-span-2 lg:col-span-2"
            />
            <SelectField
              label={t('col.role')}
              placeholder={t('list.anyRole')}
              value={state.role}
              onChange={(e) => update({ role: e.target.value, page: 1 })}
              options={ROLES.map((r) => ({ value: r, label: labels.role(r) }))}
            />
            <SelectField
              label={t('col.status')}
              placeholder={t('list.anyStatus')}
              value={state.status}
              onChange={(e) => update({ status: e.target.value, page: 1 })}
              options={[
                { value: 'active', label: t('status.active') },
                { value: 'suspended', label: t('status.suspended') },
              ]}
            />
            <SelectField
              label={t('col.lastSignIn')}
              placeholder={t('list.anyTime')}
              value={state.last_login}
              onChange={(e) => update({ last_login: e.target.value, page: 1 })}
              options={LAST_LOGIN_FILTERS.map((v) => ({ value: v, label: t(LAST_LOGIN_LABEL[v]) }))}
            />
            <SelectField
              label={t('list.sortBy')}
              value={state.sort}
              onChange={(e) => update({ sort: e.target.value, page: 1 })}
              options={USER_SORTS.map((v) => ({ value: v, label: t(SORT_LABEL[v]) }))}
            />
          </>
        }
        filtersClassName="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
        query={list}
        isEmpty={rows.length === 0}
        failed={t('list.failed')}
        empty={{
          title: t('list.empty.title'),
          text: filtered ? t('list.empty.filtered') : t('list.empty.text'),
        }}
        live
        pages={{ meta: list.data?.meta, onPage: (p) => update({ page: p }) }}
      >
        <UserTable users={rows} canManage={canManage} />
      </ListCard>
    </section>
  );
}
