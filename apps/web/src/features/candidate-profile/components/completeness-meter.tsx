import type { Completeness, ProfileSection } from '@portal/contract/candidate-profile';
import { ArrowRight } from 'lucide-react';
import { useT } from '@/features/candidate-profile/i18n';

/** Each missing part's text (catalogue keys); the server's English label is for other clients. */
const MISSING = {
  photo: 'missing.photo',
  personal: 'missing.personal',
  summary: 'missing.summary',
  cv: 'missing.cv',
  skills: 'missing.skills',
  employments: 'missing.employments',
  educations: 'missing.educations',
  certifications: 'missing.certifications',
  desired_job: 'missing.desired_job',
} as const satisfies Record<ProfileSection, string>;

/** The score as a bar, and what is missing as links that jump to the section concerned. */
export function CompletenessMeter({ completeness }: { completeness: Completeness }) {
  const t = useT();
  const { score, missing } = completeness;
  return (
    <section
      aria-labelledby="completeness-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="completeness-title" className="font-semibold text-slate-900">
          {t('completeness.title')}
        </h2>
        <span className="text-2xl font-bold text-primary-800">{t('completeness.score', { score })}</span>
      </div>
      <div
        role="progressbar"
        aria-label={t('completeness.title')}
        aria-valuenow={score}
        aria-valuemin={0}
        aria-valuemax={100}
        className="mt-3 h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-primary-600 transition-[width]"
          style={{ width: `${score}%` }}
        />
      </div>
      {missing.length ? (
        <>
          <p className="mt-4 text-sm text-slate-700">{t('completeness.stillToDo')}</p>
          <ul className="mt-2 flex flex-col gap-1">
            {missing.map((m) => (
              <li key={m.section}>
                <a
                  href={`#${m.section}`}
                  className="group inline-flex items-start gap-1.5 rounded text-sm text-primary-800 hover:underline focus-visible:ring-2 focus-visible:ring-primary-300 focus-visible:outline-none"
                >
                  <ArrowRight aria-hidden className="mt-0.5 size-4 shrink-0 rtl:-scale-x-100" />
                  {t(MISSING[m.section])}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-4 text-sm text-slate-700">{t('completeness.done')}</p>
      )}
    </section>
  );
}
