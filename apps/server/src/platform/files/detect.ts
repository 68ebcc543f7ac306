import { MIME, UPLOAD_RULES } from '@portal/contract/files';
import { fileTypeFromBuffer } from 'file-type';
import type { Text } from '../../core/i18n/catalog';
import { contractText } from '../../core/i18n/zod';
import { AppError } from '../../core/lib/app-error';
import { catalogue } from './i18n';
import { assertSafeZip, UnsafeZipError } from './zip-guard';

export type CvType = 'pdf' | 'docx' | 'doc' | 'odt' | 'rtf';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const refuse = (message: Text) => AppError.validation({ file: [message] });

/** The photo's real type from its bytes; anything but JPEG, PNG or WebP (an SVG, say) is refused. */
export async function detectPhotoType(data: Buffer): Promise<string> {
  const type = await fileTypeFromBuffer(data);
  const accepted: readonly string[] = UPLOAD_RULES.photo.mimes;
  if (!type || !accepted.includes(type.mime)) throw refuse(contractText(UPLOAD_RULES.photo.typeMessage));
  return type.mime;
}

/**
 * The CV's real type from its bytes. A zip is checked against unpacking bombs before anything,
 * file-type included, looks inside it. A DOC is an OLE compound file, which other formats share:
 * the text extractor, which needs a Word stream, has the last word on those. An ODT is a zip whose
 * first entry names its type (file-type reads it); an RTF starts with `{\rtf`.
 */
export async function detectCvType(data: Buffer): Promise<CvType> {
  if (data.subarray(0, 4).equals(ZIP_MAGIC)) {
    try {
      await assertSafeZip(data);
    } catch (err) {
      // Only the guard's verdict is the user's problem; anything else is ours (a 500, logged).
      if (!(err instanceof UnsafeZipError)) throw err;
      throw refuse(catalogue.text('errors.document_unpacks_unreasonable_size_and')).withCause(err);
    }
  }
  const type = await fileTypeFromBuffer(data);
  if (type?.mime === MIME.pdf) return 'pdf';
  if (type?.mime === MIME.docx) return 'docx';
  if (type?.ext === 'cfb') return 'doc';
  if (type?.ext === 'odt') return 'odt';
  if (type?.ext === 'rtf' || data.subarray(0, 5).toString('latin1') === '{\\rtf') return 'rtf';
  throw refuse(contractText(UPLOAD_RULES.cv.typeMessage));
}

export const CV_MIME: Record<CvType, string> = {
  pdf: MIME.pdf,
  docx: MIME.docx,
  doc: MIME.doc,
  odt: MIME.odt,
  rtf: MIME.rtf,
};
