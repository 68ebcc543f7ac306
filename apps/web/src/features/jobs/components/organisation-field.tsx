import { useFormContext } from 'react-hook-form';
import { SelectField } from '@/components/ui/select-field';
import { useOrganisations } from '../api/list-organisations';

/**
 * Portal staff belong to no organisation, so a job they post names the one it is for.
 * The server refuses a staff job without it ("Choose the organisation this is for").
 */
export function OrganisationField() {
  const organisations = useOrganisations(true);
  const {
    register,
    formState: { errors },
  } = useFormContext<{ client_id?: number }>();
  return (
    <SelectField
      label="Organisation"
      placeholder={organisations.isPending ? 'Loading...' : 'Choose the employer or consultancy'}
      options={(organisations.data ?? []).map((o) => ({
        value: String(o.id),
        label: `${o.name} (${o.type})`,
      }))}
      hint="Staff post on behalf of an active employer or consultancy."
      error={errors.client_id?.message}
      {...register('client_id', { setValueAs: (v: string) => (v === '' ? undefined : Number(v)) })}
    />
  );
}
