import type { EndpointBody } from '@portal/contract/endpoints/endpoint';
import { fillPath } from '@portal/contract/endpoints/endpoint';
import { jobsEndpoints } from '@portal/contract/endpoints/jobs';
import { offersEndpoints } from '@portal/contract/endpoints/offers';
import type { OfferAnswer } from '@portal/contract/offers';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { downloadAttachment } from '@/lib/download';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

const e = offersEndpoints;
type TemplateBody = EndpointBody<typeof e.createTemplate>;
export type MakeOfferBody = EndpointBody<typeof e.create>;

export function useOfferTemplates(params: { q?: string; page?: number; page_size?: number } = {}) {
  return useQuery({
    queryKey: queryKeys.offers.templates(params),
    queryFn: async () => (await call(e.templates, { query: params })).data,
    placeholderData: keepPreviousData,
  });
}

export function useSaveOfferTemplate(id: number | null) {
  return useApiMutation({
    mutationFn: async (body: TemplateBody) =>
      (id === null
        ? await call(e.createTemplate, { body })
        : await call(e.updateTemplate, { params: { id }, body })
      ).data,
    refresh: [queryKeys.offers.all()],
    toastError: false,
  });
}

export function useDeleteOfferTemplate() {
  return useApiMutation({
    mutationFn: async (id: number) => (await call(e.removeTemplate, { params: { id } })).data,
    refresh: [queryKeys.offers.all()],
  });
}

export function useApplicationOffers(applicationId: number) {
  return useQuery({
    queryKey: queryKeys.offers.ofApplication(applicationId),
    queryFn: async () => (await call(e.ofApplication, { params: { id: applicationId } })).data.data,
  });
}

export function useMakeOffer(applicationId: number) {
  return useApiMutation({
    mutationFn: async (body: MakeOfferBody) =>
      (await call(e.create, { params: { id: applicationId }, body })).data,
    // The application moved to offered: its panel and the job's lists show it.
    refresh: [queryKeys.offers.all(), queryKeys.applicants.all()],
    toastError: false,
  });
}

export function useWithdrawOffer() {
  return useApiMutation({
    mutationFn: async (id: number) => (await call(e.withdraw, { params: { id } })).data,
    refresh: [queryKeys.offers.all()],
  });
}

/** The employer's answer to "All openings are filled - close the job?". */
export function useCloseJob() {
  return useApiMutation({
    mutationFn: async (jobId: number) => (await call(jobsEndpoints.close, { params: { id: jobId } })).data,
    refresh: [queryKeys.offers.all(), queryKeys.manageJobs.all()],
  });
}

export const downloadSentOffer = (id: number) =>
  downloadAttachment(fillPath(e.sentPdf.path, { id }), `offer-${id}.pdf`);
export const downloadMyOffer = (id: number) =>
  downloadAttachment(fillPath(e.minePdf.path, { id }), `offer-${id}.pdf`);
/** The signed link's PDF needs no session: a plain link downloads it. */
export const linkPdfHref = (token: string) => `/api/${e.linkPdf.path}?token=${encodeURIComponent(token)}`;

export function useMyOffers() {
  return useQuery({
    queryKey: queryKeys.offers.mine(),
    queryFn: async () => (await call(e.mine)).data.data,
  });
}

export function useAnswerMyOffer() {
  return useApiMutation({
    mutationFn: async ({ id, answer }: { id: number; answer: OfferAnswer['answer'] }) =>
      (await call(e.answer, { params: { id }, body: { answer } })).data,
    refresh: [queryKeys.offers.all()],
  });
}

export function useOfferByLink(token: string) {
  return useQuery({
    queryKey: queryKeys.offers.link(token),
    queryFn: async () => (await call(e.link, { query: { token } }, { variant: 'public' })).data.data,
    enabled: token !== '',
    retry: false,
  });
}

export function useAnswerByLink(token: string) {
  return useApiMutation({
    mutationFn: async (answer: OfferAnswer['answer']) =>
      (await call(e.linkAnswer, { body: { token, answer } }, { variant: 'public' })).data,
    refresh: [queryKeys.offers.all()],
  });
}
