import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import WordExtractor from 'word-extractor';
import { AppError } from '../../core/lib/app-error';
import type { CvType } from './detect';
import { catalogue } from './i18n';
import { odtLines, rtfText } from './open-document';

/** Enough for any real CV (a long one is ~30k characters); the rest would only bloat the index. */
export const MAX_CV_TEXT = 100_000;
const EXTRACT_TIMEOUT_MS = 15_000;

const extractors: Record<CvType, (data: Buffer) => Promise<string>> = {
  async pdf(data) {
    const pdf = await getDocumentProxy(new Uint8Array(data), { isEvalSupported: false, verbosity: 0 });
    try {
      return (await extractText(pdf, { mergePages: true })).text;
    } finally {
      await pdf.destroy();
    }
  },
  async docx(data) {
    return (await mammoth.extractRawText({ buffer: data })).value;
  },
  async doc(data) {
    return (await new WordExtractor().extract(data)).getBody();
  },
  async odt(data) {
    return (await odtLines(data)).join('\n');
  },
  async rtf(data) {
    return rtfText(data.toString('latin1'));
  },
};

/** One line of plain text: NULs (which PostgreSQL text refuses) and runs of whitespace folded. */
export function normaliseText(text: string): string {
  return text
    .replace(/[\p{Cc}\s]+/gu, ' ')
    .trim()
    .slice(0, MAX_CV_TEXT);
}

/**
 * The CV's text for search. A file that cannot be parsed is refused rather than stored blind: it is
 * damaged or is not what its first bytes say. The timeout bounds how long the upload waits; the
 * inputs are already bounded (5 MB, and a zip checked against bombs).
 */
export async function extractCvText(type: CvType, data: Buffer): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), EXTRACT_TIMEOUT_MS);
  });
  try {
    return normaliseText(await Promise.race([extractors[type](data), timeout]));
  } catch (err) {
    // The parsers' failures are the file's (damaged, or not what it claims); the cause is logged.
    throw AppError.validation({
      file: [catalogue.text('errors.file_could_not_read_save')],
    }).withCause(err);
  } finally {
    clearTimeout(timer);
  }
}
