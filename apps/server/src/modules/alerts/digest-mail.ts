import type { JobHit } from '@portal/contract/jobs';
import { escapeHtml } from '../../core/lib/sanitize';
import type { MailContent } from '../../platform/mail/templates';

export type DigestMailInput = {
  firstName: string;
  alertName: string;
  jobs: JobHit[];
  /** Matches beyond those listed (the digest lists at most a page). */
  more: number;
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

const placeOf = (job: JobHit) =>
  job.locations
    .map((l) => [l.city?.name, l.state?.name ?? l.country.name].filter(Boolean).join(', '))
    .join(' · ');

const money = (n: number) => n.toLocaleString('en-US');
const PERIOD = { MONTH: 'a month', YEAR: 'a year', HOUR: 'an hour', DAY: 'a day', WEEK: 'a week' } as const;

function salaryOf(job: JobHit): string | null {
  const one = job.salary_max ?? job.salary_min;
  if (!job.salary_visible || one == null) return null;
  const range =
    job.salary_min != null && job.salary_max != null && job.salary_min !== job.salary_max
      ? `${money(job.salary_min)}–${money(job.salary_max)}`
      : money(one);
  return `${job.salary_currency} ${range} ${PERIOD[job.salary_period]}`;
}

const employerOf = (job: JobHit) => job.client_company_name || job.employer.name;

/** The digest: every job's title links to its public page; the footer manages and unsubscribes. */
export function digestMail(input: DigestMailInput): MailContent {
  const n = input.jobs.length + input.more;
  const subject = `${n} new job${n === 1 ? '' : 's'} for “${input.alertName}”`;
  const intro = `${n} new job${n === 1 ? ' matches' : 's match'} your alert “${input.alertName}”.`;
  const lines = (job: JobHit) => [employerOf(job), placeOf(job), salaryOf(job)].filter(Boolean).join(' · ');

  const text = [
    `Hello ${input.firstName},`,
    intro,
    ...input.jobs.map((job) => `${job.title}\n${lines(job)}\n${input.urls.job(job.id)}`),
    ...(input.more > 0 ? [`And ${input.more} more: ${input.urls.search}`] : []),
    `Manage alerts: ${input.urls.manage}`,
    `Stop this alert: ${input.urls.unsubscribe}`,
    `Pause all job alerts: ${input.urls.pauseAll}`,
    `Choose which mails you get: ${input.urls.preferences}`,
    '— Logistics Jobs',
  ].join('\n\n');

  const link = (href: string, label: string, style = 'color:#0e7bab') =>
    `<a href="${escapeHtml(href)}" style="${style}">${escapeHtml(label)}</a>`;
  const items = input.jobs
    .map(
      (job) =>
        `<li style="margin:0 0 14px"><strong>${link(input.urls.job(job.id), job.title)}</strong><br><span style="color:#4b5563">${escapeHtml(lines(job))}</span></li>`,
    )
    .join('\n');
  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;color:#1f2937">
<p>${escapeHtml(`Hello ${input.firstName},`)}</p>
<p>${escapeHtml(intro)}</p>
<ul style="padding-left:18px">${items}</ul>
${input.more > 0 ? `<p>${link(input.urls.search, `And ${input.more} more matching jobs`)}</p>` : ''}
<p>${link(input.urls.manage, 'Manage alerts', 'background:#1CA3DC;color:#fff;padding:10px 18px;border-radius:999px;text-decoration:none')}</p>
<p style="color:#6b7280;font-size:13px">You receive this because you created this job alert. ${link(input.urls.unsubscribe, 'Stop this alert', 'color:#6b7280')} · ${link(input.urls.pauseAll, 'Pause all job alerts', 'color:#6b7280')} · ${link(input.urls.preferences, 'Mail preferences', 'color:#6b7280')}</p>
<p style="color:#6b7280">— Logistics Jobs</p>
</body></html>`;
  return { subject, text, html };
}
