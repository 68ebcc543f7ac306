import { PLAN_LIMITS, type Plan, type PlanLimit, planInputSchema } from '@portal/contract/plans';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { serverFieldErrors } from '@/lib/form-errors';
import { errorToast } from '@/lib/toasts';
import { useSavePlan } from '../api/plans';
import { useT } from '../i18n';
import { LIMIT_LABEL } from '../limit-labels';

type Errors = Record<string, string>;
/** The five limits' field texts, each given by `text` (spelled out: a new limit fails to compile here). */
const limitTexts = (text: (limit: PlanLimit) => string): Record<PlanLimit, string> => ({
  active_jobs: text('active_jobs'),
  cv_views: text('cv_views'),
  cv_downloads: text('cv_downloads'),
  recruiter_emails: text('recruiter_emails'),
  users: text('users'),
});

/** A limit field's text as the API takes it: empty is unlimited (null), anything else a number. */
const toLimit = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/** Defines a plan or edits one: name, description and its five limits (empty: unlimited). */
export function PlanForm({ plan, onDone }: { plan: Plan | null; onDone: () => void }) {
  const save = useSavePlan();
  const [name, setName] = useState(plan?.name ?? '');
  const [description, setDescription] = useState(plan?.description ?? '');
  const [limits, setLimits] = useState<Record<PlanLimit, string>>(
    limitTexts((l) => plan?.limits[l]?.toString() ?? ''),
  );
  const [errors, setErrors] = useState<Errors>({});
  const t = useT();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const body = {
      name,
      description,
      limits: Object.fromEntries(PLAN_LIMITS.map((l) => [l, toLimit(limits[l])])),
    };
    const parsed = planInputSchema.safeParse(body);
    if (!parsed.success) {
      const next: Errors = {};
      for (const i of parsed.error.issues) next[i.path.at(-1)?.toString() ?? 'name'] ??= i.message;
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ id: plan?.id, body: parsed.data });
      onDone();
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) {
        const next: Errors = {};
        for (const [k, v] of Object.entries(fields)) next[k.split('.').at(-1) ?? k] ??= v;
        setErrors(next);
      } else errorToast(error);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
      <TextField
        label={t('form.name')}
        value={name}
        maxLength={60}
        onChange={(e) => setName(e.target.value)}
        error={errors.name}
      />
      <TextareaField
        label={t('form.description')}
        rows={2}
        maxLength={500}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        error={errors.description}
      />
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t('form.limits')}</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {PLAN_LIMITS.map((l) => (
            <TextField
              key={l}
              label={t(LIMIT_LABEL[l])}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              placeholder={t('unlimited')}
              value={limits[l]}
              onChange={(e) => setLimits((now) => ({ ...now, [l]: e.target.value }))}
              error={errors[l]}
            />
          ))}
        </div>
      </fieldset>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" isPending={save.isPending}>
          {plan ? t('form.save') : t('form.create')}
        </Button>
      </div>
    </form>
  );
}
