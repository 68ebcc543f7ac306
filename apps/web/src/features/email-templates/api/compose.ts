import { emailTemplatesEndpoints } from '@portal/contract/endpoints/email-templates';
import { jobsEndpoints } from '@portal/contract/endpoints/jobs';
import type { Envelope } from '@portal/contract/envelope';
import type { JobListResponse } from '@portal/contract/jobs';
import type {
  RecipientPreview,
  RecipientSourceInput,
  SendCampaignRequest,
  SendResult,
} from '@portal/contract/recruiter-email';
import { useMutation, useQuery } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

/** The organisation's published jobs, for "applicants of" and "attach a job". */
export async function listOwnPublishedJobs(): Promise<JobListResponse> {
  const res = await call(jobsEndpoints.list, {
    query: { status: 'published', page_size: 100, sort: 'updated' },
  });
  return res.data;
}

export function useOwnPublishedJobs() {
  return useQuery({
    queryKey: queryKeys.manageJobs.list({ status: 'published', page_size: 100 }),
    queryFn: listOwnPublishedJobs,
  });
}

export async function resolveRecipients(recipients: RecipientSourceInput): Promise<RecipientPreview[]> {
  const res = await call(emailTemplatesEndpoints.recipients, { body: { recipients } });
  return res.data.data;
}

/** Who the chosen source reaches, and who would be skipped (asked on demand). */
export const useResolveRecipients = () => useMutation({ mutationFn: resolveRecipients });

export async function sendCampaign(body: SendCampaignRequest): Promise<Envelope<SendResult>> {
  const res = await call(emailTemplatesEndpoints.send, { body });
  return res.data;
}

export function useSendCampaign() {
  return useApiMutation({
    mutationFn: sendCampaign,
    refresh: [queryKeys.emailCampaigns.all()],
    redirect: (res) => `${paths.management.emailResponses.href()}?campaign=${res.data.campaign_id}`,
  });
}
