import { CV_UNREADABLE_MESSAGE } from '@portal/contract/cv-parsing';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../core/lib/app-error';
import { assertSafeZip, UnsafeZipError } from '../../platform/files/zip-guard';
import { type CvKind, documentLines } from './documents';

/*
 * A CV file's text lines, or the 422 that says no text could be read: a scan (image-only PDF), an
 * encrypted or broken file, an empty one, or bytes that are no document at all. Never a 5xx: every
 * reader's failure is the file's.
 */

const EXTRACT_TIMEOUT_MS = 15_000;
/** Fewer letters than this is no CV text (a scan's stray OCR-less page numbers, a blank page). */
const MIN_LETTERS = 10;

export const unreadable = () => new AppError('unreadable', 422, CV_UNREADABLE_MESSAGE);

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The document's kind from its bytes (never its name); null when it is none that is read. */
export async function detectKind(data: Buffer): Promise<CvKind | null> {
  if (data.subarray(0, 4).equals(ZIP_MAGIC)) {
    try {
      await assertSafeZip(data);
    } catch (err) {
      if (err instanceof UnsafeZipError)
        throw AppError.validation({
          file: ['This document unpacks to an unreasonable size and was refused.'],
        });
      throw err;
    }
  }
  if (data.subarray(0, 5).toString('latin1') === '{\\rtf') return 'rtf';
  const type = await fileTypeFromBuffer(data);
  switch (type?.ext) {
    case 'pdf':
      return 'pdf';
    case 'docx':
      return 'docx';
    case 'odt':
      return 'odt';
    case 'rtf':
      return 'rtf';
    case 'cfb':
      return 'doc';
    default:
      return null;
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
