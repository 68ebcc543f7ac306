import { ArrowRight } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';

export type QuickLink = {
  title: string;
  text: string;
  href: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
};

export function QuickLinks({ links }: { links: QuickLink[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {links.map(({ title, text, href, icon: Icon }) => (
        <li key={href}>
          <Link
            to={href}
            className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
          >
            <span className="grid size-10 place-items-center rounded-xl bg-primary-50 text-primary-700">
              <Icon aria-hidden className="size-5" />
            </span>
            <span className="mt-4 font-semibold text-slate-900 group-hover:text-primary-800">{title}</span>
            <span className="mt-1 flex-1 text-sm text-slate-600">{text}</span>
            <ArrowRight aria-hidden className="mt-4 size-4 text-primary-700 rtl:-scale-x-100" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
