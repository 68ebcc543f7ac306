import { useFormContext } from 'react-hook-form';
import { SelectField } from '@/components/ui/select-field';
import { useStatusLabels } from '@/lib/labels';
import { useOrganisations } from '../api/list-organisations';
import { useT } from '../i18n';

/**
 * The operator's staff post for any organisation: the job names the one it is for, or, left
 * empty, is the operator's own (staff belong to the operator's organisation).
 */
export function OrganisationField() {
  const t = useT();
  const labels = useStatusLabels();
  const organisations = useOrganisations(true);
  const {
    register,
    formState: { errors },
  } = useFormContext<{ client_id?: number }>();
  return (
    <SelectField
      label={t('org.label')}
      placeholder={organisations.isPending ? t('org.loading') : t('org.own')}
      options={(organisations.data ?? []).map((o) => ({
        value: String(o.id),
        label: `${o.name} (${labels.clientType(o.type)})`,
      }))}
      hint={t('org.hint')}
      error={errors.client_id?.message}
      {...register('client_id', { setValueAs: (v: string) => (v === '' ? undefined : Number(v)) })}
    />
  );
}
