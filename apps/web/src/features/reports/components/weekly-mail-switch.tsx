import { useId, useState } from 'react';
import { useReportSubscription, useUpdateReportSubscription } from '../api/reports';
import { useT } from '../i18n';

/** The weekly report mail's opt-in, saved as it is flipped; the server's answer is the toast. */
export function WeeklyMailSwitch({ timeZone }: { timeZone: string | undefined }) {
  const t = useT();
  const id = useId();
  const hintId = useId();
  const { data } = useReportSubscription();
  const update = useUpdateReportSubscription();
  // Shown at once, set in the same event so React never flips it back while the save runs; a failed
  // save falls back to what the server holds.
  const [choice, setChoice] = useState<boolean | null>(null);
  const checked = choice ?? data?.weekly ?? false;
  const set = (weekly: boolean) => {
    setChoice(weekly);
    update.mutate(weekly, { onSettled: () => setChoice(null) });
  };
  return (
    <div className="flex items-start gap-3 text-sm text-slate-800">
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={checked}
        aria-describedby={hintId}
        checked={checked}
        disabled={!data || update.isPending}
        onChange={(e) => set(e.target.checked)}
        className="mt-0.5 size-5 shrink-0 accent-primary-700"
      />
      <span className="min-w-0">
        <label htmlFor={id} className="font-semibold">
          {t('weekly.label')}
        </label>
        <span id={hintId} className="mt-0.5 block text-slate-600">
          {timeZone ? t('weekly.hintZone', { zone: timeZone }) : t('weekly.hint')}
        </span>
      </span>
    </div>
  );
}
