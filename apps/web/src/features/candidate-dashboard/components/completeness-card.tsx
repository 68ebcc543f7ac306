import type { CandidateDashboard } from '@portal/contract/candidate-dashboard';
import { CompletenessPanel } from '@/components/completeness/completeness-panel';
import { useProfileSectionText } from '@/components/completeness/profile-sections';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useT } from '@/features/candidate-dashboard/i18n';

/** What the sign-up wizard asks for; while one is missing, "Finish your profile" resumes the wizard. */
const WIZARD_SECTIONS = new Set(['personal', 'cv', 'desired_job']);

/** The completeness bar, what is missing (each a link to its section) and "Finish your profile". */
export function CompletenessCard({ profile }: { profile: CandidateDashboard['profile'] }) {
  // A candidate who skipped the wizard goes back into it (it resumes at the first unfinished step).
  const t = useT();
  const sectionText = useProfileSectionText();
  const wizard = !profile.onboarded || profile.missing.some((m) => WIZARD_SECTIONS.has(m.section));
  const finish = wizard ? paths.candidate.profileCreate.href() : paths.candidate.profile.href();
  return (
    <CompletenessPanel
      compact
      headingId="completeness-title"
      title={t('completeness.title')}
      figure={t('completeness.percent', { percent: profile.completeness })}
      label={t('completeness.label')}
      percent={profile.completeness}
      missing={profile.missing.slice(0, 4).map((m) => ({
        key: m.section,
        text: sectionText(m),
        href: `${paths.candidate.profile.href()}#${m.section}`,
      }))}
      done={t('completeness.done')}
    >
      {profile.completeness < 100 || !profile.onboarded ? (
        <ButtonLink to={finish} size="sm" className="mt-4">
          {t('completeness.finish')}
        </ButtonLink>
      ) : null}
    </CompletenessPanel>
  );
}
