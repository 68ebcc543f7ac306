import type { RecruiterCandidate, SimilarCandidate } from '@portal/contract/cv-search';
import { cvSearchEndpoints } from '@portal/contract/endpoints/cv-search';
import { API } from '@portal/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { call } from '@/lib/call';
import { downloadAttachment } from '@/lib/download';
import { queryKeys } from '@/lib/query-keys';

export async function getRecruiterCandidate(id: number): Promise<RecruiterCandidate> {
  const res = await call(cvSearchEndpoints.candidate, { params: { id } });
  return res.data.data;
}

/** Each open is a logged (and plan-counted) view: not retried, not refetched behind the recruiter's back. */
export function useRecruiterCandidate(id: number) {
  return useQuery({
    queryKey: queryKeys.cvSearch.candidate(id),
    queryFn: () => getRecruiterCandidate(id),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** Candidates like this one (shared skills, designation, experience band): not a logged view. */
export function useSimilarCandidates(id: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.cvSearch.similar(id),
    queryFn: async (): Promise<SimilarCandidate[]> =>
      (await call(cvSearchEndpoints.similar, { params: { id } })).data.data,
    enabled: enabled && Number.isInteger(id) && id > 0,
  });
}

export const downloadCandidateCv = (id: number, name: string) =>
  downloadAttachment(`${API.cvSearch.candidateCv(id)}?purpose=download`, name);

/** A PDF CV as a blob URL for the page's frame (a plain src cannot carry the token). */
export function usePdfUrl(id: number, enabled: boolean): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    if (!enabled) return;
    let url: string | null = null;
    let live = true;
    call(
      cvSearchEndpoints.candidateCv,
      { params: { id }, query: { purpose: 'view' } },
      { responseType: 'blob' },
    )
      .then((res) => {
        url = URL.createObjectURL(res.data);
        if (live) setState({ url, failed: false });
      })
      .catch(() => live && setState({ url: null, failed: true }));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [id, enabled]);
  return state;
}
