import type { CandidateProfile } from '@portal/contract/candidate-profile';
import { EditableSection, Facts } from '@/components/ui/section-card';
import { formatDate } from '@/lib/job-format';
import { useMasterLabel } from '@/lib/master-data';
import { PersonalForm } from './personal-form';

const GENDER: Record<string, string> = { male: 'Male', female: 'Female', unspecified: 'Prefer not to say' };

export function PersonalSection({ profile: p }: { profile: CandidateProfile }) {
  const label = useMasterLabel();
  const location = p.current_location
    ? [p.current_location.city, p.current_location.state, p.current_location.country]
        .flatMap((r) => (r ? [label(r)] : []))
        .join(', ')
    : null;
  return (
    <EditableSection
      anchor="personal"
      title="Personal details"
      view={
        <Facts
          items={[
            ['Name', `${p.first_name} ${p.last_name}`],
            ['E-mail', p.email],
            ['Phone', p.phone],
            ['Gender', p.gender ? GENDER[p.gender] : null],
            ['Date of birth', p.date_of_birth ? formatDate(p.date_of_birth) : null],
            ['Nationality', label(p.nationality) || null],
            ['Current location', location],
            ['Visa status', label(p.visa_status) || null],
            [
              'Total experience',
              p.total_experience_years == null ? null : `${p.total_experience_years} years`,
            ],
            ['Notice period', label(p.notice_period) || null],
            ['Languages', p.languages.length ? p.languages.join(', ') : null],
          ]}
        />
      }
      form={(close) => <PersonalForm profile={p} onDone={close} onCancel={close} />}
    />
  );
}
