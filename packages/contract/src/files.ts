import { z } from 'zod';
import type { FileKind } from './candidate-enums';
import { m } from './i18n/index';

/** What people upload; the rest (an offer's PDF) the server writes itself. */
export type UploadKind = Exclude<FileKind, 'offer_letter'>;

const MB = 1024 * 1024;

export const MIME = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
  rtf: 'application/rtf',
} as const;

/**
 * What each upload accepts. The server checks the bytes (never the name or the browser's claim);
 * the client checks name and size first with the same messages, to spare a pointless upload.
 */
export const UPLOAD_RULES = {
  photo: {
    maxBytes: 2 * MB,
    mimes: [MIME.jpeg, MIME.png, MIME.webp],
    extensions: ['.jpg', '.jpeg', '.png', '.webp'],
    typeMessage: m('files.choose_jpeg_png_or_webp'),
    sizeMessage: m('files.photo_must_2_mb_or'),
  },
  cv: {
    maxBytes: 5 * MB,
    mimes: [MIME.pdf, MIME.doc, MIME.docx, MIME.odt, MIME.rtf],
    extensions: ['.pdf', '.doc', '.docx', '.odt', '.rtf'],
    typeMessage: m('files.choose_pdf_doc_docx_odt'),
    sizeMessage: m('files.cv_must_5_mb_or'),
  },
} as const satisfies Record<
  UploadKind,
  {
    maxBytes: number;
    mimes: readonly string[];
    extensions: readonly string[];
    typeMessage: string;
    sizeMessage: string;
  }
>;

/** The multipart field every upload sends its file in. */
export const UPLOAD_FIELD = 'file';
export const NO_FILE_MESSAGE = m('files.choose_file_upload');

/** The stored CV as the profile and the upload answer show it. */
export const cvInfoSchema = z.object({
  file_name: z.string(),
  size: z.number().int(),
  mime: z.string(),
  uploaded_at: z.string(),
});
export type CvInfo = z.infer<typeof cvInfoSchema>;

/** POST candidate/cv answers with the CV and whether text could be read from it (scans have none). */
export const cvUploadedSchema = cvInfoSchema.extend({ has_text: z.boolean() });
export type CvUploaded = z.infer<typeof cvUploadedSchema>;

/** POST candidate/photo answers with the public URL path of the re-encoded photo. */
export const photoUploadedSchema = z.object({ photo_url: z.string() });
export type PhotoUploaded = z.infer<typeof photoUploadedSchema>;

export const storageKeyParam = z.object({
  key: z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, m('files.invalid_key')),
});
