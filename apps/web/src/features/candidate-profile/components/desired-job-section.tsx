import type { CandidateProfile } from '@portal/contract/candidate-profile';
import type { EmploymentType } from '@portal/contract/jobs';
import { EditableSection, Facts } from '@/components/ui/section-card';
import { useT } from '@/features/candidate-profile/i18n';
import { useFormat } from '@/lib/intl/format';
import { type Named, useMasterLabel } from '@/lib/master-data';
import { DesiredJobForm } from './desired-job-form';

const EMPLOYMENT_TYPE_KEYS = {
  FULL_TIME: 'employmentType.FULL_TIME',
  PART_TIME: 'employmentType.PART_TIME',
  CONTRACTOR: 'employmentType.CONTRACTOR',
  TEMPORARY: 'employmentType.TEMPORARY',
  INTERN: 'employmentType.INTERN',
  VOLUNTEER: 'employmentType.VOLUNTEER',
  PER_DIEM: 'employmentType.PER_DIEM',
  OTHER: 'employmentType.OTHER',
} as const satisfies Record<EmploymentType, string>;

export function DesiredJobSection({ profile }: { profile: CandidateProfile }) {
  const t = useT();
  const f = useFormat();
  const label = useMasterLabel();
  const names = (refs: Named[]) => refs.map(label).join(t('list.separator'));
  const d = profile.desired_job;
  return (
    <EditableSection
      anchor="desired_job"
      title={t('desired.title')}
      view={
        <Facts
          items={[
            [t('desired.rolesShort'), names(d.designations)],
            [t('desired.areas'), names(d.functional_areas)],
            [t('desired.locations'), names(d.locations)],
            [
              t('desired.types'),
              d.employment_types.map((type) => t(EMPLOYMENT_TYPE_KEYS[type])).join(t('list.separator')),
            ],
            [
              t('desired.expected'),
              d.expected_salary == null
                ? null
                : t('desired.perMonth', { amount: f.money(d.expected_salary, d.expected_salary_currency) }),
            ],
            [t('personal.notice'), label(d.notice_period) || null],
          ]}
        />
      }
      form={(close) => <DesiredJobForm profile={profile} onDone={close} onCancel={close} />}
    />
  );
}
