import type { CandidateProfile } from '@portal/contract/candidate-profile';
import { EMPLOYMENT_TYPE_LABELS } from '@portal/contract/jobs';
import { EditableSection, Facts } from '@/components/ui/section-card';
import { type Named, useMasterLabel } from '@/lib/master-data';
import { DesiredJobForm } from './desired-job-form';

export function DesiredJobSection({ profile }: { profile: CandidateProfile }) {
  const d = profile.desired_job;
  const label = useMasterLabel();
  const names = (refs: Named[]) => refs.map(label).join(', ');
  return (
    <EditableSection
      anchor="desired_job"
      title="Desired job"
      view={
        <Facts
          items={[
            ['Roles', names(d.designations)],
            ['Functional areas', names(d.functional_areas)],
            ['Locations', names(d.locations)],
            ['Employment types', d.employment_types.map((t) => EMPLOYMENT_TYPE_LABELS[t]).join(', ')],
            [
              'Expected salary',
              d.expected_salary == null
                ? null
                : `${d.expected_salary.toLocaleString('en')} ${d.expected_salary_currency} a month`,
            ],
            ['Notice period', label(d.notice_period) || null],
          ]}
        />
      }
      form={(close) => <DesiredJobForm profile={profile} onDone={close} onCancel={close} />}
    />
  );
}
