import type { JobHit } from '@portal/contract/jobs';
import { intlLocale, type Locale } from '@portal/contract/locale';
import { escapeHtml } from '../../core/lib/sanitize';
import { hello, localeUrl, type MailContent, mailHtmlOpen, titleIn } from '../../platform/mail/templates';
import { catalogue as c_ } from './i18n';

export type DigestMailInput = {
  firstName: string;
  alertName: string;
  jobs: JobHit[];
  /** Matches beyond those listed (the digest lists at most a page). */
  more: number;
  /** The candidate's language (`users.locale`): the mail's words, the jobs' titles and places. */
  locale?: Locale;
  urls: {
    job: (id: number) => string;
    search: string;
    manage: string;
    unsubscribe: string;
    /** The candidate's mail preferences, and the one-click page that pauses every alert. */
    preferences: string;
    pauseAll: string;
  };
};

/** A master item's name in the reader's language: its Arabic name when it has one. */
const nameIn = (locale: Locale, item: { name: string; name_ar?: string | null }) =>
  locale === 'ar' && item.name_ar ? item.name_ar : item.name;

const placeOf = (job: JobHit, locale: Locale) =>
  job.locations
    .map((l) =>
      [l.city ? nameIn(locale, l.city) : null, nameIn(locale, l.state ?? l.country)]
        .filter(Boolean)
        .join(locale === 'ar' ? '، ' : ', '),
    )
    .join(' · ');

function salaryOf(job: JobHit, locale: Locale): string | null {
  const one = job.salary_max ?? job.salary_min;
  if (!job.salary_visible || one == null) return null;
  const money = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 0 });
  const amount =
    job.salary_min != null && job.salary_max != null && job.salary_min !== job.salary_max
      ? money.formatRange(job.salary_min, job.salary_max)
      : money.format(one);
  return c_
    .t(locale, 'digest.salary', { currency: job.salary_currency, amount, period: job.salary_period })
    .trim();
}

const employerOf = (job: JobHit) => job.client_company_name || job.employer.name;

/**
 * The digest in the candidate's language: every job's title (Arabic where the job has one) links
 * to its public page; the footer manages and unsubscribes. Arabic mails link to the /ar pages.
 */
export function digestMail(input: DigestMailInput): MailContent {
  const locale = input.locale ?? 'en';
  const t = (key: Parameters<typeof c_.t>[1], values?: Parameters<typeof c_.t>[2]) =>
    c_.t(locale, key, values);
  const url = (u: string) => localeUrl(u, locale);
  const n = input.jobs.length + input.more;
  const subject = t('digest.subject', { count: n, alert: input.alertName });
  const intro = t('digest.intro', { count: n, alert: input.alertName });
  const greeting = hello(locale, input.firstName);
  const title = (job: JobHit) => titleIn(locale, { title: job.title, titleAr: job.title_ar });
  const lines = (job: JobHit) =>
    [employerOf(job), placeOf(job, locale), salaryOf(job, locale)].filter(Boolean).join(' · ');
  const linkText = (label: string, href: string) => t('digest.linkText', { label, url: url(href) });

  const text = [
    greeting,
    intro,
    ...input.jobs.map((job) => `${title(job)}\n${lines(job)}\n${url(input.urls.job(job.id))}`),
    ...(input.more > 0 ? [t('digest.moreText', { count: input.more, url: url(input.urls.search) })] : []),
    linkText(t('digest.manage'), input.urls.manage),
    linkText(t('digest.stop'), input.urls.unsubscribe),
    linkText(t('digest.pauseAll'), input.urls.pauseAll),
    linkText(t('digest.choose'), input.urls.preferences),
    t('digest.signoff'),
  ].join('\n\n');

  const link = (href: string, label: string, style = 'color:#0e7bab') =>
    `<a href="${escapeHtml(url(href))}" style="${style}">${escapeHtml(label)}</a>`;
  const items = input.jobs
    .map(
      (job) =>
        `<li style="margin:0 0 14px"><strong>${link(input.urls.job(job.id), title(job))}</strong><br><span style="color:#4b5563">${escapeHtml(lines(job))}</span></li>`,
    )
    .join('\n');
  const html = `<!doctype html>${mailHtmlOpen(locale)}<body style="font-family:Arial,sans-serif;color:#1f2937">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<ul style="padding-inline-start:18px">${items}</ul>
${input.more > 0 ? `<p>${link(input.urls.search, t('digest.moreLink', { count: input.more }))}</p>` : ''}
<p>${link(input.urls.manage, t('digest.manage'), 'background:#1CA3DC;color:#fff;padding:10px 18px;border-radius:999px;text-decoration:none')}</p>
<p style="color:#6b7280;font-size:13px">${escapeHtml(t('digest.why'))} ${link(input.urls.unsubscribe, t('digest.stop'), 'color:#6b7280')} · ${link(input.urls.pauseAll, t('digest.pauseAll'), 'color:#6b7280')} · ${link(input.urls.preferences, t('digest.preferences'), 'color:#6b7280')}</p>
<p style="color:#6b7280">${escapeHtml(t('digest.signoff'))}</p>
</body></html>`;
  return { subject, text, html };
}
