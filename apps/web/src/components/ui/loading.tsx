import { LoaderCircle } from 'lucide-react';
import { useT } from '../i18n';

/** The spec's fallback text while a page or the profile loads. */
export function Loading({ className }: { className?: string }) {
  const t = useT();
  return (
    <div
      role="status"
      className={className ?? 'flex min-h-[50vh] items-center justify-center gap-2 text-slate-600'}
    >
      <LoaderCircle aria-hidden className="size-5 animate-spin text-primary-700" />
      <span>{t('loading')}</span>
    </div>
  );
}
