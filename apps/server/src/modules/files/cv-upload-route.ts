import { NO_FILE_MESSAGE, UPLOAD_FIELD, UPLOAD_RULES } from '@portal/contract/files';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contractText } from '../../core/i18n/zod';
import { AppError } from '../../core/lib/app-error';
import { errorResponses } from '../../core/lib/route';
import { uploadRoute } from '../../platform/http/body-parsers';

/*
 * What the candidate's file routes share: the upload read from the request, and a CV upload's
 * options and answer, the same whether it replaces the default CV or adds a named one.
 */

export const secured = { tags: ['candidate files'], security: [{ bearer: [] }] };

/** The file the multipart body carried; a body without one is a 400 naming the field. */
export function uploaded(req: FastifyRequest) {
  if (!req.upload) throw AppError.validation({ [UPLOAD_FIELD]: [contractText(NO_FILE_MESSAGE)] });
  return req.upload;
}

/** A CV upload route's options: the candidate only, the rate limit, the 5 MB body, its answers. */
export const cvUploadOptions = (
  candidate: ReturnType<FastifyInstance['requireRole']>,
  uploadLimit: object,
  summary: string,
) => ({
  onRequest: candidate,
  config: {
    ...uploadLimit,
    ...uploadRoute(UPLOAD_FIELD, UPLOAD_RULES.cv.maxBytes, contractText(UPLOAD_RULES.cv.sizeMessage)),
  },
  schema: {
    ...secured,
    summary,
    consumes: ['multipart/form-data'],
    response: errorResponses(400, 401, 403, 413, 422, 429, 503),
  },
});

/** The stored CV, and a word when no text could be read from it (the search will not find it). */
export const cvUploaded = <T extends { has_text: boolean }>(data: T) => ({
  data,
  message: data.has_text
    ? 'CV uploaded.'
    : 'CV uploaded. No text could be read from it (a scan?), so searches will not find its contents.',
});
