import { clsx } from 'clsx';
import { useT } from '@/features/job-alerts/i18n';

/** An alert's criteria by name, as small chips. */
export function CriteriaChips({ labels, className }: { labels: string[]; className?: string }) {
  const t = useT();
  if (labels.length === 0) return null;
  return (
    <ul aria-label={t('chips.label')} className={clsx('flex flex-wrap gap-1.5', className)}>
      {labels.map((label) => (
        <li
          key={label}
          className="rounded-full bg-primary-50 px-2.5 py-0.5 text-xs font-medium text-primary-900"
        >
          {label}
        </li>
      ))}
    </ul>
  );
}
