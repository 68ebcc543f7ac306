import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { JOB_FORM_FIELDS } from './job-form-values';

/** Puts a 400's field messages under the job form's inputs, location rows included. */
export function applyJobFormErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  locationCount: number,
): boolean {
  const rows = Array.from({ length: locationCount }, (_, i) =>
    ['country_id', 'state_id', 'city_id'].map((f) => `locations.${i}.${f}`),
  ).flat();
  return applyServerFieldErrors(error, setError, [...JOB_FORM_FIELDS, ...rows] as Path<T>[]);
}
