import type { CandidateDashboard } from '@portal/contract/candidate-dashboard';
import type { ProfileSection } from '@portal/contract/candidate-profile';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useT } from '@/features/candidate-dashboard/i18n';

/** What the sign-up wizard asks for; while one is missing, "Finish your profile" resumes the wizard. */
const WIZARD_SECTIONS = new Set(['personal', 'cv', 'desired_job']);

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

/** The completeness bar, what is missing (each a link to its section) and "Finish your profile". */
export function CompletenessCard({ profile }: { profile: CandidateDashboard['profile'] }) {
  // A candidate who skipped the wizard goes back into it (it resumes at the first unfinished step).
  const t = useT();
  const wizard = !profile.onboarded || profile.missing.some((m) => WIZARD_SECTIONS.has(m.section));
  const finish = wizard ? paths.candidate.profileCreate.href() : paths.candidate.profile.href();
  return (
    <section
      aria-labelledby="completeness-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="completeness-title" className="text-lg font-semibold text-slate-900">
          {t('completeness.title')}
        </h2>
        <span className="text-sm font-semibold text-primary-800">
          {t('completeness.percent', { percent: profile.completeness })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={t('completeness.label')}
        aria-valuenow={profile.completeness}
        aria-valuemin={0}
        aria-valuemax={100}
        className="mt-3 h-2.5 overflow-hidden rounded-full bg-slate-100"
      >
        <div className="h-full rounded-full bg-primary-600" style={{ width: `${profile.completeness}%` }} />
      </div>
      {profile.missing.length ? (
        <ul className="mt-3 space-y-1 text-sm text-slate-700">
          {profile.missing.slice(0, 4).map((m) => (
            <li key={m.section}>
              <Link
                to={`${paths.candidate.profile.href()}#${m.section}`}
                className="hover:text-primary-800 hover:underline"
              >
                {m.section in MISSING ? t(MISSING[m.section as ProfileSection]) : m.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-600">{t('completeness.done')}</p>
      )}
      {profile.completeness < 100 || !profile.onboarded ? (
        <ButtonLink to={finish} size="sm" className="mt-4">
          {t('completeness.finish')}
        </ButtonLink>
      ) : null}
    </section>
  );
}
