import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading } from '@/components/ui/loading';
import { SelectField } from '@/components/ui/select-field';
import { paths } from '@/config/paths';
import { useChangeUserRole, useResetMfa, useSendResetLink, useUserDetail } from '@/features/users/api/users';
import { roleKey, useRoleName, useWhen } from '@/features/users/components/role-name';
import { UserStatusAction } from '@/features/users/components/user-status-action';
import { UserStatusBadge } from '@/features/users/components/user-status-badge';
import { useT } from '../i18n';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-3">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

/** admin-pannel/users/{id}: role, organisation, status, recent activity; suspend, reset link, role change. */
export function UserPage() {
  const t = useT();
  const roleName = useRoleName();
  const formatDateTime = useWhen();
  const { id = '' } = useParams();
  const query = useUserDetail(id);
  const changeRole = useChangeUserRole();
  const sendReset = useSendResetLink();
  const resetMfa = useResetMfa();
  const [confirmMfa, setConfirmMfa] = useState(false);
  const [role, setRole] = useState('');
  const [confirmReset, setConfirmReset] = useState(false);
  const user = query.data;

  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
      <Link
        to={paths.admin.users.href()}
        className="inline-flex items-center gap-1 text-sm font-semibold text-primary-800 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" /> {t('user.back')}
      </Link>
      {query.isLoading ? (
        <Loading />
      ) : !user ? (
        <div className="mt-6">
          <h1 className="text-2xl font-bold text-slate-900">{t('user.notFound')}</h1>
          <EmptyState title={t('user.nothingToShow')}>{t('user.notFoundText')}</EmptyState>
        </div>
      ) : (
        <div className="mt-4 space-y-6">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
              <div>
                <h1 className="text-2xl font-bold text-slate-900">
                  {user.first_name} {user.last_name}
                </h1>
                <p className="mt-1 break-all text-sm text-slate-600">{user.email}</p>
              </div>
              <div className="self-start">
                <UserStatusBadge user={user} />
              </div>
            </div>
            <dl className="mt-6 divide-y divide-slate-200 border-y border-slate-200">
              <Row label={t('col.role')}>{roleName(user)}</Row>
              <Row label={t('col.organisation')}>
                {user.client ? (
                  <Link
                    to={paths.admin.view.href({ client: user.client.type, id: user.client.id })}
                    className="text-primary-800 hover:underline"
                  >
                    {user.client.name}
                  </Link>
                ) : (
                  t('user.noneCandidate')
                )}
              </Row>
              <Row label={t('user.phone')}>{user.phone ? <span dir="ltr">{user.phone}</span> : '—'}</Row>
              <Row label={t('user.mfa')}>{user.mfa_enabled ? t('user.on') : t('user.off')}</Row>
              <Row label={t('col.lastSignIn')}>{formatDateTime(user.last_login_at)}</Row>
              <Row label={t('user.created')}>{formatDateTime(user.created_at)}</Row>
              {user.suspended_at ? (
                <Row label={t('user.suspended')}>{formatDateTime(user.suspended_at)}</Row>
              ) : null}
            </dl>
            {user.can_manage ? (
              <div className="mt-6 flex flex-col gap-6">
                <div className="flex flex-wrap gap-2">
                  <UserStatusAction user={user} size="md" />
                  <Button variant="secondary" onClick={() => setConfirmReset(true)}>
                    {t('user.sendReset')}
                  </Button>
                  {user.mfa_enabled ? (
                    <Button variant="secondary" onClick={() => setConfirmMfa(true)}>
                      {t('user.resetMfa')}
                    </Button>
                  ) : null}
                </div>
                {user.assignable_roles.length > 1 ? (
                  <form
                    className="flex flex-col gap-2 sm:flex-row sm:items-end"
                    onSubmit={(e) => {
                      e.preventDefault();
                      if (role && role !== roleKey(user)) changeRole.mutate({ id: user.id, role });
                    }}
                  >
                    <SelectField
                      label={t('user.changeRole')}
                      className="sm:w-64"
                      value={role || roleKey(user)}
                      onChange={(e) => setRole(e.target.value)}
                      options={user.assignable_roles.map((r) => ({ value: r.key, label: r.name }))}
                    />
                    <Button
                      type="submit"
                      isPending={changeRole.isPending}
                      disabled={!role || role === roleKey(user)}
                    >
                      {t('user.saveRole')}
                    </Button>
                  </form>
                ) : null}
              </div>
            ) : (
              <p className="mt-6 text-sm text-slate-600">{t('user.readOnly')}</p>
            )}
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h2 className="text-lg font-semibold text-slate-900">{t('user.activity')}</h2>
            {user.activity.length === 0 ? (
              <p className="mt-3 text-sm text-slate-600">{t('user.noActivity')}</p>
            ) : (
              <ol className="mt-3 divide-y divide-slate-200">
                {user.activity.map((a) => (
                  <li
                    key={`${a.at}-${a.text}`}
                    className="flex flex-col gap-0.5 py-2 sm:flex-row sm:justify-between"
                  >
                    <span className="text-slate-800">{a.text}</span>
                    <time dateTime={a.at} className="text-sm text-slate-600">
                      {formatDateTime(a.at)}
                    </time>
                  </li>
                ))}
              </ol>
            )}
          </div>
          <ConfirmDialog
            open={confirmReset}
            title={t('user.resetTitle')}
            confirmLabel={t('user.resetConfirm')}
            isPending={sendReset.isPending}
            onCancel={() => setConfirmReset(false)}
            onConfirm={() => sendReset.mutate(user.id, { onSettled: () => setConfirmReset(false) })}
          >
            {t('user.resetText', { name: user.first_name })}
          </ConfirmDialog>
          <ConfirmDialog
            open={confirmMfa}
            title={t('user.mfaTitle')}
            confirmLabel={t('user.mfaConfirm')}
            variant="danger"
            isPending={resetMfa.isPending}
            onCancel={() => setConfirmMfa(false)}
            onConfirm={() => resetMfa.mutate(user.id, { onSettled: () => setConfirmMfa(false) })}
          >
            {t('user.mfaText', { name: user.first_name })}
          </ConfirmDialog>
        </div>
      )}
    </section>
  );
}
