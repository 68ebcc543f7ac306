import { FOLDER_LIMITS } from '@portal/contract/cv-folders';
import { cvFoldersEndpoints } from '@portal/contract/endpoints/cv-folders';
import { emailCampaignsEndpoints } from '@portal/contract/endpoints/email-campaigns';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

const PAGE = 100;

/** Every candidate of the campaign who answered "interested" (up to its 500), page by page. */
async function interestedIds(campaignId: number): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const res = await call(emailCampaignsEndpoints.byId, {
      params: { id: campaignId },
      query: { answer: 'interested', page, page_size: PAGE },
    });
    for (const r of res.data.data) if (r.candidate_id != null) ids.push(r.candidate_id);
    if (page * PAGE >= res.data.meta.total || res.data.data.length === 0) return ids;
  }
}

/** Puts the interested ones into a folder, in the folder API's batches; says how many were added. */
async function addInterested(input: { campaignId: number; folderId: number }) {
  const ids = await interestedIds(input.campaignId);
  let added = 0;
  for (let at = 0; at < ids.length; at += FOLDER_LIMITS.bulk) {
    const res = await call(cvFoldersEndpoints.createCandidates, {
      params: { id: input.folderId },
      body: {
        candidate_ids: ids.slice(at, at + FOLDER_LIMITS.bulk),
      },
    });
    added += res.data.data.added;
  }
  const already = ids.length - added;
  return {
    message:
      `${added} candidate${added === 1 ? '' : 's'} added to the folder.` +
      (already > 0 ? ` ${already} ${already === 1 ? 'was' : 'were'} in it already.` : ''),
  };
}

export function useAddInterestedToFolder() {
  return useApiMutation({ mutationFn: addInterested, refresh: [queryKeys.cvFolders.all()] });
}
