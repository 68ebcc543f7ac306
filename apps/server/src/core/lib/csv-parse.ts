import { AppError } from './app-error';
import { catalogue } from './i18n';

export type CsvRecord = { line: number; cells: string[] };

/**
 * Reads an RFC 4180 document: comma-separated, fields optionally in double quotes (a quote inside
 * doubled, line breaks allowed inside), CRLF or LF line ends, an optional UTF-8 BOM. Each record
 * keeps the line it starts on, so messages can point at it. Input is bounded by the upload limit,
 * so it is read from one string rather than streamed. A quote left open is a 400 naming its line.
 */
export function parseCsv(text: string, field = 'file'): CsvRecord[] {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let start = 1;
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRecord = () => {
    cells.push(cell);
    // Blank lines carry nothing: skipped rather than read as a row of one empty cell.
    if (cells.length > 1 || cells[0] !== '') records.push({ line: start, cells });
    cells = [];
    cell = '';
  };
  while (i < text.length) {
    const c = text[i] as string;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 1;
        } else quoted = false;
      } else {
        if (c === '\n') line += 1;
        cell += c;
      }
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      start = line;
    } else cell += c;
    i += 1;
  }
  if (quoted)
    throw AppError.validation({
      [field]: [catalogue.text('errors.line_quoted_cell_never_closed', { start: String(start) })],
    });
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}
