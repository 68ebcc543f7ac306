import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useAssignPlan, usePlans } from '../api/plan-usage';
import { useT } from '../i18n';

const today = () => new Date().toISOString().slice(0, 10);

/** Staff choose an organisation's plan and its dates (the end may stay empty: until changed). */
export function AssignPlanForm({ clientId, current }: { clientId: number; current?: number }) {
  const plans = usePlans(true);
  const assign = useAssignPlan(clientId);
  const [planId, setPlanId] = useState(current ? String(current) : '');
  const [startsOn, setStartsOn] = useState(today());
  const [endsOn, setEndsOn] = useState('');
  const [error, setError] = useState<string>();
  const t = useT();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!planId) return setError(t('assign.choose'));
    if (endsOn && endsOn < startsOn) return setError(t('assign.endBeforeStart'));
    setError(undefined);
    assign.mutate({ plan_id: Number(planId), starts_on: startsOn, ends_on: endsOn || null });
  };
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="mt-5 grid gap-4 border-t border-slate-200 pt-5 sm:grid-cols-4 sm:items-end"
    >
      <SelectField
        label={t('assign.plan')}
        placeholder={t('assign.choose')}
        value={planId}
        onChange={(e) => setPlanId(e.target.value)}
        options={(plans.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
        error={error}
      />
      <TextField
        label={t('assign.starts')}
        type="date"
        value={startsOn}
        onChange={(e) => setStartsOn(e.target.value)}
      />
      <TextField
        label={t('assign.ends')}
        type="date"
        value={endsOn}
        onChange={(e) => setEndsOn(e.target.value)}
      />
      <Button type="submit" isPending={assign.isPending}>
        {t('form.save')}
      </Button>
    </form>
  );
}
