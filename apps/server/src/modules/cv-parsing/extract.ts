import { CV_UNREADABLE_MESSAGE } from '@portal/contract/cv-parsing';
import { UPLOAD_RULES } from '@portal/contract/files';
import { contractText } from '../../core/i18n/zod';
import { AppError, isAppError } from '../../core/lib/app-error';
import { detectCvType } from '../../platform/files/detect';
import { type CvKind, documentLines } from './documents';

/*
 * A CV file's text lines, or the 422 that says no text could be read: a scan (image-only PDF), an
 * encrypted or broken file, an empty one, or bytes that are no document at all. Never a 5xx: every
 * reader's failure is the file's.
 */

const EXTRACT_TIMEOUT_MS = 15_000;
/** Fewer letters than this is no CV text (a scan's stray OCR-less page numbers, a blank page). */
const MIN_LETTERS = 10;

export const unreadable = () => new AppError('unreadable', 422, contractText(CV_UNREADABLE_MESSAGE));

/**
 * The document's kind from its bytes (never its name), as the CV upload detects it (the zip-bomb
 * guard's 400 included); null when it is none that is read, which the caller answers with the 422.
 */
export async function detectKind(data: Buffer): Promise<CvKind | null> {
  try {
    return await detectCvType(data);
  } catch (err) {
    if (isAppError(err) && err.fields?.file?.[0]?.key === contractText(UPLOAD_RULES.cv.typeMessage).key)
      return null;
    throw err;
  }
}

/** The lines of a CV of a known kind; the 422 when it has no readable text. */
export async function readLines(kind: CvKind | null, data: Buffer): Promise<string[]> {
  if (!kind || data.length === 0) throw unreadable();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), EXTRACT_TIMEOUT_MS);
  });
  let lines: string[];
  try {
    lines = await Promise.race([documentLines(kind, data), timeout]);
  } catch (err) {
    throw unreadable().withCause(err);
  } finally {
    clearTimeout(timer);
  }
  const letters = lines.join(' ').match(/\p{L}/gu)?.length ?? 0;
  if (letters < MIN_LETTERS) throw unreadable();
  return lines;
}
