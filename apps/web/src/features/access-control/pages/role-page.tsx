import { ROLE_LABELS } from '@portal/contract/roles';
import { ArrowLeft } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading } from '@/components/ui/loading';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useDeleteRole, useRole, useUpdateRole } from '../roles-api';

/** admin-pannel/roles/{key}: a role's permissions and where each comes from; a custom role is renamed or deleted here. */
export function RolePage() {
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
        <ArrowLeft aria-hidden className="size-4" /> Back to roles
      </Link>
      {role.isLoading ? (
        <Loading />
      ) : !r ? (
        <div className="mt-6">
          <h1 className="text-2xl font-bold text-slate-900">Role not found</h1>
          <EmptyState title="Nothing to show">The role may have been deleted.</EmptyState>
        </div>
      ) : (
        <div className="mt-4 space-y-6">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h1 className="text-2xl font-bold text-slate-900">{r.name}</h1>
            <p className="mt-1 text-sm text-slate-600">
              {r.custom ? `Custom role on ${ROLE_LABELS[r.kind]}` : 'Built-in role'} · {r.user_count}{' '}
              {r.user_count === 1 ? 'user' : 'users'}
            </p>
            {r.description ? <p className="mt-3 text-slate-700">{r.description}</p> : null}
            {!r.editable ? (
              <p className="mt-4 text-sm text-slate-600">This is your own role: someone else changes it.</p>
            ) : (
              <div className="mt-6 flex flex-col gap-4">
                <div className="flex flex-wrap gap-2">
                  <ButtonLink
                    to={`${paths.admin.permissions.href()}?role=${encodeURIComponent(r.key)}`}
                    variant="secondary"
                  >
                    Edit its permissions
                  </ButtonLink>
                  {r.custom ? (
                    <Button variant="danger" onClick={() => setConfirmDelete(true)}>
                      Delete role
                    </Button>
                  ) : null}
                </div>
                {r.custom ? (
                  <form onSubmit={onRename} className="flex flex-col gap-2 sm:flex-row sm:items-end">
                    <TextField
                      label="Rename"
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
                      Save name
                    </Button>
                  </form>
                ) : null}
              </div>
            )}
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h2 className="text-lg font-semibold text-slate-900">Permissions ({r.effective.length})</h2>
            <p className="text-sm text-slate-600">
              Each one comes from the role itself or from a role group.
              {r.groups.length > 0 ? ` Its groups: ${r.groups.map((g) => g.name).join(', ')}.` : ''}
            </p>
            {r.effective.length === 0 ? (
              <p className="mt-3 text-sm text-slate-600">This role holds no permissions.</p>
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
                          {s.kind === 'role' ? 'Own grant' : `Group: ${s.name}`}
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
            title={`Delete the role ${r.name}?`}
            confirmLabel="Delete role"
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
            {r.user_count > 0
              ? `${r.user_count} ${r.user_count === 1 ? 'user holds' : 'users hold'} it: give them another role first, or the deletion is refused.`
              : 'Nobody holds it. Its permissions and group memberships go with it.'}
          </ConfirmDialog>
        </div>
      )}
    </section>
  );
}
