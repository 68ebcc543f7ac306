import type { Envelope } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import type { CampaignRecipient } from '@portal/contract/recruiter-email';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useApiMutation } from '@/lib/use-api-mutation';

type FolderList = { data: { id: number; name: string }[] };

/** The organisation's CV folders; an error (no CV database access) hides the action. */
export function useFolderChoices() {
  return useQuery({
    queryKey: ['cv-folders', 'list', { page_size: 100 }],
    queryFn: async () => (await api.get<FolderList>(API.cvFolders.list, { params: { page_size: 100 } })).data,
    retry: false,
  });
}

/** Every candidate of the campaign who answered "interested" (up to the campaign's 500) into a folder. */
async function addInterested(input: { campaignId: number; folderId: number }) {
  const res = await api.get<{ data: CampaignRecipient[] }>(API.emailCampaigns.byId(input.campaignId), {
    params: { answer: 'interested', page_size: 100 },
  });
  const ids = res.data.data.flatMap((r) => (r.candidate_id == null ? [] : [r.candidate_id]));
  const added = await api.post<Envelope<{ added: number }>>(API.cvFolders.candidates(input.folderId), {
    candidate_ids: ids,
  });
  return added.data;
}

export function useAddInterestedToFolder() {
  return useApiMutation({ mutationFn: addInterested, refresh: [['cv-folders']] });
}
