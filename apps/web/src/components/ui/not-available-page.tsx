import { Clock } from 'lucide-react';
import { useEffect } from 'react';

/** One page for every route a later issue owns: its title and a plain notice. */
export function NotAvailablePage({ title }: { title: string }) {
  useEffect(() => {
    document.title = `${title} | Logistics Jobs`;
  }, [title]);
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-12 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      <div className="mt-6 flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-5 text-slate-700 shadow-sm">
        <Clock aria-hidden className="size-5 shrink-0 text-primary-700" />
        <p>This page is not available yet.</p>
      </div>
    </section>
  );
}
