import type { Locale } from '@portal/contract/locale';
import type { ReportCell, ReportColumn, ReportResult } from '@portal/contract/reports';
import ExcelJS from 'exceljs';
import { toCsv } from '../../core/lib/csv';
import { catalogue as c_ } from './i18n';

export type ReportFile = { fileName: string; contentType: string; body: Buffer | string };

/** `<id>_<from>_<to>.<ext>`: the report and its period, sortable in a folder. */
export const reportFileName = (r: ReportResult, ext: string) =>
  `${r.id}_${r.period.from}_${r.period.to}.${ext}`;

/** The rows as the table shows them, the totals last (labelled in the first text column). */
function tableRows(r: ReportResult, locale: Locale): ReportCell[][] {
  const rows = r.rows.map((row) => r.columns.map((c) => row[c.key] ?? null));
  if (r.totals) {
    const totals = r.totals;
    const labelKey = r.columns.find((c) => c.kind === 'text' || c.kind === 'date')?.key;
    rows.push(
      r.columns.map((c) =>
        c.key === labelKey ? (totals[c.key] ?? c_.t(locale, 'export.total')) : (totals[c.key] ?? null),
      ),
    );
  }
  return rows;
}

/**
 * CSV (RFC 4180, UTF-8 with a BOM for Excel, formula-like text guarded by core/lib/csv): one header
 * row of the column labels, then the rows and the totals. Percentages and days stay plain numbers.
 */
export function reportCsv(r: ReportResult, locale: Locale = 'en'): ReportFile {
  return {
    fileName: reportFileName(r, 'csv'),
    contentType: 'text/csv; charset=utf-8',
    body: toCsv([r.columns.map((c) => c.label), ...tableRows(r, locale)]),
  };
}

const NUMBER_FORMAT: Record<ReportColumn['kind'], string | undefined> = {
  text: undefined,
  date: undefined,
  count: '#,##0',
  percent: '0.0',
  days: '0.0',
};

/**
 * XLSX (exceljs): title rows (the report, the organisation, the period and its time zone), a blank
 * row, the header, the rows and a bold totals row; numbers stay numbers. Text cells are written as
 * strings, which a spreadsheet never evaluates as formulas.
 */
export async function reportXlsx(r: ReportResult, locale: Locale = 'en'): Promise<ReportFile> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Reports';
  const sheet = book.addWorksheet(r.title.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '));
  sheet.addRow([r.title]).font = { bold: true, size: 14 };
  sheet.addRow([r.organisation.name]);
  sheet.addRow([
    c_.t(locale, 'export.period', { from: r.period.from, to: r.period.to, zone: r.period.time_zone }),
  ]);
  sheet.addRow([]);
  sheet.addRow(r.columns.map((c) => c.label)).font = { bold: true };
  const body = tableRows(r, locale);
  body.forEach((cells, i) => {
    const row = sheet.addRow(cells);
    if (r.totals && i === body.length - 1) row.font = { bold: true };
  });
  r.columns.forEach((c, i) => {
    const col = sheet.getColumn(i + 1);
    col.width = Math.min(48, Math.max(12, c.label.length + 2));
    const fmt = NUMBER_FORMAT[c.kind];
    if (fmt) col.numFmt = fmt;
  });
  sheet.views = [{ state: 'frozen', ySplit: 5, rightToLeft: locale === 'ar' }];
  return {
    fileName: reportFileName(r, 'xlsx'),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body: Buffer.from(await book.xlsx.writeBuffer()),
  };
}
