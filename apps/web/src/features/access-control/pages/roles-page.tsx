import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useStatusLabels } from '@/lib/labels';
import { useT } from '../i18n';
import { useRoles } from '../roles-api';

/** admin-pannel/roles: the built-in roles and the custom ones, with holders, permissions and groups. */
export function RolesPage() {
  const t = useT();
  const labels = useStatusLabels();
  const roles = useRoles();
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <PageHeader
        title={t('roles.title')}
        description={t('roles.description')}
        actions={
          <>
            <ButtonLink to={paths.admin.roleGroups.href()} variant="secondary" size="sm">
              {t('groups.title')}
            </ButtonLink>
            <ButtonLink to={paths.admin.rolesCreate.href()} size="sm">
              {t('roles.create')}
            </ButtonLink>
          </>
        }
      />
      {roles.isLoading ? (
        <Loading />
      ) : roles.isError || !roles.data ? (
        <EmptyState title={t('roles.failed')}>{t('common.noRoleManagement')}</EmptyState>
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
                  {r.custom ? t('roles.custom', { kind: labels.role(r.kind) }) : t('roles.builtIn')}
                </span>
                <p className="mt-0.5 text-sm text-slate-600">{r.description || t('roles.noDescription')}</p>
              </div>
              <p className="text-sm text-slate-700">
                {t('common.permissions', { count: r.effective_count })}
                {r.groups.length > 0
                  ? ` · ${t('roles.groupsList', { groups: r.groups.map((g) => g.name).join(t('common.listSeparator')) })}`
                  : ''}
              </p>
              <p className="text-sm text-slate-700 md:text-end">
                {t('common.users', { count: r.user_count })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
