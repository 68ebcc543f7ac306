import { Briefcase, ClipboardList, FolderOpen, Mail, PackageSearch, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { PeriodPicker, usePeriod } from '@/components/charts';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { useEmployerDashboard } from '../api/get-employer-dashboard';
import { EmployerCharts } from '../components/employer-charts';
import { type QuickLink, QuickLinks } from '../components/quick-links';
import { Welcome } from '../components/welcome';
import { useT } from '../i18n';

const m = paths.management;
const LINKS = [
  { title: 'link.post', text: 'link.postText', href: m.jobsCreate.href(), icon: Briefcase },
  { title: 'link.jobs', text: 'link.jobsText', href: m.jobs.href(), icon: ClipboardList },
  {
    title: 'link.cvs',
    text: 'link.cvsText',
    href: m.cvSearchAction.href({ action: 'create' }),
    icon: PackageSearch,
  },
  { title: 'link.folders', text: 'link.foldersText', href: m.cvFolders.href(), icon: FolderOpen },
  { title: 'link.templates', text: 'link.templatesText', href: m.emailTemplates.href(), icon: Mail },
  { title: 'link.profile', text: 'link.profileText', href: paths.employer.view.href(), icon: UserRound },
] as const;

/** `intro`: what the composing route puts under the welcome (the employer's tasks). */
export function EmployerDashboardPage({ intro }: { intro?: ReactNode }) {
  const t = useT();
  const links: QuickLink[] = LINKS.map((l) => ({ ...l, title: t(l.title), text: t(l.text) }));
  const [period, setPeriod] = usePeriod();
  const dashboard = useEmployerDashboard(period);
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6">
      <Welcome fallback={t('dash.title')}>{t('dash.intro')}</Welcome>
      {intro ? <div className="mt-6">{intro}</div> : null}
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold text-slate-900">{t('dash.hiring')}</h2>
        <PeriodPicker value={period} onChange={setPeriod} />
      </div>
      {dashboard.data ? (
        <EmployerCharts data={dashboard.data} />
      ) : dashboard.isError ? (
        <p role="alert" className="mt-6 text-slate-700">
          {t('dash.failed')}
        </p>
      ) : (
        <Loading />
      )}
      <h2 className="mt-10 mb-4 text-xl font-bold text-slate-900">{t('dash.shortcuts')}</h2>
      <QuickLinks links={links} />
    </section>
  );
}
