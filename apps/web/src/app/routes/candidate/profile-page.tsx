import { CandidateAccountPanel } from '@/app/routes/candidate/candidate-account-panel';
import { LoadFailed } from '@/components/ui/load-failed';
import { PageHeader } from '@/components/ui/page-header';
import { SectionCard } from '@/components/ui/section-card';
import { CardSkeletons } from '@/components/ui/skeleton';
import { DocumentsSection } from '@/features/candidate-documents/components/documents-section';
import { useProfile } from '@/features/candidate-profile/api/get-profile';
import { CertificationSection } from '@/features/candidate-profile/components/certification-section';
import { CompletenessMeter } from '@/features/candidate-profile/components/completeness-meter';
import { CvFill } from '@/features/candidate-profile/components/cv-fill';
import { DesiredJobSection } from '@/features/candidate-profile/components/desired-job-section';
import { EducationSection } from '@/features/candidate-profile/components/education-section';
import { EmploymentSection } from '@/features/candidate-profile/components/employment-section';
import { PersonalSection } from '@/features/candidate-profile/components/personal-section';
import { SkillsSection } from '@/features/candidate-profile/components/skills-section';
import { SummarySection } from '@/features/candidate-profile/components/summary-section';
import { PhotoSection } from '@/features/candidate-profile/components/uploads-section';
import { VisibilitySection } from '@/features/candidate-profile/components/visibility-section';
import { RecruiterMailNotice } from '@/features/mail-preferences/components/recruiter-mail-notice';
import { useT } from './i18n';

/** candidate/profile: every section viewable and editable in place, with the completeness meter. */
export function ProfilePage() {
  const { data: profile, isLoading } = useProfile();
  const t = useT();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader title={t('profile.title')} description={t('profile.description')} />
      <RecruiterMailNotice />
      {isLoading ? (
        <CardSkeletons count={4} />
      ) : !profile ? (
        <LoadFailed what={t('profile.what')} />
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_20rem]">
          <div className="order-2 flex min-w-0 flex-col gap-6 lg:order-1">
            <PersonalSection profile={profile} />
            <PhotoSection profile={profile} />
            <SummarySection profile={profile} />
            <DocumentsSection>
              {/* A new default CV starts a fresh reading (and clears the last one's message). */}
              <CvFill key={profile.cv?.uploaded_at ?? 'none'} />
            </DocumentsSection>
            <SkillsSection profile={profile} />
            <EmploymentSection profile={profile} />
            <EducationSection profile={profile} />
            <CertificationSection profile={profile} />
            <DesiredJobSection profile={profile} />
            <VisibilitySection profile={profile} />
            <SectionCard anchor="account" title={t('profile.account')}>
              <CandidateAccountPanel />
            </SectionCard>
          </div>
          <aside className="order-1 lg:order-2 lg:sticky lg:top-24 lg:self-start">
            <CompletenessMeter completeness={profile.completeness} />
          </aside>
        </div>
      )}
    </div>
  );
}
