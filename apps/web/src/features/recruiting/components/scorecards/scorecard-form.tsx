import { RECOMMENDATIONS, type Recommendation, SCORECARD_NOTES_MAX } from '@portal/contract/scorecard-values';
import type { ApplicationScorecards } from '@portal/contract/scorecards';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/textarea-field';
import { serverFieldErrors } from '@/lib/form-errors';
import { errorToast } from '@/lib/toasts';
import { useSubmitScorecard } from '../../api/scorecards';
import { useT } from '../../i18n';
import { Choice } from './choice';
import { RatingInput } from './rating-input';
import { REC_KEY } from './scorecard-summary';

type ScorecardFormProps = { data: ApplicationScorecards; onDone: () => void; onCancel?: () => void };

/** The signed-in team member's own card: a rating per criterion, a recommendation and notes. */
export function ScorecardForm({ data, onDone, onCancel }: ScorecardFormProps) {
  const t = useT();
  const mine = data.mine;
  const [ratings, setRatings] = useState<Record<number, number>>(() =>
    Object.fromEntries(mine?.ratings.map((r) => [r.criterion_id, r.rating]) ?? []),
  );
  const [recommendation, setRecommendation] = useState<Recommendation | undefined>(mine?.recommendation);
  const [notes, setNotes] = useState(mine?.notes ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = useSubmitScorecard(data.application_id);
  const recId = useId();

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    for (const c of data.criteria)
      if (!ratings[c.id]) found[`criterion.${c.id}`] = t('scorecard.errRate', { name: c.name });
    if (!recommendation) found.recommendation = t('scorecard.errRec');
    setErrors(found);
    if (Object.keys(found).length || !recommendation) return;
    submit.mutate(
      {
        ratings: data.criteria.map((c) => ({ criterion_id: c.id, rating: ratings[c.id] ?? 0 })),
        recommendation,
        notes,
      },
      {
        onSuccess: onDone,
        onError: (error) => {
          const fields = serverFieldErrors(error, 400);
          if (!fields) return errorToast(error);
          // The criteria changed meanwhile (or a rating was refused): say so above the button.
          setErrors({ form: Object.values(fields).join(' ') });
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('scorecard.label')} className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold text-slate-900">{t('scorecard.ratings')}</legend>
        {data.criteria.map((c) => (
          <RatingInput
            key={c.id}
            label={c.name}
            value={ratings[c.id]}
            onChange={(rating) => setRatings((r) => ({ ...r, [c.id]: rating }))}
            error={errors[`criterion.${c.id}`]}
          />
        ))}
      </fieldset>
      <div>
        <span id={recId} className="text-sm font-semibold text-slate-900">
          {t('scorecard.recommendation')}
        </span>
        <div
          role="radiogroup"
          aria-labelledby={recId}
          aria-invalid={errors.recommendation ? true : undefined}
          className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4"
        >
          {RECOMMENDATIONS.map((r) => (
            <Choice
              key={r}
              name={recId}
              value={r}
              checked={recommendation === r}
              onChange={() => setRecommendation(r)}
              className="px-2 font-medium"
              tone={
                recommendation !== r
                  ? 'border-slate-300 bg-white text-slate-700 hover:border-slate-500'
                  : r.endsWith('yes')
                    ? 'border-emerald-700 bg-emerald-700 text-white'
                    : 'border-red-700 bg-red-700 text-white'
              }
            >
              {t(REC_KEY[r])}
            </Choice>
          ))}
        </div>
        {errors.recommendation ? <p className="mt-1 text-sm text-red-700">{errors.recommendation}</p> : null}
      </div>
      <TextareaField
        label={t('scorecard.notes')}
        hint={t('scorecard.notesHint')}
        rows={4}
        maxLength={SCORECARD_NOTES_MAX}
        className="[&_textarea]:min-h-24"
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
      />
      {errors.form ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.form}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            {t('scorecard.cancel')}
          </Button>
        ) : null}
        <Button type="submit" size="sm" isPending={submit.isPending}>
          {mine ? t('scorecard.save') : t('scorecard.submit')}
        </Button>
      </div>
    </form>
  );
}
