import type { ParsedCv } from '@portal/contract/cv-parsing';
import { cvParsingEndpoints } from '@portal/contract/endpoints/cv-parsing';
import { call } from '@/lib/call';
import { useApiMutation } from '@/lib/use-api-mutation';

/** The signed-in candidate's stored CV read into suggestions; nothing is saved. */
export async function parseMyCv(): Promise<ParsedCv> {
  return (await call(cvParsingEndpoints.mine)).data.data;
}

/** The caller shows the outcome (the review, or the message of a 404/422 in place). */
export const useParseMyCv = () =>
  useApiMutation({ mutationFn: parseMyCv, toastSuccess: false, toastError: false });
