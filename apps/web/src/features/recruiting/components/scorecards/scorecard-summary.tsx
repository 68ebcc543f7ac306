import { RECOMMENDATIONS, type Recommendation } from '@portal/contract/scorecard-values';
import type { Scorecard, ScorecardSummary as Summary } from '@portal/contract/scorecards';
import { clsx } from 'clsx';
import { useFormat } from '@/lib/intl/format';
import { useT } from '../../i18n';

/** The catalogue key of each recommendation. */
export const REC_KEY = {
  strong_yes: 'rec.strong_yes',
  yes: 'rec.yes',
  no: 'rec.no',
  strong_no: 'rec.strong_no',
} as const satisfies Record<Recommendation, string>;

const tone = (r: Recommendation) =>
  r.endsWith('yes')
    ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
    : 'bg-red-50 text-red-800 ring-red-200';

export function RecommendationBadge({ value }: { value: Recommendation }) {
  const t = useT();
  return (
    <span className={clsx('rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1', tone(value))}>
      {t(REC_KEY[value])}
    </span>
  );
}

/** The team's view at a glance: the average of each criterion and how the recommendations fell. */
export function ScorecardSummary({ summary }: { summary: Summary }) {
  const t = useT();
  const f = useFormat();
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <p className="text-sm font-semibold text-slate-900">{t('summary.title', { count: summary.cards })}</p>
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
                {c.average === null
                  ? t('summary.notRated')
                  : t('summary.average', {
                      average: f.number(c.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
                    })}
              </span>
            </dd>
          </div>
        ))}
      </dl>
      <ul aria-label={t('summary.recommendations')} className="mt-3 flex flex-wrap gap-2">
        {RECOMMENDATIONS.map((r) => (
          <li key={r} className={clsx('rounded-full px-2.5 py-0.5 text-xs font-medium ring-1', tone(r))}>
            {t('summary.recCount', { label: t(REC_KEY[r]), count: summary.recommendations[r] })}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One team member's card as the others see it once they have scored too. */
export function ScorecardCard({ card, onEdit }: { card: Scorecard; onEdit?: () => void }) {
  const t = useT();
  const f = useFormat();
  const who = card.is_mine ? t('card.you') : (card.author?.name ?? t('card.former'));
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900">{who}</span>
        <RecommendationBadge value={card.recommendation} />
        <span className="text-xs text-slate-500">
          {card.updated_at !== card.submitted_at
            ? t('card.updated', { date: f.date(card.updated_at) })
            : f.date(card.updated_at)}
        </span>
        {onEdit ? (
          <button
            type="button"
            onClick={onEdit}
            className="ms-auto rounded text-sm font-medium text-primary-700 underline-offset-2 hover:underline"
          >
            {t('card.edit')}
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
