import type { ParsedCv } from '@portal/contract/cv-parsing';
import { cvParsingEndpoints } from '@portal/contract/endpoints/cv-parsing';
import { toFormData } from '@/lib/api-client';
import { call } from '@/lib/call';
import { useApiMutation } from '@/lib/use-api-mutation';

/** A CV the recruiter chose, read into the add form's fields; nothing is saved. */
export async function parseCvUpload(file: File): Promise<ParsedCv> {
  return (await call(cvParsingEndpoints.upload, { body: toFormData({ file }) }, { variant: 'multipart' }))
    .data.data;
}

/** The page shows the outcome in place (a pre-filled form, or why the CV could not be read). */
export const useParseCvUpload = () =>
  useApiMutation({ mutationFn: parseCvUpload, toastSuccess: false, toastError: false });

/** The designation of the latest job (the current one, else the latest start), when it maps to one. */
export function latestDesignationId(cv: ParsedCv): number | null {
  const latest = [...cv.employments].sort(
    (a, b) =>
      Number(b.is_current) - Number(a.is_current) || (b.start_date ?? '').localeCompare(a.start_date ?? ''),
  )[0];
  return latest?.designation_id ?? null;
}
