import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { usePermissionMatrix } from '../api';
import { useT } from '../i18n';
import { useRoleGroups } from '../roles-api';

/**
 * admin-pannel/permissions/{create}: one permission (the spec's parameter holds its code, e.g.
 * jobs.manage): what it allows, and which roles hold it, of their own or through a role group.
 */
export function PermissionPage() {
  const t = useT();
  const { create: code = '' } = useParams();
  const matrix = usePermissionMatrix();
  const groups = useRoleGroups();
  const info = matrix.data?.permissions.find((p) => p.code === code);
  const own = matrix.data?.roles.filter((r) => r.permissions.includes(code)) ?? [];
  const viaGroups = (groups.data ?? []).filter((g) => g.permissions.includes(code));

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <Link
        to={paths.admin.permissions.href()}
        className="inline-flex items-center gap-1 text-sm font-semibold text-primary-800 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" /> {t('permission.all')}
      </Link>
      {matrix.isLoading || groups.isLoading ? (
        <Loading />
      ) : !info ? (
        <div className="mt-6">
          <h1 className="text-2xl font-bold text-slate-900">{t('permission.notFound')}</h1>
          <EmptyState title={t('common.nothingToShow')}>
            {t('permission.none', { code: code ? `"${code}"` : '' })}
          </EmptyState>
        </div>
      ) : (
        <div className="mt-4 space-y-6">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h1 className="break-all font-mono text-2xl font-bold text-slate-900">{info.code}</h1>
            <p className="mt-2 text-slate-700">{info.description}</p>
            <p className="mt-2 text-sm text-slate-600">
              {t('permission.meta', { module: info.module, action: info.action })}
              {info.operator_only ? ` · ${t('permission.operatorOnly')}` : ''}
            </p>
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h2 className="text-lg font-semibold text-slate-900">{t('permission.heldBy')}</h2>
            {own.length === 0 && viaGroups.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">{t('permission.noRole')}</p>
            ) : (
              <ul className="mt-2 divide-y divide-slate-200">
                {own.map((r) => (
                  <li key={r.role} className="flex justify-between gap-3 py-2">
                    <Link
                      to={paths.admin.role.href({ key: r.role })}
                      className="font-medium text-slate-900 hover:text-primary-800 hover:underline"
                    >
                      {r.label}
                    </Link>
                    <span className="text-sm text-slate-600">{t('permission.ownGrant')}</span>
                  </li>
                ))}
                {viaGroups.flatMap((g) =>
                  g.roles.map((r) => (
                    <li key={`${g.id}-${r.key}`} className="flex justify-between gap-3 py-2">
                      <Link
                        to={paths.admin.role.href({ key: r.key })}
                        className="font-medium text-slate-900 hover:text-primary-800 hover:underline"
                      >
                        {r.name}
                      </Link>
                      <span className="text-sm text-slate-600">
                        {t('permission.viaGroup', { name: g.name })}
                      </span>
                    </li>
                  )),
                )}
              </ul>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
