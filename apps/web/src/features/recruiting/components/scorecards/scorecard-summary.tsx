import {
  RECOMMENDATION_LABELS,
  RECOMMENDATIONS,
  type Recommendation,
} from '@portal/contract/scorecard-values';
import type { Scorecard, ScorecardSummary as Summary } from '@portal/contract/scorecards';
import { clsx } from 'clsx';
import { formatDate } from '@/lib/job-format';

const tone = (r: Recommendation) =>
  r.endsWith('yes')
    ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
    : 'bg-red-50 text-red-800 ring-red-200';

export function RecommendationBadge({ value }: { value: Recommendation }) {
  return (
    <span className={clsx('rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1', tone(value))}>
      {RECOMMENDATION_LABELS[value]}
    </span>
  );
}

/** The team's view at a glance: the average of each criterion and how the recommendations fell. */
export function ScorecardSummary({ summary }: { summary: Summary }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <p className="text-sm font-semibold text-slate-900">
        Summary of {summary.cards} scorecard{summary.cards === 1 ? '' : 's'}
      </p>
      <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1.5 sm:grid-cols-2">
        {summary.criteria.map((c) => (
          <div key={c.criterion_id} className="flex items-center gap-2 text-sm">
            <dt className="min-w-0 flex-1 truncate text-slate-700">{c.name}</dt>
            <dd className="flex items-center gap-2">
              <span aria-hidden className="h-1.5 w-16 overflow-hidden rounded-full bg-slate-200">
                <span
                  className="block h-full rounded-full bg-primary-700"
                  style={{ width: `${((c.average ?? 0) / 5) * 100}%` }}
                />
              </span>
              <span className="w-16 text-end font-semibold text-slate-900 tabular-nums">
                {c.average === null ? 'not rated' : `${c.average.toFixed(1)} / 5`}
              </span>
            </dd>
          </div>
        ))}
      </dl>
      <ul aria-label="Recommendations" className="mt-3 flex flex-wrap gap-2">
        {RECOMMENDATIONS.map((r) => (
          <li key={r} className={clsx('rounded-full px-2.5 py-0.5 text-xs font-medium ring-1', tone(r))}>
            {RECOMMENDATION_LABELS[r]}: {summary.recommendations[r]}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One team member's card as the others see it once they have scored too. */
export function ScorecardCard({ card, onEdit }: { card: Scorecard; onEdit?: () => void }) {
  const who = card.is_mine ? 'You' : (card.author?.name ?? 'A former colleague');
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900">{who}</span>
        <RecommendationBadge value={card.recommendation} />
        <span className="text-xs text-slate-500">
          {card.updated_at !== card.submitted_at ? 'updated ' : ''}
          {formatDate(card.updated_at)}
        </span>
        {onEdit ? (
          <button
            type="button"
            onClick={onEdit}
            className="ms-auto rounded text-sm font-medium text-primary-700 underline-offset-2 hover:underline"
          >
            Edit your scorecard
          </button>
        ) : null}
      </div>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-slate-700">
        {card.ratings.map((r) => (
          <li key={r.criterion_id}>
            {r.name}: <span className="font-semibold text-slate-900">{r.rating}</span>/5
          </li>
        ))}
      </ul>
      {card.notes ? <p className="mt-2 whitespace-pre-line text-slate-700">{card.notes}</p> : null}
    </li>
  );
}
