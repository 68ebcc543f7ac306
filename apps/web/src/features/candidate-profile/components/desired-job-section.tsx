import type { CandidateProfile } from '@portal/contract/candidate-profile';
import { EditableSection, Facts } from '@/components/ui/section-card';
import { useT } from '@/features/candidate-profile/i18n';
import { useEmploymentTypeLabel } from '@/lib/employment-type';
import { useFormat } from '@/lib/intl/format';
import { type Named, useMasterLabel } from '@/lib/master-data';
import { DesiredJobForm } from './desired-job-form';

export function DesiredJobSection({ profile }: { profile: CandidateProfile }) {
  const t = useT();
  const typeLabel = useEmploymentTypeLabel();
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
            [t('desired.types'), d.employment_types.map((type) => typeLabel(type)).join(t('list.separator'))],
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
