import type { Recommendation } from '@portal/contract/recommendations';
import { JobHitCard } from '@/features/job-search/components/job-hit-card';
import { useT } from '@/features/job-search/i18n';

/** A recommended job: the job card, the match score and "Why:" with the matched terms. */
export function RecommendationCard({
  job,
  headingLevel = 'h2',
}: {
  job: Recommendation;
  headingLevel?: 'h2' | 'h3';
}) {
  const t = useT();
  const why = job.reasons.filter(
    (r) => r.kind !== 'experience' && r.kind !== 'salary' && r.kind !== 'employment_type',
  );
  const fit = job.reasons.filter((r) => !why.includes(r));
  return (
    <JobHitCard
      hit={job}
      compact
      headingLevel={headingLevel}
      actions={
        <div className="relative text-sm">
          <p className="flex flex-wrap items-center gap-1.5">
            <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
              {t('reco.match', { score: job.score })}
            </span>
            <span className="font-medium text-slate-700">{t('reco.why')}</span>
            {why.map((r) => (
              <span
                key={`${r.kind}-${r.label}`}
                className="rounded-full bg-primary-50 px-2.5 py-0.5 text-xs font-medium text-primary-900"
              >
                {r.label}
              </span>
            ))}
          </p>
          {fit.length ? (
            <p className="mt-1 text-xs text-slate-500">
              {t('reco.alsoFits', { reasons: fit.map((r) => r.label).join(' · ') })}
            </p>
          ) : null}
        </div>
      }
    />
  );
}
