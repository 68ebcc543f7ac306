import { Bell, FileText, Users } from 'lucide-react';
import { Link } from 'react-router';
import { contentHref } from '@/config/paths';
import { useT } from '../i18n';

const ITEMS = [
  {
    icon: FileText,
    title: 'value.cv.title',
    text: 'value.cv.text',
    href: contentHref.service('cv-writing'),
  },
  {
    icon: Bell,
    title: 'value.alerts.title',
    text: 'value.alerts.text',
    href: contentHref.service('job-alerts'),
  },
  {
    icon: Users,
    title: 'value.consultant.title',
    text: 'value.consultant.text',
    href: contentHref.info('about-us'),
  },
] as const;

export function ValueSection() {
  const t = useT();
  return (
    <section aria-labelledby="value-title" className="bg-white py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2
          id="value-title"
          className="text-2xl font-bold tracking-tight rtl:tracking-normal text-slate-900 sm:text-3xl"
        >
          {t('value.title')}
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
                {t(title)}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{t(text)}</p>
            </Link>
          ))}
        </div>
      </div>
    </section>
  );
}
