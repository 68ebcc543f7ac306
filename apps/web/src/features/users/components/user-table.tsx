import type { UserRow } from '@portal/contract/user-admin';
import { Link } from 'react-router';
import { Ltr } from '@/components/ui/ltr';
import { paths } from '@/config/paths';
import { useT } from '../i18n';
import { useRoleName, useWhen } from './role-name';
import { UserStatusAction } from './user-status-action';
import { UserStatusBadge } from './user-status-badge';

type Props = {
  users: UserRow[];
  /** Hide the organisation column (an organisation's own team). */
  showOrganisation?: boolean;
  /** An Actions column (the caller holds users.manage); a row shows its action only when the server says `can_manage`. */
  canManage?: boolean;
  /** Link names to the back office's user page (staff); a consultancy admin's team has no such page. */
  linkToPage?: boolean;
};

/**
 * Cards under 1024 px (six columns do not fit a tablet's card), a table above: accounts with role,
 * organisation, status and last sign-in.
 */
export function UserTable({ users, showOrganisation = true, canManage = false, linkToPage = true }: Props) {
  const t = useT();
  const roleName = useRoleName();
  const formatDateTime = useWhen();
  const name = (u: UserRow) =>
    linkToPage ? (
      <Link
        to={paths.admin.user.href({ id: u.id })}
        className="font-semibold text-slate-900 hover:text-primary-800 hover:underline"
      >
        {u.first_name} {u.last_name}
      </Link>
    ) : (
      <span className="font-semibold text-slate-900">
        {u.first_name} {u.last_name}
      </span>
    );
  const action = (u: UserRow) => (u.can_manage ? <UserStatusAction user={u} /> : null);
  return (
    <>
      <ul className="divide-y divide-slate-200 lg:hidden">
        {users.map((u) => (
          <li key={u.id} className="flex flex-col gap-1.5 p-4">
            <div className="flex items-start justify-between gap-3">
              {name(u)}
              <UserStatusBadge user={u} />
            </div>
            <p className="text-sm break-all text-slate-700">
              <Ltr>{u.email}</Ltr>
            </p>
            <p className="text-sm text-slate-700">
              {roleName(u)}
              {showOrganisation && u.client ? ` · ${u.client.name}` : ''}
            </p>
            <p className="text-xs text-slate-600">
              {t('table.lastSignIn', { when: formatDateTime(u.last_login_at) })}
            </p>
            {action(u) ? <div>{action(u)}</div> : null}
          </li>
        ))}
      </ul>
      {/* relative: the sr-only names in the buttons are absolutely placed and would otherwise widen the page. */}
      <div className="relative hidden overflow-x-auto lg:block">
        <table className="w-full min-w-[720px] text-start text-sm">
          <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('col.name')}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('col.role')}
              </th>
              {showOrganisation ? (
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('col.organisation')}
                </th>
              ) : null}
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('col.lastSignIn')}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('col.status')}
              </th>
              {canManage ? (
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('col.actions')}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {users.map((u) => (
              <tr key={u.id} className="align-top">
                <td className="px-4 py-3">
                  {name(u)}
                  <p className="text-xs text-slate-600">
                    <Ltr>{u.email}</Ltr>
                  </p>
                </td>
                <td className="px-4 py-3 text-slate-700">{roleName(u)}</td>
                {showOrganisation ? (
                  <td className="px-4 py-3 text-slate-700">{u.client?.name ?? t('table.noOrganisation')}</td>
                ) : null}
                <td className="px-4 py-3 text-slate-700">{formatDateTime(u.last_login_at)}</td>
                <td className="px-4 py-3">
                  <UserStatusBadge user={u} />
                </td>
                {canManage ? <td className="px-4 py-3">{action(u)}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
