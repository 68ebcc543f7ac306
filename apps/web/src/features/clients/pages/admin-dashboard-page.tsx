import type { ClientStatus, ClientType } from '@portal/contract/roles';
import { ArrowRight, Building, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PeriodPicker, usePeriod } from '@/components/charts';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useProfile } from '@/lib/auth';
import { useAppStore } from '@/lib/store';
import { useAdminDashboard } from '../api/get-admin-dashboard';
import { useClientList } from '../api/list-clients';
import { AdminCharts } from '../components/admin-charts';
import { useT } from '../i18n';

type CountCardProps = { type: ClientType; status: ClientStatus; label: string };

/** Counts come from the list's meta.total with a one-row page. */
function CountCard({ type, status, label }: CountCardProps) {
  const t = useT();
  const { data, isLoading, isError } = useClientList({ type, status, page: 1, page_size: 1 });
  const Icon = type === 'employer' ? Building : Users;
  const href = `${paths.admin.list.href({ client: type })}${status === 'pending' ? '' : `?status=${status}`}`;
  return (
    <Link
      to={href}
      className="group flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex items-center justify-between">
        <span className="grid size-10 place-items-center rounded-xl bg-primary-50 text-primary-700">
          <Icon aria-hidden className="size-5" />
        </span>
        {status === 'pending' && (data?.meta.total ?? 0) > 0 ? (
          <span className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-800 ring-1 ring-amber-200">
            {t('dash.needsReview')}
          </span>
        ) : null}
      </div>
      <p className="mt-4 text-3xl font-bold text-slate-900">
        {isLoading ? (
          <span className="text-base font-normal text-slate-600">{t('dash.loading')}</span>
        ) : isError ? (
          '—'
        ) : (
          data?.meta.total
        )}
      </p>
      <p className="mt-1 text-sm text-slate-700">{label}</p>
      <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-primary-800 group-hover:underline">
        {t('dash.openList')} <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
      </span>
    </Link>
  );
}

/**
 * Staff without the operator's figures (a tenant's users, and the operator's ATS users and
 * consultants): the organisation counts are the operator's, not theirs; `ownWork` shows their own.
 */
function TenantDashboard({
  firstName,
  intro,
  ownWork,
}: {
  firstName: string | undefined;
  intro?: ReactNode;
  ownWork?: ReactNode;
}) {
  const t = useT();
  const links = [
    { href: paths.management.jobSearch.href(), label: t('dash.searchJobs') },
    { href: paths.management.jobsCreate.href(), label: t('dash.postJob') },
    { href: paths.management.jobTemplates.href(), label: t('dash.jobTemplates') },
  ];
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6">
      <PageHeader
        title={firstName ? t('dash.welcome', { name: firstName }) : t('dash.title')}
        description={t('dash.tenantDescription')}
      />
      {intro}
      <ul className="grid gap-6 sm:grid-cols-3">
        {links.map((l) => (
          <li key={l.href}>
            <Link
              to={l.href}
              className="flex items-center justify-between rounded-2xl border border-slate-200 bg-white p-6 font-semibold text-primary-800 shadow-sm hover:shadow-md"
            >
              {l.label} <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
            </Link>
          </li>
        ))}
      </ul>
      {ownWork}
    </section>
  );
}

/**
 * `intro`: what the composing route puts above the figures (the first-run checklist); `demand`:
 * below them (the search demand); `ownWork`: what a caller without the operator's figures sees.
 */
export function AdminDashboardPage({
  intro,
  demand,
  ownWork,
}: {
  intro?: ReactNode;
  demand?: ReactNode;
  ownWork?: ReactNode;
}) {
  const t = useT();
  const firstName = useAppStore((s) => s.user.first_name);
  const permissions = useProfile().data?.permissions;
  const [period, setPeriod] = usePeriod();
  // The portal-wide figures are the administrator's; the other staff roles see their own work.
  const operator = permissions?.includes('dashboards.operator') ?? false;
  const dashboard = useAdminDashboard(period, operator);
  // Only once the profile says so: the operator's staff must not see the tenant's page flash by.
  if (permissions && !operator)
    return <TenantDashboard firstName={firstName} intro={intro} ownWork={ownWork} />;
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6">
      <PageHeader
        title={firstName ? t('dash.welcome', { name: firstName }) : t('dash.title')}
        description={t('dash.description')}
        actions={<PeriodPicker value={period} onChange={setPeriod} />}
      />
      {intro}
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        <CountCard type="employer" status="pending" label={t('dash.pendingEmployers')} />
        <CountCard type="consultancy" status="pending" label={t('dash.pendingConsultancies')} />
        <CountCard type="employer" status="active" label={t('dash.activeEmployers')} />
        <CountCard type="consultancy" status="active" label={t('dash.activeConsultancies')} />
      </div>
      {dashboard.data ? (
        <AdminCharts data={dashboard.data} />
      ) : dashboard.isError ? (
        <p role="alert" className="mt-8 text-slate-700">
          {t('dash.failed')}
        </p>
      ) : (
        <Loading />
      )}
      {demand}
    </section>
  );
}
