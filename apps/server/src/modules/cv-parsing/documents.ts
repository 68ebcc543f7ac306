import { decodeHTML } from 'entities';
import mammoth from 'mammoth';
import { extractTextItems, getDocumentProxy } from 'unpdf';
import WordExtractor from 'word-extractor';
import yauzl, { type ZipFile } from 'yauzl';
import { pageLines } from './pdf-layout';

/*
 * Each document kind read into text lines, in reading order. The readers are the maintained
 * libraries the CV search uses (unpdf, mammoth, word-extractor) and yauzl for an ODT's content.xml;
 * RTF is text with control words, stripped here. A table cell or a gap-separated PDF segment is a
 * line of its own.
 */

export type CvKind = 'pdf' | 'docx' | 'doc' | 'odt' | 'rtf';

async function pdfLines(data: Buffer): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(data), { isEvalSupported: false, verbosity: 0 });
  try {
    const { items } = await extractTextItems(pdf);
    return items.flatMap((page) => pageLines(page).flat());
  } finally {
    await pdf.destroy();
  }
}

function zipEntry(data: Buffer, name: string, maxBytes: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true, validateEntrySizes: true }, (err, zip?: ZipFile) => {
      if (err || !zip) return reject(err ?? new Error('no zip'));
      zip.on('error', reject);
      zip.on('end', () => resolve(null));
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName !== name) return zip.readEntry();
        if (entry.uncompressedSize > maxBytes) return reject(new Error('entry too large'));
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('error', reject);
          stream.on('end', () => {
            zip.close();
            resolve(Buffer.concat(chunks));
          });
        });
      });
      zip.readEntry();
    });
  });
}

/** An ODT's paragraphs and headings, each a line; table cells hold paragraphs too. */
export function odtXmlLines(xml: string): string[] {
  const body = xml.slice(Math.max(0, xml.indexOf('<office:body')));
  return body
    .replace(/<text:tab\/>/g, '\t')
    .replace(/<text:line-break\/>/g, '\n')
    .replace(/<text:s(?: text:c="(\d+)")?\/>/g, (_, n) => ' '.repeat(Number(n ?? 1)))
    .replace(/<\/text:(p|h)>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .split('\n')
    .map((l) => decodeHTML(l));
}

async function odtLines(data: Buffer): Promise<string[]> {
  const xml = await zipEntry(data, 'content.xml', 20 * 1024 * 1024);
  if (!xml) throw new Error('no content.xml');
  return odtXmlLines(xml.toString('utf8'));
}

/** RTF's text: groups of fonts, styles and pictures dropped, control words removed, \par a line. */
export function rtfText(rtf: string): string {
  const out: string[] = [];
  let depth = 0;
  let skipAt = -1;
  const re = /\\\*|\\'([0-9a-f]{2})|\\u(-?\d+) ?\??|\\([a-z]+)(-?\d+)? ?|\\([\\{}])|([{}])|([^\\{}]+)/gi;
  for (let m = re.exec(rtf); m; m = re.exec(rtf)) {
    const [all, hex, uni, word, , escaped, brace, text] = m;
    if (brace === '{') depth++;
    else if (brace === '}') {
      if (depth === skipAt) skipAt = -1;
      depth--;
    } else if (skipAt >= 0) continue;
    else if (all === '\\*') skipAt = depth;
    else if (word) {
      const w = word.toLowerCase();
      if (['fonttbl', 'colortbl', 'stylesheet', 'info', 'pict', 'header', 'footer'].includes(w))
        skipAt = depth;
      else if (w === 'par' || w === 'line' || w === 'row' || w === 'cell') out.push('\n');
      else if (w === 'tab') out.push('\t');
    } else if (hex) out.push(String.fromCharCode(Number.parseInt(hex, 16)));
    else if (uni) out.push(String.fromCharCode((Number(uni) + 65536) % 65536));
    else if (escaped) out.push(escaped);
    else if (text) out.push(text.replace(/[\r\n]/g, ''));
  }
  return out.join('');
}

export async function documentLines(kind: CvKind, data: Buffer): Promise<string[]> {
  switch (kind) {
    case 'pdf':
      return pdfLines(data);
    case 'docx':
      return (await mammoth.extractRawText({ buffer: data })).value.split('\n');
    case 'doc':
      return (await new WordExtractor().extract(data)).getBody().split('\n');
    case 'odt':
      return odtLines(data);
    case 'rtf':
      return rtfText(data.toString('latin1')).split('\n');
  }
}
