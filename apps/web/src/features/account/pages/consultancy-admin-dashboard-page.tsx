import { Briefcase, Building, Users } from 'lucide-react';
import { paths } from '@/config/paths';
import { type QuickLink, QuickLinks } from '../components/quick-links';
import { Welcome } from '../components/welcome';

const LINKS: QuickLink[] = [
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
  {
    title: 'Jobs',
    text: 'Search jobs across clients.',
    href: paths.management.jobSearch.href(),
    icon: Briefcase,
  },
];

export function ConsultancyAdminDashboardPage() {
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6">
      <Welcome fallback="Your dashboard">Manage your consultancy's clients and team.</Welcome>
      <QuickLinks links={LINKS} />
    </section>
  );
}
