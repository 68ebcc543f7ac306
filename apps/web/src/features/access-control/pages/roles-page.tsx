import { ROLE_LABELS } from '@portal/contract/roles';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useRoles } from '../roles-api';

/** admin-pannel/roles: the built-in roles and the custom ones, with holders, permissions and groups. */
export function RolesPage() {
  const roles = useRoles();
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <PageHeader
        title="Roles"
        description="A role holds permissions of its own and those of its role groups. A custom role is made on a built-in one, which decides the account's menus and home page."
        actions={
          <>
            <ButtonLink to={paths.admin.roleGroups.href()} variant="secondary" size="sm">
              Role groups
            </ButtonLink>
            <ButtonLink to={paths.admin.rolesCreate.href()} size="sm">
              Create role
            </ButtonLink>
          </>
        }
      />
      {roles.isLoading ? (
        <Loading />
      ) : roles.isError || !roles.data ? (
        <EmptyState title="Roles could not be loaded">You may not hold role management.</EmptyState>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
          {roles.data.map((r) => (
            <li key={r.key} className="grid gap-2 p-4 md:grid-cols-[1.4fr_1fr_auto] md:items-center">
              <div className="min-w-0">
                <Link
                  to={paths.admin.role.href({ key: r.key })}
                  className="font-semibold text-slate-900 hover:text-primary-800 hover:underline"
                >
                  {r.name}
                </Link>
                <span
                  className={
                    r.custom
                      ? 'ms-2 rounded-full bg-primary-50 px-2 py-0.5 text-xs font-semibold text-primary-800'
                      : 'ms-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700'
                  }
                >
                  {r.custom ? `Custom · ${ROLE_LABELS[r.kind]}` : 'Built-in'}
                </span>
                <p className="mt-0.5 text-sm text-slate-600">{r.description || 'No description.'}</p>
              </div>
              <p className="text-sm text-slate-700">
                {r.effective_count} {r.effective_count === 1 ? 'permission' : 'permissions'}
                {r.groups.length > 0 ? ` · groups: ${r.groups.map((g) => g.name).join(', ')}` : ''}
              </p>
              <p className="text-sm text-slate-700 md:text-end">
                {r.user_count} {r.user_count === 1 ? 'user' : 'users'}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
