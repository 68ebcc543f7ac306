import { useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { SelectField } from '@/components/ui/select-field';
import { paths } from '@/config/paths';
import { useProfile } from '@/lib/auth';
import { usePermissionMatrix, useSaveRolePermissions } from '../api';
import { useT } from '../i18n';

/**
 * admin-pannel/permissions: roles × permissions. One role is edited at a time; saving shows what
 * will be granted and revoked first. Codes the viewer does not hold, and the viewer's own role,
 * cannot be changed (the server refuses them too).
 */
export function PermissionsPage() {
  const t = useT();
  const id = useId();
  const matrix = usePermissionMatrix();
  const profile = useProfile();
  const save = useSaveRolePermissions();
  const [search, setSearch] = useState('');
  // A role's page links here with ?role= to open that role.
  const [params] = useSearchParams();
  const [role, setRole] = useState(params.get('role') ?? '');
  const [draft, setDraft] = useState<Set<string> | null>(null);
  const [confirming, setConfirming] = useState(false);
  const held = new Set(profile.data?.permissions ?? []);

  const editable = matrix.data?.roles.filter((r) => r.editable) ?? [];
  const current =
    editable.find((r) => r.role === role) ?? matrix.data?.roles.find((r) => r.role === editable[0]?.role);
  const saved = useMemo(() => new Set(current?.permissions ?? []), [current]);
  const chosen = draft ?? saved;
  const added = [...chosen].filter((p) => !saved.has(p)).sort();
  const removed = [...saved].filter((p) => !chosen.has(p)).sort();
  const term = search.trim().toLowerCase();
  const rows = (matrix.data?.permissions ?? []).filter(
    (p) => !term || p.code.includes(term) || p.description.toLowerCase().includes(term),
  );

  const toggle = (code: string) => {
    const next = new Set(chosen);
    if (next.has(code)) next.delete(code);
    else next.add(code);
    setDraft(next);
  };

  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6">
      <PageHeader title={t('picker.legend')} description={t('permissions.description')} />
      {matrix.isLoading ? (
        <Loading />
      ) : !matrix.data || !current ? (
        <EmptyState title={t('permissions.failed')}>{t('common.noRoleManagement')}</EmptyState>
      ) : (
        <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
          <div className="grid gap-3 p-4 sm:grid-cols-3 sm:items-end">
            <SelectField
              label={t('permissions.role')}
              value={current.role}
              onChange={(e) => {
                setRole(e.target.value);
                setDraft(null);
              }}
              options={editable.map((r) => ({ value: r.role, label: r.label }))}
            />
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-q`} className="text-sm font-medium text-slate-800">
                {t('picker.search')}
              </label>
              <input
                id={`${id}-q`}
                type="search"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                placeholder={t('permissions.searchPlaceholder')}
                className="h-11 rounded-lg border border-slate-300 px-3 text-sm focus:border-primary-700 focus:ring-2 focus:ring-primary-200 focus:outline-none"
              />
            </div>
            <div className="flex gap-2 sm:justify-end">
              <Button variant="ghost" disabled={!draft} onClick={() => setDraft(null)}>
                {t('permissions.discard')}
              </Button>
              <Button disabled={added.length + removed.length === 0} onClick={() => setConfirming(true)}>
                {t('permissions.review')}
              </Button>
            </div>
          </div>
          <div className="overflow-x-auto border-t border-slate-200">
            <table className="w-full min-w-[720px] text-start text-sm">
              <caption className="sr-only">{t('permissions.caption')}</caption>
              <thead className="bg-slate-50 text-xs text-slate-600">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold uppercase">
                    {t('permissions.permission')}
                  </th>
                  {matrix.data.roles.map((r) => (
                    <th key={r.role} scope="col" className="px-2 py-2 text-center font-semibold">
                      {r.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {rows.map((p) => (
                  <tr key={p.code}>
                    <th scope="row" className="px-3 py-2 font-normal">
                      <Link
                        to={paths.admin.permissionsCreate.href({ create: p.code })}
                        className="font-mono text-slate-900 hover:text-primary-800 hover:underline"
                      >
                        {p.code}
                      </Link>
                      <p className="text-xs text-slate-600">{p.description}</p>
                    </th>
                    {matrix.data.roles.map((r) => {
                      const isEdited = r.role === current.role;
                      const on = isEdited ? chosen.has(p.code) : r.permissions.includes(p.code);
                      const viaGroup = r.inherited.includes(p.code);
                      return (
                        <td key={r.role} className="px-2 py-2 text-center">
                          <input
                            type="checkbox"
                            checked={on}
                            disabled={!isEdited || !held.has(p.code)}
                            onChange={() => toggle(p.code)}
                            aria-label={`${r.label}: ${p.code}`}
                            className="size-4 accent-primary-700"
                          />
                          {viaGroup ? (
                            <span
                              className="block text-[11px] text-slate-600"
                              title={t('permissions.viaGroupTitle')}
                            >
                              {t('permissions.viaGroup')}
                            </span>
                          ) : null}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
            {rows.length === 0 ? (
              <EmptyState title={t('picker.noMatch')}>{t('permissions.tryAnother')}</EmptyState>
            ) : null}
          </div>
          <ConfirmDialog
            open={confirming}
            title={t('permissions.saveTitle', { role: current.label })}
            confirmLabel={t('common.save')}
            isPending={save.isPending}
            onCancel={() => setConfirming(false)}
            onConfirm={() =>
              save.mutate(
                { role: current.role, permissions: [...chosen].sort() },
                {
                  onSuccess: () => setDraft(null),
                  onSettled: () => setConfirming(false),
                },
              )
            }
          >
            {added.length > 0 ? (
              <>
                <p className="font-semibold">{t('permissions.granted')}</p>
                <ul className="mb-2 list-inside list-disc">
                  {added.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              </>
            ) : null}
            {removed.length > 0 ? (
              <>
                <p className="font-semibold">{t('permissions.revoked')}</p>
                <ul className="list-inside list-disc">
                  {removed.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </ConfirmDialog>
        </div>
      )}
    </section>
  );
}
