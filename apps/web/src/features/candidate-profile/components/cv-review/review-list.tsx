import { CircleCheck } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/features/candidate-profile/i18n';
import { serverFieldErrors } from '@/lib/form-errors';
import { errorMessages } from '@/lib/toasts';
import type { EntryState } from './review-drafts';
import { ReviewSection } from './review-section';

export type FieldErrors = Record<string, string>;
/** A draft checked against the contract: the call that saves it, or the messages per field. */
export type Checked = { run: () => Promise<unknown> } | { errors: FieldErrors };

/** Zod issues as one message per top-level field. */
export const issuesByField = (issues: { path: PropertyKey[]; message: string }[]): FieldErrors => {
  const out: FieldErrors = {};
  for (const i of issues) out[String(i.path[0] ?? '')] ??= i.message;
  return out;
};

type ReviewListProps<D extends EntryState> = {
  title: string;
  /** "3 jobs", "1 education": the save button and the outcome name the entries so. */
  count: (n: number) => string;
  initial: D[];
  empty: string;
  describe: (d: D) => string;
  check: (d: D) => Checked;
  renderFields: (d: D, set: (patch: Partial<D>) => void, errors: FieldErrors) => ReactNode;
};

/**
 * A list of suggested entries (jobs, educations, certifications): each one ticked to be added and
 * editable, the ones already in the profile marked and unticked. Save adds the ticked ones one by
 * one through the profile's own endpoint; a saved entry is locked, so a retry never adds it twice.
 */
export function ReviewList<D extends EntryState>({
  title,
  count,
  initial,
  empty,
  describe,
  check,
  renderFields,
}: ReviewListProps<D>) {
  const t = useT();
  const baseId = useId();
  const [items, setItems] = useState(initial);
  const [errors, setErrors] = useState<Record<string, FieldErrors>>({});
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const patch = (key: string, change: Partial<D>) =>
    setItems((list) => list.map((d) => (d.key === key ? { ...d, ...change } : d)));
  const pending = items.filter((d) => d.include && !d.saved);

  const save = async () => {
    setStatus(null);
    const checked = pending.map((d) => ({ d, c: check(d) }));
    const invalid = Object.fromEntries(
      checked.flatMap(({ d, c }) => ('errors' in c ? [[d.key, c.errors]] : [])),
    );
    setErrors(invalid);
    if (Object.keys(invalid).length) {
      setStatus({ kind: 'error', text: t('review.correctOrUntick') });
      return;
    }
    setSaving(true);
    let added = 0;
    try {
      for (const { d, c } of checked) {
        if (!('run' in c)) continue;
        try {
          await c.run();
        } catch (error) {
          const fields = serverFieldErrors(error, 400);
          if (fields) setErrors({ [d.key]: fields });
          const lead = added ? t('review.addedLead', { count: count(added) }) : '';
          setStatus({
            kind: 'error',
            text: `${lead}${fields ? t('review.entryError', { entry: describe(d) }) : errorMessages(error).join(' ')}`,
          });
          return;
        }
        added += 1;
        patch(d.key, { saved: true } as Partial<D>);
      }
      setStatus({ kind: 'ok', text: t('review.addedAll', { count: count(added) }) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <ReviewSection
      title={title}
      intro={items.length ? t('review.untick') : empty}
      status={status}
      footer={
        items.length ? (
          <Button onClick={save} isPending={saving} disabled={pending.length === 0}>
            {pending.length ? t('review.saveCount', { count: count(pending.length) }) : t('review.nothing')}
          </Button>
        ) : null
      }
    >
      <ul className="flex flex-col gap-3">
        {items.map((d) => {
          const boxId = `${baseId}-${d.key}`;
          return (
            <li
              key={d.key}
              className={
                d.include && !d.saved
                  ? 'rounded-xl border border-primary-200 bg-white p-3 sm:p-4'
                  : 'rounded-xl border border-slate-200 bg-slate-50 p-3 sm:p-4'
              }
            >
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <input
                  id={boxId}
                  type="checkbox"
                  className="size-5 shrink-0 accent-primary-700"
                  checked={d.include}
                  disabled={d.saved || saving}
                  onChange={(e) => patch(d.key, { include: e.target.checked } as Partial<D>)}
                />
                <label htmlFor={boxId} className="min-w-0 flex-1 font-medium break-words text-slate-900">
                  {describe(d)}
                </label>
                {d.duplicate && !d.saved ? (
                  <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
                    {t('review.already')}
                  </span>
                ) : null}
                {d.saved ? (
                  <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-900">
                    <CircleCheck aria-hidden className="size-3.5" /> {t('review.added')}
                  </span>
                ) : null}
              </div>
              {d.include && !d.saved ? (
                <fieldset disabled={saving} className="mt-3 grid gap-3 sm:grid-cols-2">
                  <legend className="sr-only">{describe(d)}</legend>
                  {renderFields(d, (change) => patch(d.key, change), errors[d.key] ?? {})}
                </fieldset>
              ) : null}
            </li>
          );
        })}
      </ul>
    </ReviewSection>
  );
}
