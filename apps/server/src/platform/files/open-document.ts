import { decodeHTML } from 'entities';
import yauzl, { type ZipFile } from 'yauzl';

/*
 * The text of the two open document kinds a CV comes in besides PDF and Word: an ODT's content.xml
 * (read with yauzl; the zip is checked against bombs before, by detect.ts), and RTF, which is text
 * with control words, stripped here. Shared by the CV upload (search text) and the CV parser.
 */

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

export async function odtLines(data: Buffer): Promise<string[]> {
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
