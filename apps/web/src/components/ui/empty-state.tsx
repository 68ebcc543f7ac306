import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center justify-center gap-2 px-6 py-14 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-primary-50 text-primary-700">
        <Inbox aria-hidden className="size-6" />
      </span>
      <p className="font-semibold text-slate-900">{title}</p>
      {children ? <div className="max-w-md text-sm text-slate-600">{children}</div> : null}
    </div>
  );
}
