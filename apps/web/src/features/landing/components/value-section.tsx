import { Bell, FileText, Users } from 'lucide-react';
import { Link } from 'react-router';
import { contentHref } from '@/config/paths';

const ITEMS = [
  {
    icon: FileText,
    title: 'CV writing',
    text: 'Consultants who place logistics professionals every week rewrite your CV for the roles you want.',
    href: contentHref.service('cv-writing'),
  },
  {
    icon: Bell,
    title: 'Job alerts',
    text: 'Tell us the role, emirate and salary you are after; new matching jobs reach your inbox.',
    href: contentHref.service('job-alerts'),
  },
  {
    icon: Users,
    title: 'A consultant on your side',
    text: 'Our Dubai team knows the freight, 3PL and retail supply-chain employers, and what they look for.',
    href: contentHref.info('about-us'),
  },
];

export function ValueSection() {
  return (
    <section aria-labelledby="value-title" className="bg-white py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="value-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          More than a job board
        </h2>
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          {ITEMS.map(({ icon: Icon, title, text, href }) => (
            <Link
              key={title}
              to={href}
              className="group rounded-2xl border border-slate-200 p-6 transition-shadow hover:shadow-md"
            >
              <Icon aria-hidden className="size-7 text-primary-700" />
              <h3 className="mt-4 text-lg font-semibold text-slate-900 group-hover:text-primary-800">
                {title}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{text}</p>
            </Link>
          ))}
        </div>
      </div>
    </section>
  );
}
