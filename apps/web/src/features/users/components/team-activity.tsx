import { employersEndpoints } from '@portal/contract/endpoints/employers';

import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { call } from '@/lib/call';
import { useFormat } from '@/lib/intl/format';
import { useStatusLabels } from '@/lib/labels';
import { queryKeys } from '@/lib/query-keys';
import { useT } from '../i18n';
import { useWhen } from './role-name';
import { UserStatusAction } from './user-status-action';
import { UserStatusBadge } from './user-status-badge';

/**
 * The caller's team with what each person did in the last 30 days; suspend/reactivate only on the
 * members the server says the caller may manage (never themselves, nor someone holding more).
 */
export function TeamActivity({ canManage }: { canManage: boolean }) {
  const t = useT();
  const labels = useStatusLabels();
  const format = useFormat();
  const when = useWhen();
  const team = useQuery({
    queryKey: queryKeys.users.list({ team: 30 }),
    queryFn: async () => (await call(employersEndpoints.teamActivity, { query: { days: 30 } })).data.data,
  });
  if (team.isLoading) return <Loading />;
  const rows = team.data ?? [];
  if (rows.length === 0) return <p className="text-sm text-slate-600">{t('team.none')}</p>;
  return (
    // relative: the sr-only labels inside are absolutely placed and would otherwise widen the page.
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[640px] text-start text-sm">
        <caption className="sr-only">{t('team.caption')}</caption>
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('col.member')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('col.jobsPosted')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('col.applicantsMoved')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('col.lastSignIn')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('col.status')}
            </th>
            {canManage ? (
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('col.actions')}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((u) => (
            <tr key={u.id} className="align-top">
              <td className="px-3 py-2">
                <Link
                  to={paths.admin.user.href({ id: u.id })}
                  className="font-semibold text-slate-900 hover:text-primary-800 hover:underline"
                >
                  {u.first_name} {u.last_name}
                </Link>
                <p className="text-xs text-slate-600">{labels.role(u.role)}</p>
              </td>
              <td className="px-3 py-2 text-slate-800">{format.number(u.jobs_posted)}</td>
              <td className="px-3 py-2 text-slate-800">{format.number(u.applicants_moved)}</td>
              <td className="px-3 py-2 text-slate-700">{when(u.last_login_at)}</td>
              <td className="px-3 py-2">
                <UserStatusBadge user={u} />
              </td>
              {canManage ? (
                <td className="px-3 py-2">{u.can_manage ? <UserStatusAction user={u} /> : null}</td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
