import type { Client } from '@portal/contract/clients';
import { jobsEndpoints } from '@portal/contract/endpoints/jobs';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { useClientUsage } from '@/features/plans/api/plan-usage';
import { AssignPlanForm } from '@/features/plans/components/assign-plan-form';
import { UsagePanel } from '@/features/plans/components/usage-panel';
import { useUserList } from '@/features/users/api/users';
import { UserTable } from '@/features/users/components/user-table';
import { useProfile } from '@/lib/auth';
import { call } from '@/lib/call';
import { useStatusLabels } from '@/lib/labels';
import { queryKeys } from '@/lib/query-keys';
import { useT } from './i18n';

function Card({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8" aria-label={title}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** The organisation page's users (suspend/reactivate), jobs, and plan with its usage. */
export function OrganisationSections({ client }: { client: Client }) {
  const profile = useProfile();
  const permissions = profile.data?.permissions ?? [];
  const team = useUserList(
    { client_id: client.id, page_size: 100, sort: 'name' },
    permissions.includes('users.list'),
  );
  const jobs = useQuery({
    queryKey: queryKeys.manageJobs.list({ client_id: client.id, page_size: 10 }),
    queryFn: async () =>
      (await call(jobsEndpoints.list, { query: { client_id: client.id, page_size: 10 } })).data,
    enabled: permissions.includes('jobs.manage_all'),
  });
  const usage = useClientUsage(client.id);
  const t = useT();
  const labels = useStatusLabels();
  const canManage = permissions.includes('users.manage');
  const canPlan = permissions.includes('plans.manage') && !client.is_operator;

  return (
    <div className="mt-6 space-y-6">
      <Card
        title={t('org.users')}
        actions={
          canManage ? (
            <ButtonLink
              size="sm"
              variant="secondary"
              to={`${paths.admin.createUser.href({ client: client.type })}?client_id=${client.id}`}
            >
              {t('org.addUser')}
            </ButtonLink>
          ) : null
        }
      >
        {team.isLoading ? (
          <Loading />
        ) : (team.data?.data.length ?? 0) === 0 ? (
          <p className="text-sm text-slate-600">{t('org.noUsers')}</p>
        ) : (
          <div className="-mx-6 sm:-mx-8">
            <UserTable users={team.data?.data ?? []} showOrganisation={false} canManage={canManage} />
          </div>
        )}
      </Card>
      {permissions.includes('jobs.manage_all') ? (
        <Card title={t('org.jobs')}>
          {jobs.isLoading ? (
            <Loading />
          ) : (jobs.data?.data.length ?? 0) === 0 ? (
            <p className="text-sm text-slate-600">{t('org.noJobs')}</p>
          ) : (
            <>
              <ul className="divide-y divide-slate-200">
                {jobs.data?.data.map((j) => (
                  <li key={j.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <Link
                      to={paths.management.jobsView.href({ id: j.id })}
                      className="font-medium text-slate-900 hover:text-primary-800 hover:underline"
                    >
                      {j.title}
                    </Link>
                    <span className="text-sm text-slate-600">{labels.job(j.status)}</span>
                  </li>
                ))}
              </ul>
              {(jobs.data?.meta.total ?? 0) > 10 ? (
                <p className="mt-3 text-sm text-slate-600">
                  {t('org.showing', { total: jobs.data?.meta.total ?? 0 })}{' '}
                  <Link
                    to={`${paths.management.jobSearch.href()}?client_id=${client.id}`}
                    className="text-primary-800 hover:underline"
                  >
                    {t('org.allJobs')}
                  </Link>
                </p>
              ) : null}
            </>
          )}
        </Card>
      ) : null}
      <Card title={t('org.plan')}>
        {usage.isLoading || !usage.data ? <Loading /> : <UsagePanel usage={usage.data} />}
        {canPlan && usage.data ? (
          <AssignPlanForm key={usage.data.plan?.id ?? 0} clientId={client.id} current={usage.data.plan?.id} />
        ) : null}
      </Card>
    </div>
  );
}
