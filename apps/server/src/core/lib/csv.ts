/**
 * RFC 4180 CSV, made safe to open in a spreadsheet. Cells are user-supplied (names, cover notes), so
 * a cell a spreadsheet would read as a formula (starting with = + - @, or a tab or carriage return
 * that some programs skip before one) gets a leading apostrophe: shown as text, never evaluated
 * (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value == null) return '';
  let s = String(value);
  if (typeof value === 'string' && FORMULA_START.test(s)) s = `'${s}`;
  return NEEDS_QUOTES.test(s) || s !== s.trim() ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Rows to a CSV document with CRLF line ends and a UTF-8 BOM, so Excel reads Arabic names right. */
export function toCsv(rows: (string | number | null | undefined)[][]): string {
  return `\uFEFF${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
