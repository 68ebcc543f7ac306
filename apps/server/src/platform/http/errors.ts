import { type Locale, localeFromAcceptLanguage } from '@portal/contract/locale';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { toHttpError } from '../../core/lib/http-error';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The language the caller reads (`Accept-Language`; the web client sends its page's). Worked
     * out when read: a request nobody answers in words costs nothing.
     */
    readonly locale: Locale;
  }
}

const codeOf = (err: unknown) =>
  typeof err === 'object' && err !== null && 'code' in err ? err.code : undefined;

/**
 * The one place errors become responses, in the request's language. Every error body carries the
 * request id; a 5xx is logged with its stack and answered with a generic text, never the internal
 * message. A 4xx relabelled from a deeper failure (`AppError#withCause`) is logged with that
 * cause's message and stack.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('locale', {
      getter(this: { headers: Record<string, string | string[] | undefined> }): Locale {
        const header = this.headers['accept-language'];
        return localeFromAcceptLanguage(Array.isArray(header) ? header[0] : header);
      },
    });
    app.setErrorHandler((err, req, reply) => {
      const { status, body, retryAfter } = toHttpError(err, req.locale);
      if (status >= 500) req.log.error({ err }, 'request failed');
      else if (err instanceof Error && err.cause !== undefined)
        req.log.warn({ status, code: codeOf(err), err }, 'request rejected');
      else req.log.info({ status, code: codeOf(err) }, 'request rejected');
      if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
      if (req.locale !== 'en') reply.header('content-language', req.locale);
      return reply.status(status).send({ ...body, request_id: req.id });
    });
  },
  { name: 'errors' },
);
