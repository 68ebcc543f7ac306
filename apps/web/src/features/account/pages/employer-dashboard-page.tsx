import { Briefcase, ClipboardList, FolderOpen, Mail, PackageSearch, UserRound } from 'lucide-react';
import { paths } from '@/config/paths';
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

export function EmployerDashboardPage() {
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6">
      <Welcome fallback="Your dashboard">Post jobs, search CVs and run your hiring from here.</Welcome>
      <QuickLinks links={LINKS} />
    </section>
  );
}
