import type { Locale } from '@portal/contract/locale';
import type { NewsletterIssue, NewsletterPreview } from '@portal/contract/subscription';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../core/db/client';
import { jobLink } from '../../core/lib/job-link';
import { listHeaders } from '../../platform/mail/list-headers';
import { enqueueMail } from '../../platform/mail/outbox-repository';
import { newsHref, newsPublishedBetween } from '../news';
import { type IssueContent, type IssueUrls, issueCounts, issueMail } from './issue-mail';
import {
  countMailable,
  insertIssue,
  mailableRecipients,
  recentIssues,
  setIssueRecipients,
  weeksJobs,
} from './repository';
import { currentSendAt, isoWeek, issueDue, nextSendAt, windowOf } from './schedule';
import { encodeIssueSubject, issueSubjectIn } from './stored-subject';
import { type SubscriptionDeps, tidyPending, unsubscribeUrls } from './subscriptions';

/** Jobs an issue lists; beyond them it links to the search. */
const MAX_JOBS = 60;

export type WeeklyDeps = SubscriptionDeps & { log: FastifyBaseLogger };

/** The week's new open jobs (with their category and employer) and the week's published news. */
export async function issueContent(db: Db, { from, to }: { from: Date; to: Date }): Promise<IssueContent> {
  const [jobs, news] = await Promise.all([
    weeksJobs(db, from, to, MAX_JOBS),
    newsPublishedBetween(db, from, to),
  ]);
  return {
    jobs: jobs.map((j) => ({
      id: Number(j.id),
      title: j.title,
      titleAr: j.title_ar,
      employer: j.employer,
      category: j.category ?? '',
      categoryAr: j.category_ar,
    })),
    moreJobs: Math.max(0, Number(jobs[0]?.total ?? 0) - jobs.length),
    news: news.map((n) => ({
      slug: n.slug,
      title: n.title,
      summary: n.summary,
      titleAr: n.titleAr,
      summaryAr: n.summaryAr,
    })),
  };
}

const urlsFor = (publicUrl: string, unsubscribe: string): IssueUrls => ({
  job: (id) => jobLink(publicUrl, id, 'job_news'),
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
    const counts = issueCounts(content);
    const issue = await insertIssue(tx, { week, subject: encodeIssueSubject(counts), ...counts });
    if (!issue) return null;
    if (!hasContent) return 0;
    const recipients = await mailableRecipients(tx);
    const mails = recipients.map((r) => {
      const { oneClick, page } = unsubscribeUrls(deps.secret, deps.publicUrl, r.id);
      return {
        to: r.email,
        // The worker checks the subscription again when it sends: an unsubscribe in between wins.
        category: 'weekly_news' as const,
        // In the subscriber's language; the links open the pages in it (issueMail).
        ...issueMail(content, urlsFor(deps.publicUrl, page), r.locale),
        headers: listHeaders(oneClick, { id: 'weekly-job-news', name: 'Weekly Job News' }, deps.publicUrl),
      };
    });
    for (let i = 0; i < mails.length; i += 500) await enqueueMail(tx, mails.slice(i, i + 500));
    await setIssueRecipients(tx, issue.id, mails.length);
    return mails.length;
  });
  if (sent) deps.notifyMail();
  return sent;
}

/**
 * One pass of the weekly task: pending addresses tidied, then the week's issue if it is due for a
 * worker that started at `startedAt` (schedule.ts, issueDue).
 */
export async function weeklyPass(deps: WeeklyDeps, startedAt: Date, now = new Date()) {
  const tidy = await tidyPending(deps);
  const mailed = issueDue(now, startedAt) ? await sendWeeklyIssue(deps, now) : null;
  if (tidy.mailed || tidy.purged || mailed)
    deps.log.info({ ...tidy, issue_recipients: mailed }, 'weekly job news pass');
}

/** The issues sent, newest first, each subject in the reader's language. */
export async function listIssues(db: Db, locale: Locale = 'en'): Promise<NewsletterIssue[]> {
  const rows = await recentIssues(db, 104);
  return rows.map((r) => ({
    id: r.id,
    week: r.week,
    subject: issueSubjectIn(r.subject, locale),
    jobs: r.jobs,
    news: r.news,
    recipients: r.recipients,
    sent_at: r.sentAt.toISOString(),
  }));
}

/** The next issue as it would go out now to a reader of `locale` (its unsubscribe link is a sample). */
export async function previewIssue(
  deps: SubscriptionDeps,
  now = new Date(),
  locale: Locale = 'en',
): Promise<NewsletterPreview> {
  const [content, recipients] = await Promise.all([
    // The jobs and news since the last send time: what next week's issue holds so far.
    issueContent(deps.db, { from: currentSendAt(now), to: now }),
    countMailable(deps.db),
  ]);
  const mail = issueMail(
    content,
    urlsFor(deps.publicUrl, `${deps.publicUrl}/unauth/subscription/unsubscribe`),
    locale,
  );
  return {
    subject: mail.subject,
    html: mail.html,
    jobs: content.jobs.length + content.moreJobs,
    news: content.news.length,
    recipients,
    next_send_at: nextSendAt(now).toISOString(),
  };
}
