import { useController, useFormContext } from 'react-hook-form';
import { MultiPicker } from '@/components/ui/multi-picker';
import { useMasterList } from '@/lib/master-data';
import { useT } from '../../i18n';
import type { JobFormShape } from './job-form-values';

const MAX_SKILLS = 20;

/** The job's skills: the shared searchable checkbox list, bound to the job form. */
export function SkillsPicker() {
  const t = useT();
  const { control } = useFormContext<JobFormShape>();
  const { field, fieldState } = useController({ control, name: 'skill_ids' });
  const { data: skills = [] } = useMasterList('skills');
  return (
    <MultiPicker
      legend={t('skills.legend')}
      options={skills}
      value={(field.value ?? []).map(Number)}
      onChange={field.onChange}
      max={MAX_SKILLS}
      error={fieldState.error?.message}
      findLabel={t('skills.find')}
    />
  );
}
