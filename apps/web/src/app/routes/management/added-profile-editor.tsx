import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAddedCandidate } from '@/features/candidate-profile/api/get-added';
import { ProfileTarget } from '@/features/candidate-profile/api/profile-target';
import { CertificationSection } from '@/features/candidate-profile/components/certification-section';
import { DesiredJobSection } from '@/features/candidate-profile/components/desired-job-section';
import { EducationSection } from '@/features/candidate-profile/components/education-section';
import { EmploymentSection } from '@/features/candidate-profile/components/employment-section';
import { PersonalSection } from '@/features/candidate-profile/components/personal-section';
import { SkillsSection } from '@/features/candidate-profile/components/skills-section';
import { SummarySection } from '@/features/candidate-profile/components/summary-section';
import { useHasPermission } from '@/lib/auth';
import { useT } from './i18n';

/**
 * On the recruiter's candidate page: "Edit profile" for a candidate the organisation added and who has
 * not claimed the account yet, opening the candidate's own section forms on that candidate (issue 29).
 * Nothing shows for any other candidate.
 */
export function AddedProfileEditor({ id }: { id: number }) {
  const mayAdd = useHasPermission('candidates.create');
  const { data } = useAddedCandidate(id, mayAdd);
  const [open, setOpen] = useState(false);
  const t = useT();
  if (!data?.editable) return null;
  const p = data.profile;
  return (
    <section
      aria-label={t('added.label')}
      className="mt-4 rounded-2xl border border-primary-200 bg-primary-50/40 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700">{t('added.text', { name: p.first_name })}</p>
        <Button variant={open ? 'secondary' : 'primary'} aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? t('added.close') : t('added.edit')}
        </Button>
      </div>
      {open ? (
        <ProfileTarget.Provider value={id}>
          <div className="mt-4 flex flex-col gap-6">
            <PersonalSection profile={p} />
            <SummarySection profile={p} />
            <SkillsSection profile={p} />
            <EmploymentSection profile={p} />
            <EducationSection profile={p} />
            <CertificationSection profile={p} />
            <DesiredJobSection profile={p} />
          </div>
        </ProfileTarget.Provider>
      ) : null}
    </section>
  );
}
