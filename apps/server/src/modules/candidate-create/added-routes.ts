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
  route(app, e.update, write("Change an added candidate's personal details and skills"), async (req) => ({
    data: await service.updatePersonal(await caller(req), req.params.id, req.body),
    message: 'Personal details saved.',
  }));
  route(app, e.summary, write("Set an added candidate's headline and summary"), async (req) => ({
    data: await service.updateSummary(await caller(req), req.params.id, req.body),
    message: 'Summary saved.',
  }));
  route(app, e.desiredJob, write("Set an added candidate's desired job"), async (req) => ({
    data: await service.setDesiredJob(await caller(req), req.params.id, req.body),
    message: 'Desired job saved.',
  }));
  route(app, e.educations, write('Add an education to an added candidate'), async (req, reply) =>
    reply.status(201).send({
      data: await service.addEducation(await caller(req), req.params.id, req.body),
      message: 'Education added.',
    }),
  );
  route(app, e.updateEducation, write("Change an added candidate's education"), async (req) => ({
    data: await service.updateEducation(await caller(req), req.params.id, req.params.itemId, req.body),
    message: 'Education saved.',
  }));
  route(app, e.removeEducation, write("Remove an added candidate's education"), async (req) => ({
    data: await service.remove(await caller(req), req.params.id, 'educations', req.params.itemId),
    message: 'Education removed.',
  }));
  route(app, e.employments, write('Add an employment to an added candidate'), async (req, reply) =>
    reply.status(201).send({
      data: await service.addEmployment(await caller(req), req.params.id, req.body),
      message: 'Employment added.',
    }),
  );
  route(app, e.updateEmployment, write("Change an added candidate's employment"), async (req) => ({
    data: await service.updateEmployment(await caller(req), req.params.id, req.params.itemId, req.body),
    message: 'Employment saved.',
  }));
  route(app, e.removeEmployment, write("Remove an added candidate's employment"), async (req) => ({
    data: await service.remove(await caller(req), req.params.id, 'employments', req.params.itemId),
    message: 'Employment removed.',
  }));
  route(app, e.certifications, write('Add a certification to an added candidate'), async (req, reply) =>
    reply.status(201).send({
      data: await service.addCertification(await caller(req), req.params.id, req.body),
      message: 'Certification added.',
    }),
  );
  route(app, e.updateCertification, write("Change an added candidate's certification"), async (req) => ({
    data: await service.updateCertification(await caller(req), req.params.id, req.params.itemId, req.body),
    message: 'Certification saved.',
  }));
  route(app, e.removeCertification, write("Remove an added candidate's certification"), async (req) => ({
    data: await service.remove(await caller(req), req.params.id, 'certifications', req.params.itemId),
    message: 'Certification removed.',
  }));
}
