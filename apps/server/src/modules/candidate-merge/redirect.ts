import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../core/db/client';
import { endpoints } from '../../core/lib/endpoints';
import { apiPath } from '../../core/lib/route';
import { survivorOf } from './repository';

/**
 * The reads that name one candidate by id in the path, and the name of that parameter: the staff's
 * and the CV database's candidate page and CV, similar candidates, the client CV and its links, the
 * consultant notes. A merged id there is answered with a 308 to the same read of the survivor.
 */
const CANDIDATE_READS = new Map<string, string>(
  [
    [endpoints.candidate.byId, 'id'],
    [endpoints.candidate.cvById, 'id'],
    [endpoints.candidate.consultantFeedback, 'candidateId'],
    [endpoints.cvSearch.candidate, 'id'],
    [endpoints.cvSearch.candidateCv, 'id'],
    [endpoints.cvSearch.similar, 'id'],
    [endpoints.clientCv.byCandidate, 'id'],
    [endpoints.clientCv.shares, 'id'],
  ].map(([endpoint, param]) => [
    `${(endpoint as { method: string }).method} ${apiPath((endpoint as { path: string }).path)}`,
    param as string,
  ]),
);

/**
 * A preHandler for every route (registered once by the app): after the route's own sign-in and
 * permission checks, a read of a merged candidate redirects (308, the method kept) to the survivor's
 * URL. The browser's API client follows it and the page, seeing another id, moves its address there.
 */
export function mergedCandidateRedirect(db: Db) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const pattern = req.routeOptions.url;
    if (!pattern) return;
    const param = CANDIDATE_READS.get(`${req.method} ${pattern}`);
    if (!param) return;
    const params = req.params as Record<string, unknown>;
    const id = Number(params[param]);
    if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) return;
    const survivor = await survivorOf(db, id);
    if (survivor == null) return;
    const path = pattern.replace(/:(\w+)/g, (_, name: string) =>
      encodeURIComponent(String(name === param ? survivor : params[name])),
    );
    const at = req.url.indexOf('?');
    return reply.redirect(at < 0 ? path : `${path}${req.url.slice(at)}`, 308);
  };
}
