import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { errorToast } from '@/lib/toasts';

/**
 * Runs a save; a 400's field messages go under the form's inputs, any other failure is a toast.
 * Returns whether it saved.
 */
export async function saveForm<T extends FieldValues>(
  save: () => Promise<unknown>,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): Promise<boolean> {
  try {
    await save();
    return true;
  } catch (error) {
    if (!applyServerFieldErrors(error, setError, fields)) errorToast(error);
    return false;
  }
}

export const textOrNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
export const numberOrNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));
