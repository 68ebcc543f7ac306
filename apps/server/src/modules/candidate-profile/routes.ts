import {
  type CandidateProfile,
  candidateProfileSchema,
  certificationInputSchema,
  certificationPatchSchema,
  educationInputSchema,
  educationPatchSchema,
  employmentInputSchema,
  employmentPatchSchema,
} from '@portal/contract/candidate-profile';
import { envelope } from '@portal/contract/envelope';
import { idParam } from '@portal/contract/fields';
import { API } from '@portal/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { endpoints } from '../../core/lib/endpoints';
import { apiPath, errorResponses, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/http/auth';
import type { ItemKind } from './repository';
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
      message: 'Personal details saved.',
    }),
  );

  route(
    app,
    endpoints.candidate.summary,
    { onRequest, schema: { ...write('Set the headline and summary') } },
    async (req) => ({ data: await service.updateSummary(me(req), req.body), message: 'Summary saved.' }),
  );

  route(
    app,
    endpoints.candidate.desiredJob,
    { onRequest, schema: { ...write('Set the desired job') } },
    async (req) => ({ data: await service.setDesiredJob(me(req), req.body), message: 'Desired job saved.' }),
  );

  route(
    app,
    endpoints.candidate.onboarding,
    { onRequest, schema: { ...write('Finish or skip the sign-up wizard') } },
    async (req) => ({
      data: await service.onboarding(me(req)),
      message:
        req.body.action === 'complete'
          ? 'Your profile is ready.'
          : 'You can finish your profile at any time from My Profile.',
    }),
  );

  /**
   * Add, change and remove for one of the three lists, each validated by its own schemas (the
   * type provider cannot resolve a generic schema's output, hence the casts to what it validated).
   */
  function listRoutes<I extends z.ZodType, P extends z.ZodType>(l: {
    kind: ItemKind;
    path: string;
    one: string;
    input: I;
    patch: P;
    add: (userId: number, body: z.output<I>) => Promise<CandidateProfile>;
    update: (userId: number, id: number, body: z.output<P>) => Promise<CandidateProfile>;
    label: string;
  }) {
    app.post(
      apiPath(l.path),
      { onRequest, schema: { ...write(`Add one to ${l.kind}`), body: l.input } },
      async (req, reply) =>
        reply
          .status(201)
          .send({ data: await l.add(me(req), req.body as z.output<I>), message: `${l.label} added.` }),
    );
    app.patch(
      apiPath(l.one),
      { onRequest, schema: { ...write(`Change one of ${l.kind}`), params: idParam, body: l.patch } },
      async (req) => ({
        data: await l.update(me(req), req.params.id, req.body as z.output<P>),
        message: `${l.label} saved.`,
      }),
    );
    app.delete(
      apiPath(l.one),
      { onRequest, schema: { ...write(`Remove one of ${l.kind}`), params: idParam } },
      async (req) => ({
        data: await service.remove(me(req), l.kind, req.params.id),
        message: `${l.label} removed.`,
      }),
    );
  }

  listRoutes({
    kind: 'educations',
    path: API.candidate.educations,
    one: API.candidate.education(':id'),
    input: educationInputSchema,
    patch: educationPatchSchema,
    add: service.addEducation,
    update: service.updateEducation,
    label: 'Education',
  });
  listRoutes({
    kind: 'employments',
    path: API.candidate.employments,
    one: API.candidate.employment(':id'),
    input: employmentInputSchema,
    patch: employmentPatchSchema,
    add: service.addEmployment,
    update: service.updateEmployment,
    label: 'Employment',
  });
  listRoutes({
    kind: 'certifications',
    path: API.candidate.certifications,
    one: API.candidate.certification(':id'),
    input: certificationInputSchema,
    patch: certificationPatchSchema,
    add: service.addCertification,
    update: service.updateCertification,
    label: 'Certification',
  });
};
