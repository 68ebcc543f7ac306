import { escapeHtml } from '../../core/lib/sanitize';
import type { MailContent } from '../../platform/mail/templates';

export type IssueJob = { id: number; title: string; employer: string; category: string };
export type IssueNews = { slug: string; title: string; summary: string };
export type IssueContent = { jobs: IssueJob[]; moreJobs: number; news: IssueNews[] };
export type IssueUrls = {
  job: (id: number) => string;
  news: (slug: string) => string;
  allJobs: string;
  allNews: string;
  unsubscribe: string;
};

const OTHER = 'Other roles';

/** Jobs by category, the categories with most jobs first, "Other roles" last. */
export function byCategory(jobs: IssueJob[]): [string, IssueJob[]][] {
  const groups = new Map<string, IssueJob[]>();
  for (const j of jobs) groups.set(j.category || OTHER, [...(groups.get(j.category || OTHER) ?? []), j]);
  return [...groups].sort(
    ([a, x], [b, y]) =>
      Number(a === OTHER) - Number(b === OTHER) || y.length - x.length || a.localeCompare(b),
  );
}

export const issueSubject = (c: IssueContent) => {
  const n = c.jobs.length + c.moreJobs;
  return `Weekly job news: ${n} new logistics job${n === 1 ? '' : 's'}${c.news.length ? ` and ${c.news.length} news article${c.news.length === 1 ? '' : 's'}` : ''}`;
};

/** The weekly issue: jobs grouped by category with links, the week's news, and a visible unsubscribe link. */
export function issueMail(c: IssueContent, urls: IssueUrls): MailContent {
  const subject = issueSubject(c);
  const groups = byCategory(c.jobs);
  const text = [
    'This week on Logistics Jobs',
    ...groups.map(
      ([cat, jobs]) =>
        `${cat}\n${jobs.map((j) => `- ${j.title} (${j.employer}): ${urls.job(j.id)}`).join('\n')}`,
    ),
    ...(c.moreJobs > 0 ? [`And ${c.moreJobs} more: ${urls.allJobs}`] : []),
    ...(c.news.length
      ? [`Logistics news\n${c.news.map((n) => `- ${n.title}: ${urls.news(n.slug)}`).join('\n')}`]
      : []),
    `You receive this because you confirmed your subscription to the weekly job news. Unsubscribe: ${urls.unsubscribe}`,
    '— Logistics Jobs',
  ].join('\n\n');
  const a = (href: string, label: string, style = 'color:#0e7bab') =>
    `<a href="${escapeHtml(href)}" style="${style}">${escapeHtml(label)}</a>`;
  const jobHtml = groups
    .map(
      ([cat, jobs]) =>
        `<h3 style="margin:18px 0 6px;font-size:15px">${escapeHtml(cat)}</h3><ul style="padding-left:18px;margin:0">${jobs
          .map(
            (j) =>
              `<li style="margin:0 0 6px">${a(urls.job(j.id), j.title)} <span style="color:#4b5563">· ${escapeHtml(j.employer)}</span></li>`,
          )
          .join('')}</ul>`,
    )
    .join('\n');
  const newsHtml = c.news.length
    ? `<h2 style="font-size:18px;margin-top:24px">Logistics news</h2>${c.news
        .map(
          (n) =>
            `<p style="margin:0 0 12px"><strong>${a(urls.news(n.slug), n.title)}</strong><br><span style="color:#4b5563">${escapeHtml(n.summary)}</span></p>`,
        )
        .join('')}<p>${a(urls.allNews, 'All news')}</p>`
    : '';
  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;color:#1f2937">
<h1 style="font-size:20px">This week on Logistics Jobs</h1>
${c.jobs.length ? `<h2 style="font-size:18px">New jobs</h2>${jobHtml}` : '<p>No new jobs were published this week.</p>'}
${c.moreJobs > 0 ? `<p>${a(urls.allJobs, `And ${c.moreJobs} more new jobs`)}</p>` : ''}
${newsHtml}
<p style="color:#6b7280;font-size:13px;margin-top:28px">You receive this because you confirmed your subscription to the weekly job news. ${a(urls.unsubscribe, 'Unsubscribe', 'color:#6b7280')}</p>
<p style="color:#6b7280">— Logistics Jobs</p>
</body></html>`;
  return { subject, text, html };
}
