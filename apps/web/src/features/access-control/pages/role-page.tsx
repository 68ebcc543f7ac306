import { ArrowLeft } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading } from '@/components/ui/loading';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useStatusLabels } from '@/lib/labels';
import { useT } from '../i18n';
import { useDeleteRole, useRole, useUpdateRole } from '../roles-api';

/** admin-pannel/roles/{key}: a role's permissions and where each comes from; a custom role is renamed or deleted here. */
export function RolePage() {
  const t = useT();
  const labels = useStatusLabels();
  const { key = '' } = useParams();
  const role = useRole(key);
  const update = useUpdateRole(key);
  const remove = useDeleteRole(key);
  const navigate = useNavigate();
  const [name, setName] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const r = role.data;

  const onRename = (e: FormEvent) => {
    e.preventDefault();
    if (name && name.trim() !== r?.name)
      update.mutate({ name: name.trim() }, { onSuccess: () => setName(null) });
  };

  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
      <Link
        to={paths.admin.roles.href()}
        className="inline-flex items-center gap-1 text-sm font-semibold text-primary-800 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" /> {t('role.back')}
      </Link>
      {role.isLoading ? (
        <Loading />
      ) : !r ? (
        <div className="mt-6">
          <h1 className="text-2xl font-bold text-slate-900">{t('role.notFound')}</h1>
          <EmptyState title={t('common.nothingToShow')}>{t('role.maybeDeleted')}</EmptyState>
        </div>
      ) : (
        <div className="mt-4 space-y-6">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h1 className="text-2xl font-bold text-slate-900">{r.name}</h1>
            <p className="mt-1 text-sm text-slate-600">
              {r.custom ? t('role.customOn', { kind: labels.role(r.kind) }) : t('role.builtIn')} ·{' '}
              {t('common.users', { count: r.user_count })}
            </p>
            {r.description ? <p className="mt-3 text-slate-700">{r.description}</p> : null}
            {!r.editable ? (
              <p className="mt-4 text-sm text-slate-600">{t('role.own')}</p>
            ) : (
              <div className="mt-6 flex flex-col gap-4">
                <div className="flex flex-wrap gap-2">
                  <ButtonLink
                    to={`${paths.admin.permissions.href()}?role=${encodeURIComponent(r.key)}`}
                    variant="secondary"
                  >
                    {t('role.editPermissions')}
                  </ButtonLink>
                  {r.custom ? (
                    <Button variant="danger" onClick={() => setConfirmDelete(true)}>
                      {t('role.delete')}
                    </Button>
                  ) : null}
                </div>
                {r.custom ? (
                  <form onSubmit={onRename} className="flex flex-col gap-2 sm:flex-row sm:items-end">
                    <TextField
                      label={t('role.rename')}
                      className="sm:w-72"
                      value={name ?? r.name}
                      maxLength={60}
                      onChange={(e) => setName(e.target.value)}
                    />
                    <Button
                      type="submit"
                      isPending={update.isPending}
                      disabled={!name || name.trim() === r.name || name.trim().length < 2}
                    >
                      {t('role.saveName')}
                    </Button>
                  </form>
                ) : null}
              </div>
            )}
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h2 className="text-lg font-semibold text-slate-900">
              {t('role.permissions', { count: r.effective.length })}
            </h2>
            <p className="text-sm text-slate-600">
              {t('role.sources')}
              {r.groups.length > 0
                ? ` ${t('role.groups', { groups: r.groups.map((g) => g.name).join(t('common.listSeparator')) })}`
                : ''}
            </p>
            {r.effective.length === 0 ? (
              <p className="mt-3 text-sm text-slate-600">{t('role.noPermissions')}</p>
            ) : (
              <ul className="mt-3 divide-y divide-slate-200">
                {r.effective.map((p) => (
                  <li
                    key={p.code}
                    className="flex flex-col gap-1 py-2 sm:flex-row sm:items-center sm:justify-between"
                  >
                    <code className="break-all text-sm text-slate-900">{p.code}</code>
                    <span className="flex flex-wrap gap-1">
                      {p.sources.map((s) => (
                        <span
                          key={`${s.kind}-${s.name}`}
                          className={
                            s.kind === 'role'
                              ? 'rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700'
                              : 'rounded-full bg-primary-50 px-2 py-0.5 text-xs font-semibold text-primary-800'
                          }
                        >
                          {s.kind === 'role' ? t('role.ownGrant') : t('role.group', { name: s.name })}
                        </span>
                      ))}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <ConfirmDialog
            open={confirmDelete}
            title={t('role.deleteTitle', { name: r.name })}
            confirmLabel={t('role.delete')}
            variant="danger"
            isPending={remove.isPending}
            onCancel={() => setConfirmDelete(false)}
            onConfirm={() =>
              remove.mutate(undefined, {
                onSuccess: () => navigate(paths.admin.roles.href()),
                onSettled: () => setConfirmDelete(false),
              })
            }
          >
            {r.user_count > 0 ? t('role.deleteHeld', { count: r.user_count }) : t('role.deleteNobody')}
          </ConfirmDialog>
        </div>
      )}
    </section>
  );
}
