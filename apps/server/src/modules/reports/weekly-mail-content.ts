import type { Locale } from '@portal/contract/locale';
import { intlLocale } from '@portal/contract/locale';
import type { ReportCell, ReportColumn, ReportResult } from '@portal/contract/reports';
import { escapeHtml } from '../../core/lib/sanitize';
import { hello, localeUrl, type MailContent, mailHtmlOpen } from '../../platform/mail/templates';
import { catalogue as c_ } from './i18n';

/** The reports the weekly mail summarises, each as the reports page shows it for the week. */
export type WeeklyFigures = {
  /** Its rows are per job with their applications: the best jobs are its top rows. */
  funnel: ReportResult;
  sources: ReportResult;
  /** Null while the server has no such report (the section is left out). */
  team: ReportResult | null;
};

export type WeeklyMailInput = {
  firstName: string;
  organisation: string;
  /** The week summarised: Monday to Sunday (YYYY-MM-DD), the organisation's days. */
  week: { from: string; to: string };
  figures: WeeklyFigures;
  reportsUrl: string;
  /** One click (no sign-in) turns the weekly mail off. */
  unsubscribeUrl: string;
  /** The recipient's language (`users.locale`): words, numbers and days. */
  locale?: Locale;
};

/** How many jobs "best jobs" lists. */
export const BEST_JOBS = 5;

const numberFormats = new Map<Locale, Intl.NumberFormat>();
const numberFormat = (locale: Locale) => {
  let f = numberFormats.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 1 });
    numberFormats.set(locale, f);
  }
  return f;
};

/**
 * The reports' own words in the reader's language. A report writes its column labels and a few
 * cells (the totals row, the portal's application sources) in English; the mail reads them from the
 * catalogue by the columns' stable keys and those cells' texts (anything unknown stays as written).
 */
const COLUMN = {
  job: 'weekly.col.job',
  applications: 'weekly.col.applications',
  applied: 'weekly.col.applied',
  shortlisted: 'weekly.col.shortlisted',
  interview: 'weekly.col.interview',
  offered: 'weekly.col.offered',
  hired: 'weekly.col.hired',
  to_shortlisted: 'weekly.col.to_shortlisted',
  to_interview: 'weekly.col.to_interview',
  to_offered: 'weekly.col.to_offered',
  to_hired: 'weekly.col.to_hired',
  source: 'weekly.col.source',
  share: 'weekly.col.share',
  progressed: 'weekly.col.progressed',
  member: 'weekly.col.member',
  jobs_posted: 'weekly.col.jobs_posted',
  status_moves: 'weekly.col.status_moves',
  interviews_held: 'weekly.col.interviews_held',
  mails_sent: 'weekly.col.mails_sent',
  candidates_added: 'weekly.col.candidates_added',
} as const;
const CELL = {
  Total: 'weekly.total',
  'Job search': 'weekly.source.search',
  'Job alert mail': 'weekly.source.alert',
  'Weekly job news': 'weekly.source.job_news',
  'Recruiter campaign': 'weekly.source.campaign',
  'CV database invitation': 'weekly.source.cv_invitation',
  'Company page': 'weekly.source.company_page',
  'Direct link': 'weekly.source.direct',
} as const;
const known = <M extends object>(map: M, key: string): key is Extract<keyof M, string> =>
  Object.hasOwn(map, key);
const columnLabel = (c: ReportColumn, locale: Locale) =>
  locale !== 'en' && known(COLUMN, c.key) ? c_.t(locale, COLUMN[c.key]) : c.label;

/** A cell as the reports page writes it: counts with separators, percent and days with one decimal. */
export function formatCell(value: ReportCell, kind: ReportColumn['kind'], locale: Locale = 'en'): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'string')
    return locale !== 'en' && known(CELL, value) ? c_.t(locale, CELL[value]) : value;
  const number = numberFormat(locale).format(value);
  if (kind === 'percent') return c_.t(locale, 'weekly.percent', { value: number });
  if (kind === 'days') return c_.t(locale, 'weekly.days', { value: number });
  return number;
}

const figureColumns = (r: ReportResult) => r.columns.filter((c) => c.kind !== 'text' && c.kind !== 'date');
const labelColumn = (r: ReportResult) =>
  r.columns.find((c) => c.key === r.chart.x) ?? r.columns.find((c) => c.kind === 'text') ?? r.columns[0];

/** The totals row as "label: value" pairs (every figure column); none when the report has no totals. */
export function totalsOf(r: ReportResult, locale: Locale = 'en'): { label: string; value: string }[] {
  const totals = r.totals;
  if (!totals) return [];
  return figureColumns(r).map((c) => ({
    label: columnLabel(c, locale),
    value: formatCell(totals[c.key] ?? null, c.kind, locale),
  }));
}

/** The rows as a small table: the label column and the figure columns, at most `limit` rows. */
export function tableOf(
  r: ReportResult,
  limit = 20,
  locale: Locale = 'en',
): { head: string[]; rows: string[][] } {
  const label = labelColumn(r);
  const figures = figureColumns(r);
  return {
    head: [label ? columnLabel(label, locale) : '', ...figures.map((c) => columnLabel(c, locale))],
    rows: r.rows
      .slice(0, limit)
      .map((row) => [
        label ? formatCell(row[label.key] ?? null, label.kind, locale) : '',
        ...figures.map((c) => formatCell(row[c.key] ?? null, c.kind, locale)),
      ]),
  };
}

/**
 * The jobs with the most applications in the week, from the funnel's per-job rows: its applications
 * column is the one keyed `applied` or `applications`, else its first count column.
 */
export function bestJobsOf(
  r: ReportResult,
  limit = BEST_JOBS,
  locale: Locale = 'en',
): { head: string[]; rows: string[][] } {
  const label = labelColumn(r);
  const count =
    r.columns.find((c) => c.key === 'applied' || c.key === 'applications') ??
    r.columns.find((c) => c.kind === 'count');
  if (!label || !count) return { head: [], rows: [] };
  const value = (row: ReportResult['rows'][number]) => Number(row[count.key] ?? 0);
  const rows = r.rows
    .filter((row) => value(row) > 0)
    .sort((a, b) => value(b) - value(a))
    .slice(0, limit);
  return {
    head: [columnLabel(label, locale), columnLabel(count, locale)],
    rows: rows.map((row) => [
      formatCell(row[label.key] ?? null, label.kind, locale),
      formatCell(value(row), 'count', locale),
    ]),
  };
}

const dayLabel = (d: string, locale: Locale) =>
  new Intl.DateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${d}T00:00:00Z`),
  );

type Section = {
  title: string;
  pairs?: { label: string; value: string }[];
  table?: { head: string[]; rows: string[][] };
};

function sectionsOf(f: WeeklyFigures, locale: Locale): Section[] {
  return [
    { title: c_.t(locale, 'weekly.funnel'), pairs: totalsOf(f.funnel, locale) },
    { title: c_.t(locale, 'weekly.sources'), table: tableOf(f.sources, 20, locale) },
    ...(f.team ? [{ title: c_.t(locale, 'weekly.team'), pairs: totalsOf(f.team, locale) }] : []),
    { title: c_.t(locale, 'weekly.bestJobs'), table: bestJobsOf(f.funnel, BEST_JOBS, locale) },
  ];
}

function sectionText(s: Section, empty: string): string {
  const lines =
    s.pairs !== undefined
      ? s.pairs.map((p) => `  ${p.label}: ${p.value}`)
      : (s.table?.rows ?? []).map((r) => `  ${r[0]}: ${r.slice(1).join(' · ')}`);
  return [s.title.toUpperCase(), ...(lines.length ? lines : [`  ${empty}`])].join('\n');
}

const cell = 'padding:4px 8px;border-bottom:1px solid #e5e7eb;text-align:start';
function sectionHtml(s: Section, empty: string): string {
  const title = `<h2 style="font-size:16px;margin:20px 0 6px">${escapeHtml(s.title)}</h2>`;
  if (s.pairs !== undefined) {
    if (!s.pairs.length) return `${title}<p>${escapeHtml(empty)}</p>`;
    const rows = s.pairs
      .map(
        (p) =>
          `<tr><th style="${cell};font-weight:normal">${escapeHtml(p.label)}</th><td style="${cell}">${escapeHtml(p.value)}</td></tr>`,
      )
      .join('');
    return `${title}<table style="border-collapse:collapse">${rows}</table>`;
  }
  const t = s.table ?? { head: [], rows: [] };
  if (!t.rows.length) return `${title}<p>${escapeHtml(empty)}</p>`;
  const head = t.head.map((h) => `<th style="${cell}">${escapeHtml(h)}</th>`).join('');
  const body = t.rows
    .map((r) => `<tr>${r.map((c) => `<td style="${cell}">${escapeHtml(c)}</td>`).join('')}</tr>`)
    .join('');
  return `${title}<table style="border-collapse:collapse"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

/** "23 Nov – 29 Nov 2026": the week as the subject names it, in the reader's language. */
export const weekLabel = (week: { from: string; to: string }, locale: Locale = 'en') =>
  `${c_.t(locale, 'weekly.week', { from: dayLabel(week.from, locale), to: dayLabel(week.to, locale) })} ${new Intl.NumberFormat(intlLocale(locale), { useGrouping: false }).format(Number(week.to.slice(0, 4)))}`;

/**
 * The weekly report mail in the recipient's language: last week's figures of the reports (never
 * recomputed here), a link to the reports page, and the one-click way to stop it. Plain text and
 * HTML say the same; HTML is escaped. An Arabic mail is right to left and links to the /ar pages.
 */
export function weeklyReportMail(input: WeeklyMailInput): MailContent {
  const locale = input.locale ?? 'en';
  const t = (key: Parameters<typeof c_.t>[1], values?: Parameters<typeof c_.t>[2]) =>
    c_.t(locale, key, values);
  const reportsUrl = localeUrl(input.reportsUrl, locale);
  const unsubscribeUrl = localeUrl(input.unsubscribeUrl, locale);
  const empty = t('weekly.empty');
  const subject = t('weekly.subject', {
    organisation: input.organisation,
    week: weekLabel(input.week, locale),
  });
  const intro = [
    hello(locale, input.firstName),
    t('weekly.intro', {
      organisation: input.organisation,
      from: dayLabel(input.week.from, locale),
      to: dayLabel(input.week.to, locale),
    }),
  ];
  const sections = sectionsOf(input.figures, locale);
  const text = [
    ...intro,
    ...sections.map((s) => sectionText(s, empty)),
    t('weekly.seeAllText', { url: reportsUrl }),
    t('weekly.why'),
    t('weekly.stopText', { url: unsubscribeUrl }),
    t('weekly.signoff'),
  ].join('\n\n');
  const html = `<!doctype html>${mailHtmlOpen(locale)}<body style="font-family:Arial,sans-serif;color:#1f2937">${intro
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join(
      '',
    )}${sections.map((s) => sectionHtml(s, empty)).join('')}<p style="margin-top:20px"><a href="${escapeHtml(
    reportsUrl,
  )}" style="background:#1CA3DC;color:#fff;padding:10px 18px;border-radius:999px;text-decoration:none">${escapeHtml(
    t('weekly.seeAll'),
  )}</a></p><p style="color:#6b7280;font-size:13px">${escapeHtml(t('weekly.why'))} <a href="${escapeHtml(
    unsubscribeUrl,
  )}">${escapeHtml(t('weekly.stop'))}</a>.</p><p style="color:#6b7280">${escapeHtml(t('weekly.signoff'))}</p></body></html>`;
  return { subject, text, html };
}
