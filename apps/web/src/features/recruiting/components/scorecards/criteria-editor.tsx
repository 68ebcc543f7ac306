import { CRITERIA_MAX, CRITERION_NAME_MAX } from '@portal/contract/scorecard-values';
import type { Criterion } from '@portal/contract/scorecards';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/text-field';
import { serverFieldErrors } from '@/lib/form-errors';
import { errorToast } from '@/lib/toasts';
import { useSaveCriteria } from '../../api/scorecards';
import { useT } from '../../i18n';

type Row = { key: number; id?: number; name: string; ratings: number };
type CriteriaEditorProps = { jobId: number; criteria: Criterion[]; onDone: () => void };

let nextKey = 0;

/**
 * The job's criteria, edited in place: rename, add (up to ten), remove. Removing a criterion that
 * has ratings asks first, since its ratings leave every scorecard of the job.
 */
export function CriteriaEditor({ jobId, criteria, onDone }: CriteriaEditorProps) {
  const t = useT();
  const [rows, setRows] = useState<Row[]>(() => criteria.map((c) => ({ ...c, key: nextKey++ })));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const save = useSaveCriteria(jobId);
  const removed = criteria.filter((c) => c.ratings > 0 && !rows.some((r) => r.id === c.id));

  const check = () => {
    const found: Record<string, string> = {};
    const seen = new Set<string>();
    rows.forEach((r, i) => {
      const name = r.name.trim();
      if (!name) found[`criteria.${i}.name`] = t('criteria.errName');
      else if (seen.has(name.toLowerCase())) found[`criteria.${i}.name`] = t('criteria.errTwice', { name });
      seen.add(name.toLowerCase());
    });
    if (!rows.length) found.criteria = t('criteria.errOne');
    setErrors(found);
    return !Object.keys(found).length;
  };
  const send = () =>
    save.mutate(
      rows.map((r) => ({ ...(r.id === undefined ? {} : { id: r.id }), name: r.name.trim() })),
      {
        onSuccess: onDone,
        onSettled: () => setConfirming(false),
        onError: (error) => {
          const fields = serverFieldErrors(error, 400);
          if (fields) setErrors(fields);
          else errorToast(error);
        },
      },
    );
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!check()) return;
    if (removed.length) setConfirming(true);
    else send();
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('criteria.label')}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3"
    >
      <h4 className="text-sm font-semibold text-slate-900">{t('criteria.title')}</h4>
      <p className="-mt-2 text-sm text-slate-600">{t('criteria.help', { max: CRITERIA_MAX })}</p>
      <ol className="flex flex-col gap-2">
        {rows.map((row, i) => (
          <li key={row.key} className="flex items-start gap-2">
            <TextField
              label={t('criteria.item', { n: i + 1 })}
              labelClassName="sr-only"
              className="flex-1"
              value={row.name}
              maxLength={CRITERION_NAME_MAX}
              error={errors[`criteria.${i}.name`] ?? errors[`criteria.${i}.id`]}
              onChange={(e) =>
                setRows((all) => all.map((r) => (r.key === row.key ? { ...r, name: e.target.value } : r)))
              }
            />
            <Button
              variant="ghost"
              size="md"
              aria-label={t('criteria.remove', {
                name: row.name.trim() || t('criteria.item', { n: i + 1 }),
              })}
              icon={<Trash2 aria-hidden className="size-4" />}
              disabled={rows.length === 1}
              onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
            />
          </li>
        ))}
      </ol>
      {errors.criteria ? <p className="text-sm text-red-700">{errors.criteria}</p> : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          icon={<Plus aria-hidden className="size-4" />}
          disabled={rows.length >= CRITERIA_MAX}
          onClick={() => setRows((all) => [...all, { key: nextKey++, name: '', ratings: 0 }])}
        >
          {t('criteria.add')}
        </Button>
        <span className="ms-auto flex gap-2">
          <Button variant="ghost" size="sm" onClick={onDone}>
            {t('criteria.cancel')}
          </Button>
          <Button type="submit" size="sm" isPending={save.isPending && !confirming}>
            {t('criteria.save')}
          </Button>
        </span>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('criteria.confirmTitle')}
        confirmLabel={t('criteria.confirm')}
        variant="danger"
        isPending={save.isPending}
        onConfirm={send}
        onCancel={() => setConfirming(false)}
      >
        {t('criteria.confirmText', {
          list: removed.map((c) => t('criteria.ratings', { name: c.name, count: c.ratings })).join(', '),
        })}
      </ConfirmDialog>
    </form>
  );
}
