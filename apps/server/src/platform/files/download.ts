import type { FastifyReply } from 'fastify';
import type { files } from '../../core/db/schema/candidates';
import { AppError } from '../../core/lib/app-error';
import { missingFileText } from './per-process';

type FileRow = typeof files.$inferSelect;

/**
 * A header-safe file name: the original name's letters, digits and a few marks, with the extension
 * of the detected type, so a name can neither break the header nor claim another type.
 */
export function safeFileName(originalName: string, mime: string): string {
  const ext = EXTENSIONS[mime] ?? '';
  const stem = originalName
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 ._-]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return `${stem || 'file'}${ext}`;
}

const EXTENSIONS: Record<string, string> = {
  'application/pdf': '.pdf',
  'application/msword': '.doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
  'application/vnd.oasis.opendocument.text': '.odt',
  'application/rtf': '.rtf',
  'image/webp': '.webp',
};

/** Photos are immutable under their random key: a new photo gets a new URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** What sending needs of a stored file: its key, type and size. */
export type StoredFile = Pick<FileRow, 'storageKey' | 'mime' | 'size'>;

async function sendStored(reply: FastifyReply, file: StoredFile, headers: Record<string, string>) {
  const stream = await reply.server.storage.read(file.storageKey);
  if (!stream) {
    const perProcess = reply.server.uploadsPerProcess;
    reply.log.error(
      { storageKey: file.storageKey, perProcess },
      perProcess
        ? "stored file is missing its bytes on this process's disk (several web processes need S3 or a shared DATA_DIR/uploads)"
        : 'stored file is missing its bytes',
    );
    throw AppError.notFound(missingFileText(perProcess));
  }
  return reply
    .headers({
      'content-type': file.mime,
      'content-length': String(file.size),
      'x-content-type-options': 'nosniff',
      ...headers,
    })
    .send(stream);
}

/** Types a browser shows itself without running anything of the file's: only PDF among our uploads. */
const SHOWN_INLINE = new Set(['application/pdf']);

/** `inline` only when asked for and the type is shown safely; everything else is a download. */
export const dispositionFor = (mime: string, inline: boolean) =>
  inline && SHOWN_INLINE.has(mime) ? 'inline' : 'attachment';

/**
 * Streams a stored file to the reply: the detected type, nosniff, kept out of shared caches (CVs are
 * personal), and a safe ASCII name. As a download (`attachment`) unless `inline` is asked for (a
 * page that shows the CV) and the type is one a browser shows safely; a Word file is always a download.
 * Callers check who may read the row first; this only sends it.
 */
export function sendFileAttachment(
  reply: FastifyReply,
  file: StoredFile & Pick<FileRow, 'originalName'>,
  opts: { inline?: boolean } = {},
): Promise<FastifyReply> {
  const disposition = dispositionFor(file.mime, opts.inline ?? false);
  return sendStored(reply, file, {
    'content-disposition': `${disposition}; filename="${safeFileName(file.originalName, file.mime)}"`,
    'cache-control': 'private, no-store',
  });
}

/** A public image (a profile photo, re-encoded by us), cached for good by browsers and CDNs. */
export function sendPublicImage(reply: FastifyReply, file: StoredFile): Promise<FastifyReply> {
  return sendStored(reply, file, { 'cache-control': IMMUTABLE });
}
