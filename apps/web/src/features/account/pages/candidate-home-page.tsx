import { Bell, Bookmark, FileText, Search, Send, UserRound } from 'lucide-react';
import { contentHref, paths } from '@/config/paths';
import { type QuickLink, QuickLinks } from '../components/quick-links';
import { Welcome } from '../components/welcome';

const c = paths.candidate;
const LINKS: QuickLink[] = [
  {
    title: 'Search jobs',
    text: 'Find logistics and supply-chain roles across the UAE.',
    href: c.searchJob.href(),
    icon: Search,
  },
  {
    title: 'My profile',
    text: 'Keep your experience and CV up to date for recruiters.',
    href: c.profile.href(),
    icon: UserRound,
  },
  { title: 'Job alerts', text: 'Get new matching jobs by e-mail.', href: c.jobAlert.href(), icon: Bell },
  {
    title: 'Saved jobs',
    text: 'Jobs you bookmarked to apply later.',
    href: c.jobs.href({ category: 'saved' }),
    icon: Bookmark,
  },
  {
    title: 'Applied jobs',
    text: 'Follow the status of your applications.',
    href: c.jobs.href({ category: 'applied' }),
    icon: Send,
  },
  {
    title: 'CV writing',
    text: 'Have a specialist consultant rewrite your CV.',
    href: contentHref.service('cv-writing'),
    icon: FileText,
  },
];

export function CandidateHomePage() {
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6">
      <Welcome fallback="Your dashboard">Everything for your job search in one place.</Welcome>
      <QuickLinks links={LINKS} />
    </section>
  );
}
