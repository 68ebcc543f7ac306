import { emailCampaignsEndpoints } from '@portal/contract/endpoints/email-campaigns';
import type { ListEnvelope, PageMeta } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import type {
  CampaignRecipient,
  CampaignRecipientsQuery,
  CampaignSummary,
} from '@portal/contract/recruiter-email';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

export async function listCampaigns(page: number): Promise<ListEnvelope<CampaignSummary>> {
  const res = await call(emailCampaignsEndpoints.list, { query: { page, page_size: 20 } });
  return res.data;
}

export function useCampaigns(page: number) {
  return useQuery({
    queryKey: queryKeys.emailCampaigns.list(page),
    queryFn: () => listCampaigns(page),
    placeholderData: keepPreviousData,
  });
}

export type CampaignPage = { campaign: CampaignSummary; data: CampaignRecipient[]; meta: PageMeta };
export type RecipientFilter = Pick<CampaignRecipientsQuery, 'answer' | 'status'> & { page: number };

const cleaned = (filter: Partial<RecipientFilter>) =>
  Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined));

export async function getCampaign(id: number, filter: RecipientFilter): Promise<CampaignPage> {
  const res = await call(emailCampaignsEndpoints.byId, {
    params: { id },
    query: { ...cleaned(filter), page_size: 50 },
  });
  return res.data;
}

export function useCampaign(id: number, filter: RecipientFilter) {
  return useQuery({
    queryKey: queryKeys.emailCampaigns.detail(id, filter),
    queryFn: () => getCampaign(id, filter),
    placeholderData: keepPreviousData,
  });
}

/** The export's path with the page's filters, for downloadAttachment. */
export const campaignCsvPath = (id: number, filter: Partial<RecipientFilter>) => {
  const { page: _page, ...rest } = filter;
  const query = new URLSearchParams(cleaned(rest) as Record<string, string>).toString();
  return `${API.emailCampaigns.export(id)}${query ? `?${query}` : ''}`;
};
