/*
 * A plain, valid PDF of a demo candidate's CV (Helvetica, A4, wrapped lines, as many pages as the
 * text needs), so "view CV" and "download CV" work on a fresh start without shipping binary files.
 */

const A4 = { width: 595, height: 842 };
const MARGIN = 56;
const LINE = 15;
const CHARS_PER_LINE = 92;
const LINES_PER_PAGE = Math.floor((A4.height - 2 * MARGIN) / LINE);

/** PDF string syntax: backslash and brackets escaped; anything outside printable ASCII simplified. */
const pdfText = (s: string) =>
  s
    .replace(/[‐-―]/g, '-')
    .replace(/[^\x20-\x7e]/g, ' ')
    .replace(/[\\()]/g, (c) => `\\${c}`);

function wrap(paragraph: string): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of paragraph.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > CHARS_PER_LINE) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  out.push(line);
  return out;
}

export function cvPdf(title: string, text: string): Buffer {
  const lines = [title, '', ...text.split('\n').flatMap(wrap)];
  const pages: string[][] = [];
  for (let i = 0; i < lines.length; i += LINES_PER_PAGE) pages.push(lines.slice(i, i + LINES_PER_PAGE));
  // Objects: 1 catalog, 2 page tree, 3 font, then a page and its content stream per page.
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const kids: string[] = [];
  pages.forEach((page, p) => {
    const pageId = 4 + p * 2;
    kids.push(`${pageId} 0 R`);
    const body = page.map((l, i) => `${i === 0 ? '' : `0 -${LINE} Td `}(${pdfText(l)}) Tj`).join('\n');
    const stream = `BT /F1 10 Tf ${MARGIN} ${A4.height - MARGIN} Td\n${body}\nET`;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Contents ${pageId + 1} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`,
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    );
  });
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${pages.length} >>`;
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
