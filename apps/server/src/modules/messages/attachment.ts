import { MESSAGE_ATTACHMENT_RULES } from '@portal/contract/messages-values';
import { fileTypeFromBuffer } from 'file-type';
import { contractText } from '../../core/i18n/zod';
import { AppError, isAppError } from '../../core/lib/app-error';
import { CV_MIME, detectCvType } from '../../platform/files/detect';
import { reencodePhoto } from '../../platform/files/image';
import type { VirusScanner } from '../../platform/files/virus-scan';

const IMAGE_MIMES = new Set(['image/jpeg', 'image/png', 'image/webp']);
/** Room enough to read a scanned page or a photo of a licence; the photo pipeline's 512 px is for faces. */
const IMAGE_BOX = { width: 2000, height: 2000 };

export type PreparedAttachment = { data: Buffer; mime: string; ext: string };

/**
 * An attachment passes the upload gates of every other file (platform/files): the size limit while
 * reading (the route's uploadRoute), the real type from its bytes, the malware scan; then images are
 * re-encoded (metadata gone) and documents kept as the CV pipeline keeps them (the zip-bomb guard
 * included). The refusals name the attachment's own accepted types.
 */
export async function prepareAttachment(data: Buffer, scanner: VirusScanner): Promise<PreparedAttachment> {
  const type = await fileTypeFromBuffer(data);
  if (type && IMAGE_MIMES.has(type.mime)) {
    await scanner.scan(data);
    return { data: await reencodePhoto(data, IMAGE_BOX), mime: 'image/webp', ext: 'webp' };
  }
  let doc: Awaited<ReturnType<typeof detectCvType>>;
  try {
    doc = await detectCvType(data);
    // A message attachment keeps its own list (PDF and Word): what a CV upload takes besides is refused.
    if (doc === 'odt' || doc === 'rtf')
      throw AppError.validation({ file: [contractText(MESSAGE_ATTACHMENT_RULES.typeMessage)] });
  } catch (err) {
    if (!isAppError(err) || err.status !== 400) throw err;
    const first = err.fields?.file?.[0];
    const unsafe = first?.key === 'errors.document_unpacks_unreasonable_size_and';
    throw AppError.validation({
      file: [unsafe && first ? first : contractText(MESSAGE_ATTACHMENT_RULES.typeMessage)],
    }).withCause(err);
  }
  await scanner.scan(data);
  return { data, mime: CV_MIME[doc], ext: doc };
}
