import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A list row's record: its name, linking to its page, and the lines below it. */
export function RecordSummary({ to, name, children }: { to: string; name: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <Link to={to} className="font-semibold text-slate-900 hover:text-primary-800 hover:underline">
        {name}
      </Link>
      {children}
    </div>
  );
}
