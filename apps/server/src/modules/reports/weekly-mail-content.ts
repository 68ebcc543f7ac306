import type { ReportCell, ReportColumn, ReportResult } from '@portal/contract/reports';
import { escapeHtml } from '../../core/lib/sanitize';
import type { MailContent } from '../../platform/mail/templates';

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
};

/** How many jobs "best jobs" lists. */
export const BEST_JOBS = 5;

const numberFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

/** A cell as the reports page writes it: counts with separators, percent and days with one decimal. */
export function formatCell(value: ReportCell, kind: ReportColumn['kind']): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'string') return value;
  if (kind === 'percent') return `${numberFormat.format(value)}%`;
  if (kind === 'days') return `${numberFormat.format(value)} days`;
  return numberFormat.format(value);
}

const figureColumns = (r: ReportResult) => r.columns.filter((c) => c.kind !== 'text' && c.kind !== 'date');
const labelColumn = (r: ReportResult) =>
  r.columns.find((c) => c.key === r.chart.x) ?? r.columns.find((c) => c.kind === 'text') ?? r.columns[0];

/** The totals row as "label: value" pairs (every figure column); none when the report has no totals. */
export function totalsOf(r: ReportResult): { label: string; value: string }[] {
  const totals = r.totals;
  if (!totals) return [];
  return figureColumns(r).map((c) => ({ label: c.label, value: formatCell(totals[c.key] ?? null, c.kind) }));
}

/** The rows as a small table: the label column and the figure columns, at most `limit` rows. */
export function tableOf(r: ReportResult, limit = 20): { head: string[]; rows: string[][] } {
  const label = labelColumn(r);
  const figures = figureColumns(r);
  return {
    head: [label?.label ?? '', ...figures.map((c) => c.label)],
    rows: r.rows
      .slice(0, limit)
      .map((row) => [
        label ? formatCell(row[label.key] ?? null, label.kind) : '',
        ...figures.map((c) => formatCell(row[c.key] ?? null, c.kind)),
      ]),
  };
}

/**
 * The jobs with the most applications in the week, from the funnel's per-job rows: its applications
 * column is the one keyed `applied` or `applications`, else its first count column.
 */
export function bestJobsOf(r: ReportResult, limit = BEST_JOBS): { head: string[]; rows: string[][] } {
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
    head: [label.label, count.label],
    rows: rows.map((row) => [
      formatCell(row[label.key] ?? null, label.kind),
      formatCell(value(row), 'count'),
    ]),
  };
}

const dayLabel = (d: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${d}T00:00:00Z`),
  );

type Section = {
  title: string;
  pairs?: { label: string; value: string }[];
  table?: { head: string[]; rows: string[][] };
};

function sectionsOf(f: WeeklyFigures): Section[] {
  return [
    { title: 'Hiring funnel', pairs: totalsOf(f.funnel) },
    { title: 'Applications by source', table: tableOf(f.sources) },
    ...(f.team ? [{ title: 'Team activity', pairs: totalsOf(f.team) }] : []),
    { title: 'Best jobs by applications', table: bestJobsOf(f.funnel) },
  ];
}

const empty = 'Nothing in this week.';

function sectionText(s: Section): string {
  const lines =
    s.pairs !== undefined
      ? s.pairs.map((p) => `  ${p.label}: ${p.value}`)
      : (s.table?.rows ?? []).map((r) => `  ${r[0]}: ${r.slice(1).join(' · ')}`);
  return [s.title.toUpperCase(), ...(lines.length ? lines : [`  ${empty}`])].join('\n');
}

const cell = 'padding:4px 8px;border-bottom:1px solid #e5e7eb;text-align:left';
function sectionHtml(s: Section): string {
  const title = `<h2 style="font-size:16px;margin:20px 0 6px">${escapeHtml(s.title)}</h2>`;
  if (s.pairs !== undefined) {
    if (!s.pairs.length) return `${title}<p>${empty}</p>`;
    const rows = s.pairs
      .map(
        (p) =>
          `<tr><th style="${cell};font-weight:normal">${escapeHtml(p.label)}</th><td style="${cell}">${escapeHtml(p.value)}</td></tr>`,
      )
      .join('');
    return `${title}<table style="border-collapse:collapse">${rows}</table>`;
  }
  const t = s.table ?? { head: [], rows: [] };
  if (!t.rows.length) return `${title}<p>${empty}</p>`;
  const head = t.head.map((h) => `<th style="${cell}">${escapeHtml(h)}</th>`).join('');
  const body = t.rows
    .map((r) => `<tr>${r.map((c) => `<td style="${cell}">${escapeHtml(c)}</td>`).join('')}</tr>`)
    .join('');
  return `${title}<table style="border-collapse:collapse"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

/**
 * The weekly report mail: last week's figures of the reports (never recomputed here), a link to the
 * reports page, and the one-click way to stop it. Plain text and HTML say the same; HTML is escaped.
 */
/** "23 Nov – 29 Nov 2026": the week as the subject names it. */
export const weekLabel = (week: { from: string; to: string }) =>
  `${dayLabel(week.from)} – ${dayLabel(week.to)} ${week.to.slice(0, 4)}`;

export function weeklyReportMail(input: WeeklyMailInput): MailContent {
  const week = weekLabel(input.week);
  const subject = `Weekly report for ${input.organisation}: ${week}`;
  const intro = [
    `Hello ${input.firstName},`,
    `Here is ${input.organisation}'s week from Monday ${dayLabel(input.week.from)} to Sunday ${dayLabel(input.week.to)}.`,
  ];
  const sections = sectionsOf(input.figures);
  const footer = [
    'You get this mail because you switched on the weekly report on the reports page.',
    `Stop the weekly report with one click: ${input.unsubscribeUrl}`,
  ];
  const text = [
    ...intro,
    ...sections.map(sectionText),
    `See every report: ${input.reportsUrl}`,
    ...footer,
    '— Logistics Jobs',
  ].join('\n\n');
  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;color:#1f2937">${intro
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('')}${sections.map(sectionHtml).join('')}<p style="margin-top:20px"><a href="${escapeHtml(
    input.reportsUrl,
  )}" style="background:#1CA3DC;color:#fff;padding:10px 18px;border-radius:999px;text-decoration:none">See every report</a></p><p style="color:#6b7280;font-size:13px">${escapeHtml(
    footer[0] as string,
  )} <a href="${escapeHtml(input.unsubscribeUrl)}">Stop the weekly report</a>.</p><p style="color:#6b7280">— Logistics Jobs</p></body></html>`;
  return { subject, text, html };
}
