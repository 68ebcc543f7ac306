import type { Locale } from '@portal/contract/locale';
import {
  type CampaignRecipient,
  type CampaignRecipientsQuery,
  type CampaignSummary,
  EMAIL_RESPONSES,
  type EmailResponseAnswer,
} from '@portal/contract/recruiter-email';
import type { Db } from '../../core/db/client';
import { AppError } from '../../core/lib/app-error';
import { toCsv } from '../../core/lib/csv';
import type { Caller } from '../../platform/tenancy/scope';
import {
  allRecipients,
  type CampaignRecipientRow,
  type CampaignRow,
  findCampaign,
  listCampaigns,
  listRecipients,
  recipientCounts,
} from './campaigns-repository';
import { catalogue } from './i18n';
import { sourceIn } from './source-text';

const NOT_FOUND = catalogue.text('errors.campaign_not_found');

type Counts = CampaignSummary['counts'] & { answers: Record<EmailResponseAnswer, number> };

async function countsOf(db: Db, ids: number[]): Promise<Map<number, Counts>> {
  const map = new Map<number, Counts>();
  if (ids.length === 0) return map;
  const rows = await recipientCounts(db, ids);
  for (const id of ids)
    map.set(id, {
      recipients: 0,
      queued: 0,
      sent: 0,
      failed: 0,
      skipped: 0,
      responded: 0,
      answers: Object.fromEntries(EMAIL_RESPONSES.map((a) => [a, 0])) as Record<EmailResponseAnswer, number>,
    });
  for (const r of rows) {
    const c = map.get(r.campaignId);
    if (!c) continue;
    c.recipients += r.n;
    c[r.status] += r.n;
    if (r.answer) {
      c.responded += r.n;
      c.answers[r.answer] += r.n;
    }
  }
  return map;
}

/** The organisation's campaigns and their recipients; never another organisation's (404). */
export function createCampaignService(db: Db) {
  const summaries = async (rows: CampaignRow[], locale: Locale): Promise<CampaignSummary[]> => {
    const counts = await countsOf(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => {
      const { answers, ...c } = counts.get(r.id) as Counts;
      return {
        id: r.id,
        name: r.name,
        subject: r.subject,
        source: sourceIn(r.source, locale),
        job: r.jobId != null && r.jobTitle != null ? { id: r.jobId, title: r.jobTitle } : null,
        sender: r.senderFirst != null ? `${r.senderFirst} ${r.senderLast ?? ''}`.trim() : null,
        created_at: r.createdAt.toISOString(),
        counts: c,
        answers,
      };
    });
  };
  async function get(caller: Caller, id: number, locale: Locale = 'en'): Promise<CampaignSummary> {
    const rows = await findCampaign(db, caller, id);
    if (rows.length === 0) throw AppError.notFound(NOT_FOUND);
    return (await summaries(rows, locale))[0] as CampaignSummary;
  }

  const toRecipient = (r: CampaignRecipientRow, locale: Locale = 'en'): CampaignRecipient => ({
    id: r.id,
    candidate_id: r.candidate_id,
    name: r.name,
    email: r.email,
    status: r.status,
    reason: r.skip
      ? catalogue.t(locale, 'skip.reason', { reason: r.skip })
      : r.status === 'failed'
        ? r.error
        : null,
    answer: r.answer,
    responded_at: r.respondedAt?.toISOString() ?? null,
  });

  return {
    async list(caller: Caller, q: { page: number; page_size: number }, locale: Locale = 'en') {
      const { rows, total } = await listCampaigns(db, caller, q);
      return { data: await summaries(rows, locale), total };
    },
    get,
    async recipients(caller: Caller, id: number, q: CampaignRecipientsQuery, locale: Locale = 'en') {
      const campaign = await get(caller, id, locale);
      const { rows, total } = await listRecipients(db, id, q);
      return { campaign, data: rows.map((r) => toRecipient(r, locale)), total };
    },
    /** Every recipient (filtered as the page is) as CSV. */
    async csv(caller: Caller, id: number, q: Partial<CampaignRecipientsQuery>, locale: Locale = 'en') {
      await get(caller, id);
      const rows = await allRecipients(db, id, q);
      return toCsv([
        [
          catalogue.t(locale, 'csv.name'),
          catalogue.t(locale, 'csv.email'),
          catalogue.t(locale, 'csv.status'),
          catalogue.t(locale, 'csv.reason'),
          catalogue.t(locale, 'csv.answer'),
          catalogue.t(locale, 'csv.answeredAt'),
        ],
        ...rows
          .map((r) => toRecipient(r, locale))
          .map((r) => [
            r.name,
            r.email,
            catalogue.t(locale, 'csv.statusValue', { status: r.status }),
            r.reason,
            r.answer ? catalogue.t(locale, 'answer.label', { answer: r.answer }) : '',
            r.responded_at,
          ]),
      ]);
    },
  };
}
