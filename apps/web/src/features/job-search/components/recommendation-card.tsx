import type { Recommendation, RecommendationReason } from '@portal/contract/recommendations';
import { JobHitCard } from '@/features/job-search/components/job-hit-card';
import { useT } from '@/features/job-search/i18n';
import { useFormat } from '@/lib/intl/format';
import { useLocale } from '@/lib/intl/locale-context';
import { useJobFormat } from '@/lib/job-format';
import { masterLabel } from '@/lib/master-data';

/** A reason in the page's language: the server's English label where it sends nothing else. */
function useReasonLabel() {
  const t = useT();
  const locale = useLocale();
  const f = useFormat();
  const jf = useJobFormat();
  return (r: RecommendationReason): string => {
    if (r.kind === 'employment_type' && r.employment_type) return jf.employmentTypeLabel(r.employment_type);
    if (r.kind === 'experience' && r.years != null) return t('reco.experience', { count: r.years });
    if (r.kind === 'salary' && r.amount != null && r.currency)
      return t('reco.salary', {
        amount: f.number(r.amount),
        currency: locale === 'ar' ? f.currencyName(r.currency) : r.currency,
      });
    return masterLabel({ name: r.label, name_ar: r.label_ar }, locale);
  };
}

/** A recommended job: the job card, the match score and "Why:" with the matched terms. */
export function RecommendationCard({
  job,
  headingLevel = 'h2',
}: {
  job: Recommendation;
  headingLevel?: 'h2' | 'h3';
}) {
  const t = useT();
  const label = useReasonLabel();
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
                {label(r)}
              </span>
            ))}
          </p>
          {fit.length ? (
            <p className="mt-1 text-xs text-slate-500">
              {t('reco.alsoFits', { reasons: fit.map(label).join(' · ') })}
            </p>
          ) : null}
        </div>
      }
    />
  );
}
