import type { CandidateProfile } from '@portal/contract/candidate-profile';
import { useState } from 'react';
import { MultiPicker } from '@/components/ui/multi-picker';
import { EditableSection } from '@/components/ui/section-card';
import { useT } from '@/features/candidate-profile/i18n';
import { useMasterLabel, useMasterList } from '@/lib/master-data';
import { useUpdatePersonal } from '../api/update-personal';
import { saveWithFieldErrors } from '../form-values';
import { FormActions } from './form-actions';

const MAX_SKILLS = 50;

function SkillsForm({ profile, close }: { profile: CandidateProfile; close: () => void }) {
  const t = useT();
  const save = useUpdatePersonal();
  const { data: skills = [] } = useMasterList('skills');
  const [ids, setIds] = useState(profile.skills.map((s) => s.id));
  const [error, setError] = useState<string>();
  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const ok = await saveWithFieldErrors(
      () => save.mutateAsync({ skill_ids: ids }),
      (_field, err) => setError(err.message),
      ['skill_ids'],
    );
    if (ok) close();
  };
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <MultiPicker
        legend={t('skills.title')}
        findLabel={t('skills.find')}
        options={skills}
        value={ids}
        onChange={setIds}
        max={MAX_SKILLS}
        error={error}
      />
      <FormActions isPending={save.isPending} onCancel={close} />
    </form>
  );
}

export function SkillsSection({ profile }: { profile: CandidateProfile }) {
  const t = useT();
  const label = useMasterLabel();
  return (
    <EditableSection
      anchor="skills"
      title={t('skills.title')}
      view={
        profile.skills.length ? (
          <ul className="flex flex-wrap gap-2">
            {profile.skills.map((s) => (
              <li key={s.id} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
                {label(s)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-600">{t('skills.empty')}</p>
        )
      }
      form={(close) => <SkillsForm profile={profile} close={close} />}
    />
  );
}
