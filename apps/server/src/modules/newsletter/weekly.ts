import type { NewsletterIssue, NewsletterPreview } from '@portal/contract/subscription';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, queryRows } from '../../core/db/client';
import { newsletterIssues, subscriptions } from '../../core/db/schema/subscriptions';
import { enqueueMail } from '../../platform/mail/outbox';
import { newsHref, newsPublishedBetween } from '../news';
import { type IssueContent, type IssueUrls, issueMail, issueSubject } from './issue-mail';
import { currentSendAt, isoWeek, nextSendAt, windowOf } from './schedule';
import { isMailable, type SubscriptionDeps, tidyPending, unsubscribeUrls } from './subscriptions';

/** Jobs an issue lists; beyond them it links to the search. */
const MAX_JOBS = 60;

export type WeeklyDeps = SubscriptionDeps & { log: FastifyBaseLogger };

/** The week's new open jobs (with their category and employer) and the week's published news. */
export async function issueContent(db: Db, { from, to }: { from: Date; to: Date }): Promise<IssueContent> {
  const [jobs, news] = await Promise.all([
    queryRows<{ id: number; title: string; employer: string; category: string | null; total: number }>(
      db,
      sql`select j.id, j.title, coalesce(nullif(j.client_company_name, ''), c.name) as employer,
                 fa.name as category, count(*) over ()::int as total
          from jobs j join clients c on c.id = j.client_id
          left join master_items fa on fa.id = j.functional_area_id
          where j.status = 'published' and (j.valid_through is null or j.valid_through > now())
            and j.published_at >= ${from.toISOString()} and j.published_at < ${to.toISOString()}
          order by j.published_at desc, j.id desc limit ${MAX_JOBS}`,
    ),
    newsPublishedBetween(db, from, to),
  ]);
  return {
    jobs: jobs.map((j) => ({
      id: Number(j.id),
      title: j.title,
      employer: j.employer,
      category: j.category ?? '',
    })),
    moreJobs: Math.max(0, Number(jobs[0]?.total ?? 0) - jobs.length),
    news: news.map((n) => ({ slug: n.slug, title: n.title, summary: n.summary })),
  };
}

const urlsFor = (publicUrl: string, unsubscribe: string): IssueUrls => ({
  job: (id) => `${publicUrl}/unauth/jobs/view/${id}`,
  news: (slug) => `${publicUrl}${newsHref(slug)}`,
  allJobs: `${publicUrl}/unauth/search-job?sort=date`,
  allNews: `${publicUrl}/unauth/logistics-news`,
  unsubscribe,
});

/**
 * This week's issue, if it has not gone out: the week's row is inserted first (a unique key), so a
 * second worker finds it taken and sends nothing; the mails to every confirmed subscriber are
 * written in the same transaction. A week with neither jobs nor news sends nothing but is recorded.
 * Returns the recipients mailed, or null when the week's issue was already taken.
 */
export async function sendWeeklyIssue(deps: WeeklyDeps, now = new Date()): Promise<number | null> {
  const week = isoWeek(currentSendAt(now));
  const content = await issueContent(deps.db, windowOf(now));
  const hasContent = content.jobs.length + content.news.length > 0;
  const sent = await deps.db.transaction(async (tx) => {
    const [issue] = await tx
      .insert(newsletterIssues)
      .values({
        week,
        subject: issueSubject(content),
        jobs: content.jobs.length + content.moreJobs,
        news: content.news.length,
      })
      .onConflictDoNothing()
      .returning({ id: newsletterIssues.id });
    if (!issue) return null;
    if (!hasContent) return 0;
    const recipients = await tx
      .select({ id: subscriptions.id, email: subscriptions.email })
      .from(subscriptions)
      .where(isMailable());
    const mails = recipients.map((r) => {
      const { oneClick, page } = unsubscribeUrls(deps.secret, deps.publicUrl, r.id);
      return {
        to: r.email,
        // The worker checks the subscription again when it sends: an unsubscribe in between wins.
        category: 'weekly_news' as const,
        ...issueMail(content, urlsFor(deps.publicUrl, page)),
        headers: {
          'List-Unsubscribe': `<${oneClick}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      };
    });
    for (let i = 0; i < mails.length; i += 500) await enqueueMail(tx, mails.slice(i, i + 500));
    await tx
      .update(newsletterIssues)
      .set({ recipients: mails.length })
      .where(eq(newsletterIssues.id, issue.id));
    return mails.length;
  });
  if (sent) deps.notifyMail();
  return sent;
}

/** One pass of the weekly task: pending addresses tidied, then the week's issue if it is due. */
export async function weeklyPass(deps: WeeklyDeps, now = new Date()) {
  const tidy = await tidyPending(deps);
  const mailed = await sendWeeklyIssue(deps, now);
  if (tidy.mailed || tidy.purged || mailed)
    deps.log.info({ ...tidy, issue_recipients: mailed }, 'weekly job news pass');
}

export async function listIssues(db: Db): Promise<NewsletterIssue[]> {
  const rows = await db.select().from(newsletterIssues).orderBy(desc(newsletterIssues.sentAt)).limit(104);
  return rows.map((r) => ({
    id: r.id,
    week: r.week,
    subject: r.subject,
    jobs: r.jobs,
    news: r.news,
    recipients: r.recipients,
    sent_at: r.sentAt.toISOString(),
  }));
}

/** The next issue as it would go out now (its unsubscribe link is a sample). */
export async function previewIssue(deps: SubscriptionDeps, now = new Date()): Promise<NewsletterPreview> {
  const [content, [recipients]] = await Promise.all([
    // The jobs and news since the last send time: what next week's issue holds so far.
    issueContent(deps.db, { from: currentSendAt(now), to: now }),
    deps.db.select({ n: count() }).from(subscriptions).where(isMailable()),
  ]);
  const mail = issueMail(
    content,
    urlsFor(deps.publicUrl, `${deps.publicUrl}/unauth/subscription/unsubscribe`),
  );
  return {
    subject: mail.subject,
    html: mail.html,
    jobs: content.jobs.length + content.moreJobs,
    news: content.news.length,
    recipients: recipients?.n ?? 0,
    next_send_at: nextSendAt(now).toISOString(),
  };
}
