import { Briefcase, ClipboardList, FolderOpen, Mail, PackageSearch, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { PeriodPicker, usePeriod } from '@/components/charts';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { useEmployerDashboard } from '../api/get-employer-dashboard';
import { EmployerCharts } from '../components/employer-charts';
import { type QuickLink, QuickLinks } from '../components/quick-links';
import { Welcome } from '../components/welcome';

const m = paths.management;
const LINKS: QuickLink[] = [
  {
    title: 'Post a job',
    text: 'Publish a vacancy to logistics professionals.',
    href: m.jobsCreate.href(),
    icon: Briefcase,
  },
  { title: 'My jobs', text: 'Manage your open and closed jobs.', href: m.jobs.href(), icon: ClipboardList },
  {
    title: 'Search CVs',
    text: 'Find candidates by skills, role and location.',
    href: m.cvSearchAction.href({ action: 'create' }),
    icon: PackageSearch,
  },
  { title: 'CV folders', text: 'Your shortlists, organised.', href: m.cvFolders.href(), icon: FolderOpen },
  {
    title: 'E-mail templates',
    text: 'Reusable messages for candidates.',
    href: m.emailTemplates.href(),
    icon: Mail,
  },
  {
    title: 'My profile',
    text: 'Your details and account settings.',
    href: paths.employer.view.href(),
    icon: UserRound,
  },
];

/** `intro`: what the composing route puts under the welcome (the employer's tasks). */
export function EmployerDashboardPage({ intro }: { intro?: ReactNode }) {
  const [period, setPeriod] = usePeriod();
  const dashboard = useEmployerDashboard(period);
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6">
      <Welcome fallback="Your dashboard">Post jobs, search CVs and run your hiring from here.</Welcome>
      {intro ? <div className="mt-6">{intro}</div> : null}
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold text-slate-900">Your hiring</h2>
        <PeriodPicker value={period} onChange={setPeriod} />
      </div>
      {dashboard.data ? (
        <EmployerCharts data={dashboard.data} />
      ) : dashboard.isError ? (
        <p role="alert" className="mt-6 text-slate-700">
          The dashboard's figures could not be loaded. Please try again in a moment.
        </p>
      ) : (
        <Loading />
      )}
      <h2 className="mt-10 mb-4 text-xl font-bold text-slate-900">Shortcuts</h2>
      <QuickLinks links={LINKS} />
    </section>
  );
}
