import { UPLOAD_RULES } from '@portal/contract/files';
import sharp from 'sharp';
import { AppError } from '../../core/lib/app-error';
import { catalogue } from './i18n';

export const PHOTO_MAX_SIDE = 512;
/** A 2 MB PNG can still claim a 30000 x 30000 canvas; refuse such pixel bombs before decoding. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Re-encodes an uploaded photo so nothing the user sent is served as-is: turned upright from its
 * EXIF orientation, then every piece of metadata (EXIF with GPS, XMP, ICC) dropped (sharp keeps
 * none unless asked), scaled to fit `box` (PHOTO_MAX_SIDE square unless given), written as WebP. Animated images keep frame one.
 */
export async function reencodePhoto(
  data: Buffer,
  box: { width: number; height: number } = { width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE },
): Promise<Buffer> {
  try {
    return await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(box.width, box.height, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (err) {
    // sharp's failures are the image's (damaged, a pixel bomb); the cause is logged.
    throw AppError.validation({
      file: [catalogue.text('errors.image_could_not_read', { typeMessage: UPLOAD_RULES.photo.typeMessage })],
    }).withCause(err);
  }
}
