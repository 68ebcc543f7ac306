import type { CandidateProfile } from '@portal/contract/candidate-profile';
import { Ltr } from '@/components/ui/ltr';
import { EditableSection, Facts } from '@/components/ui/section-card';
import { useT } from '@/features/candidate-profile/i18n';
import { useFormat } from '@/lib/intl/format';
import { useMasterLabel } from '@/lib/master-data';
import { PersonalForm } from './personal-form';

const GENDER = {
  male: 'gender.male',
  female: 'gender.female',
  unspecified: 'gender.unspecified',
} as const;

export function PersonalSection({ profile: p }: { profile: CandidateProfile }) {
  const t = useT();
  const label = useMasterLabel();
  const f = useFormat();
  const location = p.current_location
    ? [p.current_location.city, p.current_location.state, p.current_location.country]
        .flatMap((r) => (r ? [label(r)] : []))
        .join(t('list.separator'))
    : null;
  return (
    <EditableSection
      anchor="personal"
      title={t('personal.title')}
      view={
        <Facts
          items={[
            [t('personal.name'), t('personal.fullName', { first: p.first_name, last: p.last_name })],
            [t('personal.email'), <Ltr key="e">{p.email}</Ltr>],
            [t('personal.phone'), p.phone ? <Ltr key="p">{p.phone}</Ltr> : null],
            [t('personal.gender'), p.gender ? t(GENDER[p.gender]) : null],
            [t('personal.birth'), p.date_of_birth ? f.date(p.date_of_birth) : null],
            [t('personal.nationality'), label(p.nationality) || null],
            [t('personal.location'), location],
            [t('personal.visa'), label(p.visa_status) || null],
            [
              t('personal.experience'),
              p.total_experience_years == null
                ? null
                : t('personal.years', { years: p.total_experience_years }),
            ],
            [t('personal.notice'), label(p.notice_period) || null],
            [t('personal.languages'), p.languages.length ? p.languages.join(t('list.separator')) : null],
          ]}
        />
      }
      form={(close) => <PersonalForm profile={p} onDone={close} onCancel={close} />}
    />
  );
}
