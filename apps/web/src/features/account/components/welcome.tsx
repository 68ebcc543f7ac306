import type { ReactNode } from 'react';
import { useAppStore } from '@/lib/store';
import { useT } from '../i18n';

export function Welcome({ children, fallback }: { children: ReactNode; fallback: string }) {
  const t = useT();
  const firstName = useAppStore((s) => s.user.first_name);
  return (
    <div className="mb-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {firstName ? t('welcome', { name: firstName }) : fallback}
      </h1>
      <p className="mt-1 text-slate-600">{children}</p>
    </div>
  );
}
