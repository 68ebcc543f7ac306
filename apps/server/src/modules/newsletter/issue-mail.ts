import type { Locale } from '@portal/contract/locale';
import { escapeHtml } from '../../core/lib/sanitize';
import { localeUrl, type MailContent, mailHtmlOpen } from '../../platform/mail/templates';
import { catalogue as c_ } from './i18n';
import { type IssueCounts, issueSubject } from './stored-subject';

/** A job of the issue: its title and category in English, and in Arabic where they have it. */
export type IssueJob = {
  id: number;
  title: string;
  titleAr?: string | null;
  employer: string;
  category: string;
  categoryAr?: string | null;
};
export type IssueNews = {
  slug: string;
  title: string;
  summary: string;
  titleAr?: string | null;
  summaryAr?: string | null;
};
export type IssueContent = { jobs: IssueJob[]; moreJobs: number; news: IssueNews[] };
export type IssueUrls = {
  job: (id: number) => string;
  news: (slug: string) => string;
  allJobs: string;
  allNews: string;
  unsubscribe: string;
};

/** The Arabic text when the reader reads Arabic and the record has it, else the English. */
const pick = (locale: Locale, en: string, ar?: string | null) => (locale === 'ar' && ar ? ar : en);

/** Jobs by category (named in the reader's language), the categories with most jobs first, "Other roles" last. */
export function byCategory(jobs: IssueJob[], locale: Locale = 'en'): [string, IssueJob[]][] {
  const other = c_.t(locale, 'issue.otherRoles');
  const groups = new Map<string, IssueJob[]>();
  for (const j of jobs) {
    const cat = j.category ? pick(locale, j.category, j.categoryAr) : other;
    groups.set(cat, [...(groups.get(cat) ?? []), j]);
  }
  return [...groups].sort(
    ([a, x], [b, y]) =>
      Number(a === other) - Number(b === other) || y.length - x.length || a.localeCompare(b, locale),
  );
}

/** How many jobs and news articles an issue lists (its subject says so). */
export const issueCounts = (c: IssueContent): IssueCounts => ({
  jobs: c.jobs.length + c.moreJobs,
  news: c.news.length,
});

/**
 * The weekly issue in the subscriber's language: jobs grouped by category with links, the week's
 * news, and a visible unsubscribe link. Titles and summaries are Arabic where the record has them.
 */
export function issueMail(c: IssueContent, urls: IssueUrls, locale: Locale = 'en'): MailContent {
  const t = (key: Parameters<typeof c_.t>[1], values?: Parameters<typeof c_.t>[2]) =>
    c_.t(locale, key, values);
  const url = (u: string) => localeUrl(u, locale);
  const subject = issueSubject(issueCounts(c), locale);
  const groups = byCategory(c.jobs, locale);
  const title = (j: IssueJob) => pick(locale, j.title, j.titleAr);
  const news = c.news.map((n) => ({
    slug: n.slug,
    title: pick(locale, n.title, n.titleAr),
    summary: pick(locale, n.summary, n.titleAr ? n.summaryAr : null),
  }));
  const text = [
    t('issue.heading'),
    ...groups.map(
      ([cat, jobs]) =>
        `${cat}\n${jobs.map((j) => `- ${title(j)} (${j.employer}): ${url(urls.job(j.id))}`).join('\n')}`,
    ),
    ...(c.moreJobs > 0 ? [t('issue.moreText', { count: c.moreJobs, url: url(urls.allJobs) })] : []),
    ...(news.length
      ? [`${t('issue.news')}\n${news.map((n) => `- ${n.title}: ${url(urls.news(n.slug))}`).join('\n')}`]
      : []),
    `${t('issue.why')} ${t('issue.unsubscribeText', { url: url(urls.unsubscribe) })}`,
    t('issue.signoff'),
  ].join('\n\n');
  const a = (href: string, label: string, style = 'color:#0e7bab') =>
    `<a href="${escapeHtml(url(href))}" style="${style}">${escapeHtml(label)}</a>`;
  const jobHtml = groups
    .map(
      ([cat, jobs]) =>
        `<h3 style="margin:18px 0 6px;font-size:15px">${escapeHtml(cat)}</h3><ul style="padding-inline-start:18px;margin:0">${jobs
          .map(
            (j) =>
              `<li style="margin:0 0 6px">${a(urls.job(j.id), title(j))} <span style="color:#4b5563">· ${escapeHtml(j.employer)}</span></li>`,
          )
          .join('')}</ul>`,
    )
    .join('\n');
  const newsHtml = news.length
    ? `<h2 style="font-size:18px;margin-top:24px">${escapeHtml(t('issue.news'))}</h2>${news
        .map(
          (n) =>
            `<p style="margin:0 0 12px"><strong>${a(urls.news(n.slug), n.title)}</strong><br><span style="color:#4b5563">${escapeHtml(n.summary)}</span></p>`,
        )
        .join('')}<p>${a(urls.allNews, t('issue.allNews'))}</p>`
    : '';
  const html = `<!doctype html>${mailHtmlOpen(locale)}<body style="font-family:Arial,sans-serif;color:#1f2937">
<h1 style="font-size:20px">${escapeHtml(t('issue.heading'))}</h1>
${c.jobs.length ? `<h2 style="font-size:18px">${escapeHtml(t('issue.newJobs'))}</h2>${jobHtml}` : `<p>${escapeHtml(t('issue.noJobs'))}</p>`}
${c.moreJobs > 0 ? `<p>${a(urls.allJobs, t('issue.moreLink', { count: c.moreJobs }))}</p>` : ''}
${newsHtml}
<p style="color:#6b7280;font-size:13px;margin-top:28px">${escapeHtml(t('issue.why'))} ${a(urls.unsubscribe, t('issue.unsubscribe'), 'color:#6b7280')}</p>
<p style="color:#6b7280">${escapeHtml(t('issue.signoff'))}</p>
</body></html>`;
  return { subject, text, html };
}
