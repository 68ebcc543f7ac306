import { EmptyState } from '@/components/ui/empty-state';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { useModules } from '../api';
import { useT } from '../i18n';

/** admin-pannel/modules: the product's areas and the permissions each one has. */
export function ModulesPage() {
  const t = useT();
  const modules = useModules();
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
      <PageHeader title={t('modules.title')} description={t('modules.description')} />
      {modules.isLoading ? (
        <Loading />
      ) : modules.isError ? (
        <EmptyState title={t('modules.failed')}>{t('common.noRoleManagement')}</EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {(modules.data ?? []).map((m) => (
            <li key={m.key} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <h2 className="text-lg font-semibold text-slate-900">{m.label}</h2>
              <p className="text-xs text-slate-600">
                {t('common.permissions', { count: m.permissions.length })}
              </p>
              <ul className="mt-3 space-y-2">
                {m.permissions.map((p) => (
                  <li key={p.code} className="text-sm">
                    <p className="text-slate-800">
                      {p.description}
                      {p.operator_only ? (
                        <span className="ms-2 text-xs font-semibold whitespace-nowrap text-amber-800">
                          {t('modules.operatorOnly')}
                        </span>
                      ) : null}
                    </p>
                    {/* The code, for whoever reads the audit log or the API's answers. */}
                    <code className="text-xs text-slate-600">{p.code}</code>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
