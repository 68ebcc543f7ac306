import { Briefcase, Building, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { type QuickLink, QuickLinks } from '@/features/account/components/quick-links';
import { Welcome } from '@/features/account/components/welcome';
import { MyWork } from '@/features/dashboards/components/my-work';
import { TeamCharts } from '@/features/dashboards/components/team-charts';
import { useClientUsage } from '@/features/plans/api/plan-usage';
import { UsagePanel } from '@/features/plans/components/usage-panel';
import { MyTasksCard } from '@/features/tasks/components/my-tasks-card';
import { TeamActivity } from '@/features/users/components/team-activity';
import { useHasPermission, useProfile } from '@/lib/auth';
import { useT } from './i18n';

/** The organisation lists are the operator's; a registered consultancy's admin sees its jobs. */
type Translate = ReturnType<typeof useT>;
const organisationLinks = (t: Translate): QuickLink[] => [
  {
    title: t('quick.employers'),
    text: t('quick.employersText'),
    href: paths.admin.list.href({ client: 'employer' }),
    icon: Building,
  },
  {
    title: t('quick.consultancies'),
    text: t('quick.consultanciesText'),
    href: paths.admin.list.href({ client: 'consultancy' }),
    icon: Users,
  },
];
const jobLinks = (t: Translate): QuickLink[] => [
  {
    title: t('quick.jobs'),
    text: t('quick.jobsText'),
    href: paths.management.jobSearch.href(),
    icon: Briefcase,
  },
];

function Card({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    // min-w-0: a grid item would otherwise grow to its widest table instead of scrolling it.
    <section
      aria-label={title}
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/**
 * /consultancy-admin/dashboard: the admin's own work, the team's activity and the plan's use over
 * time as charts, then the team and the plan with its usage.
 */
export function ConsultancyAdminDashboardPage() {
  const operator = useHasPermission('clients.list');
  const canManage = useHasPermission('users.manage');
  const canSeeTeam = useHasPermission('users.list');
  const profile = useProfile();
  const client = profile.data?.client;
  const usage = useClientUsage(client?.id);
  const t = useT();
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6">
      <Welcome fallback={t('dashboard.title')}>{t('consultancy.welcome')}</Welcome>
      <QuickLinks links={operator ? [...organisationLinks(t), ...jobLinks(t)] : jobLinks(t)} />
      <MyWork />
      {canSeeTeam ? <TeamCharts /> : null}
      <div className="mt-8">
        <MyTasksCard />
      </div>
      <div className="mt-8 grid gap-6 lg:grid-cols-[2fr_1fr]">
        {canSeeTeam ? (
          <Card
            title={t('consultancy.team')}
            actions={
              canManage ? (
                <ButtonLink
                  size="sm"
                  variant="secondary"
                  to={`${paths.admin.createUser.href({ client: 'consultancy' })}${client ? `?client_id=${client.id}` : ''}`}
                >
                  {t('consultancy.invite')}
                </ButtonLink>
              ) : null
            }
          >
            <TeamActivity canManage={canManage} />
          </Card>
        ) : null}
        <Card title={t('org.plan')}>
          {usage.isLoading || !usage.data ? <Loading /> : <UsagePanel usage={usage.data} />}
        </Card>
      </div>
    </section>
  );
}
