import mammoth from 'mammoth';
import { extractTextItems, getDocumentProxy } from 'unpdf';
import WordExtractor from 'word-extractor';
import type { CvType } from '../../platform/files/detect';
import { odtLines, rtfText } from '../../platform/files/open-document';
import { pageLines } from './pdf-layout';

/*
 * Each document kind read into text lines, in reading order. The readers are the maintained
 * libraries the CV search uses (unpdf, mammoth, word-extractor), and the ODT and RTF readers the CV
 * upload shares (platform/files/open-document.ts). A table cell or a gap-separated PDF segment is a
 * line of its own.
 */

/** The kinds read: the CV upload's (platform/files/detect.ts). */
export type CvKind = CvType;

async function pdfLines(data: Buffer): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(data), { isEvalSupported: false, verbosity: 0 });
  try {
    const { items } = await extractTextItems(pdf);
    return items.flatMap((page) => pageLines(page).flat());
  } finally {
    await pdf.destroy();
  }
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
