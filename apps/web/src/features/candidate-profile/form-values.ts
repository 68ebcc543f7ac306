import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorStatus } from '@/lib/api-client';
import { responseMessage } from '@/lib/form-errors';
import { errorToast } from '@/lib/toasts';

/** Selects and date inputs give '' when empty; the contract wants null for "not given". */
export const numberOrNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));
export const textOrNull = (v: unknown) => {
  const s = typeof v === 'string' ? v.trim() : '';
  return s === '' ? null : s;
};

/**
 * Runs a save; a 400 with field errors puts each message under its input, anything else is a
 * toast. `rename` maps server field names onto the form's (a form may flatten nested fields).
 * Returns true when the save succeeded.
 */
export async function saveWithFieldErrors<T extends FieldValues>(
  save: () => Promise<unknown>,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  rename: (field: string) => string = (f) => f,
): Promise<boolean> {
  try {
    await save();
    return true;
  } catch (error) {
    const message = errorStatus(error) === 400 ? responseMessage(error) : undefined;
    let shown = false;
    if (message && typeof message === 'object' && !Array.isArray(message)) {
      for (const [key, value] of Object.entries(message)) {
        const field = fields.find((f) => f === rename(key));
        if (!field) continue;
        setError(field, { type: 'server', message: Array.isArray(value) ? value.join(' ') : String(value) });
        shown = true;
      }
    }
    if (!shown) errorToast(error);
    return false;
  }
}
