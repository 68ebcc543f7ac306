import { candidateProfileSchema } from '@portal/contract/candidate-profile';
import { envelope } from '@portal/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/http/auth';
import { catalogue } from './i18n';
import { createCandidateProfileService } from './service';

const tags = ['candidate'];
const security = [{ bearer: [] }];
const profileResponse = envelope(candidateProfileSchema);

/** The signed-in candidate's own profile. Every write answers with the whole profile. */
export const candidateProfileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createCandidateProfileService(ctx.db);
  const onRequest = app.requireRole('candidate');
  const me = (req: Parameters<typeof currentUser>[0]) => currentUser(req).id;
  const write = (summary: string, extra: number[] = []) => ({
    tags,
    security,
    summary,
    response: {
      200: profileResponse,
      201: profileResponse,
      ...errorResponses(400, 401, 403, 404, 409, ...extra),
    },
  });

  route(
    app,
    endpoints.candidate.profile,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'My whole profile with its completeness',
        response: errorResponses(401, 403),
      },
    },
    async (req) => ({ data: await service.get(me(req)) }),
  );

  route(
    app,
    endpoints.candidate.update,
    { onRequest, schema: { ...write('Change personal details and skills') } },
    async (req) => ({
      data: await service.updatePersonal(me(req), req.body),
      message: catalogue.t(req.locale, 'done.personalSaved'),
    }),
  );

  route(
    app,
    endpoints.candidate.summary,
    { onRequest, schema: { ...write('Set the headline and summary') } },
    async (req) => ({
      data: await service.updateSummary(me(req), req.body),
      message: catalogue.t(req.locale, 'done.summarySaved'),
    }),
  );

  route(
    app,
    endpoints.candidate.desiredJob,
    { onRequest, schema: { ...write('Set the desired job') } },
    async (req) => ({
      data: await service.setDesiredJob(me(req), req.body),
      message: catalogue.t(req.locale, 'done.desiredJobSaved'),
    }),
  );

  route(
    app,
    endpoints.candidate.onboarding,
    { onRequest, schema: { ...write('Finish or skip the sign-up wizard') } },
    async (req) => ({
      data: await service.onboarding(me(req)),
      message:
        req.body.action === 'complete'
          ? catalogue.t(req.locale, 'done.profileReady')
          : catalogue.t(req.locale, 'done.profileLater'),
    }),
  );

  // Add, change and remove for each of the three lists, each from its own endpoints.
  route(
    app,
    endpoints.candidate.educations,
    { onRequest, schema: write('Add one to educations') },
    async (req, reply) =>
      reply.status(201).send({
        data: await service.addEducation(me(req), req.body),
        message: catalogue.t(req.locale, 'done.educationAdded'),
      }),
  );
  route(
    app,
    endpoints.candidate.updateEducation,
    { onRequest, schema: write('Change one of educations') },
    async (req) => ({
      data: await service.updateEducation(me(req), req.params.id, req.body),
      message: catalogue.t(req.locale, 'done.educationSaved'),
    }),
  );
  route(
    app,
    endpoints.candidate.removeEducation,
    { onRequest, schema: write('Remove one of educations') },
    async (req) => ({
      data: await service.remove(me(req), 'educations', req.params.id),
      message: catalogue.t(req.locale, 'done.educationRemoved'),
    }),
  );
  route(
    app,
    endpoints.candidate.employments,
    { onRequest, schema: write('Add one to employments') },
    async (req, reply) =>
      reply.status(201).send({
        data: await service.addEmployment(me(req), req.body),
        message: catalogue.t(req.locale, 'done.employmentAdded'),
      }),
  );
  route(
    app,
    endpoints.candidate.updateEmployment,
    { onRequest, schema: write('Change one of employments') },
    async (req) => ({
      data: await service.updateEmployment(me(req), req.params.id, req.body),
      message: catalogue.t(req.locale, 'done.employmentSaved'),
    }),
  );
  route(
    app,
    endpoints.candidate.removeEmployment,
    { onRequest, schema: write('Remove one of employments') },
    async (req) => ({
      data: await service.remove(me(req), 'employments', req.params.id),
      message: catalogue.t(req.locale, 'done.employmentRemoved'),
    }),
  );
  route(
    app,
    endpoints.candidate.certifications,
    { onRequest, schema: write('Add one to certifications') },
    async (req, reply) =>
      reply.status(201).send({
        data: await service.addCertification(me(req), req.body),
        message: catalogue.t(req.locale, 'done.certificationAdded'),
      }),
  );
  route(
    app,
    endpoints.candidate.updateCertification,
    { onRequest, schema: write('Change one of certifications') },
    async (req) => ({
      data: await service.updateCertification(me(req), req.params.id, req.body),
      message: catalogue.t(req.locale, 'done.certificationSaved'),
    }),
  );
  route(
    app,
    endpoints.candidate.removeCertification,
    { onRequest, schema: write('Remove one of certifications') },
    async (req) => ({
      data: await service.remove(me(req), 'certifications', req.params.id),
      message: catalogue.t(req.locale, 'done.certificationRemoved'),
    }),
  );
};
