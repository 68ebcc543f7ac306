import { Briefcase, Building, Users } from 'lucide-react';
import { paths } from '@/config/paths';
import { useHasPermission } from '@/lib/auth';
import { type QuickLink, QuickLinks } from '../components/quick-links';
import { Welcome } from '../components/welcome';

/** The organisation lists are the operator's; a registered consultancy's admin sees its jobs. */
const ORGANISATION_LINKS: QuickLink[] = [
  {
    title: 'Employers',
    text: 'The employers on the portal.',
    href: paths.admin.list.href({ client: 'employer' }),
    icon: Building,
  },
  {
    title: 'Consultancies',
    text: 'Consultancies and their status.',
    href: paths.admin.list.href({ client: 'consultancy' }),
    icon: Users,
  },
];
const JOB_LINKS: QuickLink[] = [
  {
    title: 'Jobs',
    text: 'Find and manage jobs.',
    href: paths.management.jobSearch.href(),
    icon: Briefcase,
  },
];

export function ConsultancyAdminDashboardPage() {
  const operator = useHasPermission('clients.list');
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6">
      <Welcome fallback="Your dashboard">Manage your consultancy's clients and team.</Welcome>
      <QuickLinks links={operator ? [...ORGANISATION_LINKS, ...JOB_LINKS] : JOB_LINKS} />
    </section>
  );
}
