import { EMAIL_RESPONSES, type EmailResponseAnswer } from '@portal/contract/recruiter-email';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../core/db/client';
import type { ReportFilters, ReportScope } from './definition';
import { periodBounds } from './period';

export type CampaignFigures = {
  id: number;
  name: string;
  sent_on: string;
  mailed: number;
  answered: number;
} & Record<EmailResponseAnswer, number>;

/**
 * The organisation's campaigns sent in the period (by sender, or for a job), oldest first: the mails
 * that went out (recipients not skipped) and the recipients who answered, per answer. Reads the
 * campaigns by (organisation, time) and each one's recipients by campaign.
 */
export function campaignRows(db: Db, scope: ReportScope, f: ReportFilters) {
  const { start, end } = periodBounds(f, scope.timeZone);
  const perAnswer = EMAIL_RESPONSES.map(
    (a) => sql`, count(r.id) filter (where r.response = ${a}) as ${sql.identifier(a)}`,
  );
  return queryRows<CampaignFigures>(
    db,
    sql`select c.id, c.name, to_char(c.created_at at time zone ${scope.timeZone}, 'YYYY-MM-DD') as sent_on,
          count(r.id) filter (where r.outbox_id is not null) as mailed,
          count(r.id) filter (where r.response is not null) as answered ${sql.join(perAnswer, sql``)}
        from email_campaigns c left join email_campaign_recipients r on r.campaign_id = c.id
        where c.client_id = ${scope.clientId} and c.created_at >= ${start.toISOString()}::timestamptz and c.created_at < ${end.toISOString()}::timestamptz
          ${f.memberId ? sql`and c.sender_id = ${f.memberId}` : sql``} ${f.jobId ? sql`and c.job_id = ${f.jobId}` : sql``}
        group by c.id order by c.created_at desc, c.id desc`,
  );
}
