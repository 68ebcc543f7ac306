import type { RoleGroup } from '@portal/contract/custom-roles';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { useProfile } from '@/lib/auth';
import { useModules } from '../api';
import { RoleGroupForm } from '../components/role-group-form';
import { useT } from '../i18n';
import { useDeleteRoleGroup, useRoleGroups, useRoles } from '../roles-api';

/** admin-pannel/role-groups: named bundles of permissions granted to several roles at once. */
export function RoleGroupsPage() {
  const t = useT();
  const groups = useRoleGroups();
  const roles = useRoles();
  const modules = useModules();
  const held = new Set(useProfile().data?.permissions ?? []);
  const remove = useDeleteRoleGroup();
  const [editing, setEditing] = useState<RoleGroup | 'new' | null>(null);
  const [deleting, setDeleting] = useState<RoleGroup | null>(null);
  const loading = groups.isLoading || roles.isLoading || modules.isLoading;

  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
      <PageHeader
        title={t('groups.title')}
        description={t('groups.description')}
        actions={
          <Button size="sm" onClick={() => setEditing('new')} disabled={loading}>
            {t('groups.new')}
          </Button>
        }
      />
      {loading ? (
        <Loading />
      ) : groups.isError || !groups.data ? (
        <EmptyState title={t('groups.failed')}>{t('common.noRoleManagement')}</EmptyState>
      ) : groups.data.length === 0 ? (
        <EmptyState title={t('groups.empty.title')}>{t('groups.empty.text')}</EmptyState>
      ) : (
        <ul className="space-y-4">
          {groups.data.map((g) => (
            <li key={g.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0">
                  <h2 className="text-lg font-semibold text-slate-900">{g.name}</h2>
                  {g.description ? <p className="text-sm text-slate-600">{g.description}</p> : null}
                </div>
                {g.editable ? (
                  <div className="flex gap-2">
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setEditing(g)}
                      aria-label={t('common.editNamed', { name: g.name })}
                    >
                      {t('common.edit')}
                    </Button>
                    <Button
                      size="sm"
                      variant="danger-outline"
                      onClick={() => setDeleting(g)}
                      aria-label={t('common.deleteNamed', { name: g.name })}
                    >
                      {t('common.delete')}
                    </Button>
                  </div>
                ) : (
                  <p className="text-xs text-slate-600">{t('groups.locked')}</p>
                )}
              </div>
              <p className="mt-3 text-sm text-slate-700">
                <span className="font-medium">{t('groups.grantedTo')}</span>{' '}
                {g.roles.length > 0
                  ? g.roles.map((r) => r.name).join(t('common.listSeparator'))
                  : t('groups.noRole')}
              </p>
              <ul className="mt-2 flex flex-wrap gap-1.5">
                {g.permissions.map((p) => (
                  <li key={p}>
                    <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-800">{p}</code>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing === 'new' ? t('groups.new') : editing ? t('common.editNamed', { name: editing.name }) : ''
        }
        className="max-h-[90vh] max-w-3xl overflow-y-auto"
      >
        {editing !== null ? (
          <RoleGroupForm
            key={editing === 'new' ? 'new' : editing.id}
            group={editing === 'new' ? null : editing}
            modules={modules.data ?? []}
            roles={roles.data ?? []}
            held={held}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        title={t('groups.deleteTitle', { name: deleting?.name ?? '' })}
        confirmLabel={t('groups.deleteConfirm')}
        variant="danger"
        isPending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      >
        {t('groups.deleteText')}
      </ConfirmDialog>
    </section>
  );
}
