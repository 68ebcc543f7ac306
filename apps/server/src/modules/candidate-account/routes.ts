import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, MINUTE, rateLimit, route } from '../../core/lib/route';
import { writeAudit } from '../../platform/audit/write';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/http/auth';
import { exportCandidateData } from './export';

/** Pretty-printed: people open their export in a text editor. */
function sendJsonAttachment(reply: FastifyReply, name: string, data: unknown) {
  return reply
    .headers({
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    })
    .send(JSON.stringify(data, null, 2));
}

/** The candidate's own account actions that are not profile edits: the data export. */
export const candidateAccountRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(
    app,
    endpoints.candidate.export,
    {
      onRequest: app.requireRole('candidate'),
      config: rateLimit(10, MINUTE, ctx.config.rateLimitFactor),
      schema: {
        tags: ['candidate'],
        summary:
          'Download my data as JSON (profile, files, applications, screening answers, interviews, messages, offers, saved jobs, alerts)',
        security: [{ bearer: [] }],
        response: errorResponses(401, 403, 429),
      },
    },
    async (req, reply) => {
      const user = currentUser(req);
      const data = await exportCandidateData(ctx.db, user.id);
      // Every export is in the audit log (issue 29): who took their data, and when.
      await writeAudit(ctx.db, user, {
        action: 'candidate.export',
        targetType: 'candidate',
        targetId: user.id,
      });
      return sendJsonAttachment(reply, `my-data-${data.exported_at.slice(0, 10)}.json`, data);
    },
  );
};
