import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { requestCaller } from '../../platform/tenancy/request';
import { createAddedProfileService } from './added-profile';

const secured = { tags: ['CV database'], security: [{ bearer: [] }] };

/**
 * The adding organisation completes a candidate it added (`candidates.create`), section by section,
 * until the candidate claims the account: 404 for another organisation's candidate, 403 once claimed.
 */
export function addedProfileRoutes(app: FastifyInstance, ctx: AppContext) {
  const service = createAddedProfileService(ctx.db);
  const onRequest = app.requirePermission('candidates.create');
  const write = (summary: string) => ({
    onRequest,
    schema: { ...secured, summary, response: errorResponses(400, 401, 403, 404, 409) },
  });
  const e = endpoints.candidateAdded;
  const caller = (req: Parameters<typeof requestCaller>[1]) => requestCaller(ctx.permissions, req);

  route(
    app,
    e.byId,
    {
      onRequest,
      schema: {
        ...secured,
        summary: 'A candidate the organisation added: the profile, and whether it may still edit it',
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => ({ data: await service.get(await caller(req), req.params.id) }),
  );
  /** A section write's answer: what was saved, and the line the form shows. */
  const saved = async <T>(data: Promise<T>, message: string) => ({ data: await data, message });
  route(app, e.update, write("Change an added candidate's personal details and skills"), async (req) =>
    saved(service.updatePersonal(await caller(req), req.params.id, req.body), 'Personal details saved.'),
  );
  route(app, e.summary, write("Set an added candidate's headline and summary"), async (req) =>
    saved(service.updateSummary(await caller(req), req.params.id, req.body), 'Summary saved.'),
  );
  route(app, e.desiredJob, write("Set an added candidate's desired job"), async (req) =>
    saved(service.setDesiredJob(await caller(req), req.params.id, req.body), 'Desired job saved.'),
  );
  route(app, e.educations, write('Add an education to an added candidate'), async (req, reply) =>
    reply
      .status(201)
      .send(
        await saved(service.addEducation(await caller(req), req.params.id, req.body), 'Education added.'),
      ),
  );
  route(app, e.updateEducation, write("Change an added candidate's education"), async (req) =>
    saved(
      service.updateEducation(await caller(req), req.params.id, req.params.itemId, req.body),
      'Education saved.',
    ),
  );
  route(app, e.employments, write('Add an employment to an added candidate'), async (req, reply) =>
    reply
      .status(201)
      .send(
        await saved(service.addEmployment(await caller(req), req.params.id, req.body), 'Employment added.'),
      ),
  );
  route(app, e.updateEmployment, write("Change an added candidate's employment"), async (req) =>
    saved(
      service.updateEmployment(await caller(req), req.params.id, req.params.itemId, req.body),
      'Employment saved.',
    ),
  );
  route(app, e.certifications, write('Add a certification to an added candidate'), async (req, reply) =>
    reply
      .status(201)
      .send(
        await saved(
          service.addCertification(await caller(req), req.params.id, req.body),
          'Certification added.',
        ),
      ),
  );
  route(app, e.updateCertification, write("Change an added candidate's certification"), async (req) =>
    saved(
      service.updateCertification(await caller(req), req.params.id, req.params.itemId, req.body),
      'Certification saved.',
    ),
  );
  // The three removals differ only in their section: one registration each, from one table.
  const removals = [
    [e.removeEducation, 'educations', 'education'],
    [e.removeEmployment, 'employments', 'employment'],
    [e.removeCertification, 'certifications', 'certification'],
  ] as const;
  for (const [endpoint, section, noun] of removals)
    route(app, endpoint, write(`Remove an added candidate's ${noun}`), async (req) =>
      saved(
        service.remove(await caller(req), req.params.id, section, req.params.itemId),
        `${noun[0]?.toUpperCase()}${noun.slice(1)} removed.`,
      ),
    );
}
