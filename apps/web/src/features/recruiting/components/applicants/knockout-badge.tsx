import { CircleCheck, CircleX } from 'lucide-react';
import { useT } from '../../i18n';

/** "Passed" / "Failed" for the screening knock-outs (`short`: one answer's); nothing when there were none. */
export function KnockoutBadge({ passed, short = false }: { passed: boolean | null; short?: boolean }) {
  const t = useT();
  if (passed === null) return null;
  return passed ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
      <CircleCheck aria-hidden className="size-3.5" />
      {short ? t('knockout.passedShort') : t('knockout.passed')}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200">
      <CircleX aria-hidden className="size-3.5" />
      {short ? t('knockout.failedShort') : t('knockout.failed')}
    </span>
  );
}
