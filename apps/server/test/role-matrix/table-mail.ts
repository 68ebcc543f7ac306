import type { Caller } from './fixture';
import { byId, type Expect, freshById, only, type Table } from './table';

/** Recruiter e-mail codes: every organisation user; not the custom role. */
const MAILERS: readonly Caller[] = [
  'employer',
  'consultancy',
  'consultancy_admin',
  'ats',
  'staff',
  'master_admin',
];
const split = (own: Expect, other: Expect) => ({ own, other });
const TEMPLATE = () => ({
  name: `Matrix ${Math.random().toString(36).slice(2, 10)}`,
  subject: 'A role for {{candidate.first_name}}',
  body: '<p>{{job.title}}: {{response_links}}</p>',
});

export const MAIL: Table = {
  'GET /api/template/email': { expect: only(200, MAILERS) },
  'POST /api/template/email': { expect: only(201, MAILERS), call: () => ({ payload: TEMPLATE() }) },
  'POST /api/template/email/preview': {
    expect: only(200, MAILERS),
    call: () => ({ payload: { subject: 'Hello {{candidate.first_name}}', body: '<p>Hi</p>' } }),
  },
  'GET /api/template/email/{id}': {
    tenancy: 'org',
    ...split(only(200, MAILERS), only(404, MAILERS)),
    call: byId('emailTemplate'),
  },
  'PATCH /api/template/email/{id}': {
    tenancy: 'org',
    ...split(only(200, MAILERS), only(404, MAILERS)),
    call: async (fx, o) => ({
      params: { id: await fx.obj.emailTemplate(o) },
      payload: { subject: 'New role for {{candidate.first_name}}' },
    }),
  },
  'DELETE /api/template/email/{id}': {
    tenancy: 'org',
    ...split(only(200, MAILERS), only(404, MAILERS)),
    call: freshById('emailTemplate'),
  },
  'POST /api/template/email/{id}/duplicate': {
    tenancy: 'org',
    ...split(only(201, MAILERS), only(404, MAILERS)),
    call: byId('emailTemplate'),
  },
  'GET /api/template/email/{id}/tags': {
    tenancy: 'org',
    ...split(only(200, MAILERS), only(404, MAILERS)),
    call: byId('emailTemplate'),
  },
  'POST /api/template/email/recipients': {
    tenancy: 'org',
    ...split(only(200, MAILERS), only(404, MAILERS)),
    call: async (fx, o) => ({ payload: { recipients: { kind: 'applicants', job_id: await fx.obj.job(o) } } }),
  },
  'POST /api/template/email/send': {
    tenancy: 'org',
    // Mail goes out from the caller's own organisation: another's job is not there, even for master_admin.
    ...split(only(201, MAILERS), only(404, MAILERS)),
    call: async (fx, o, _caller, allowed) => {
      const job = await fx.fresh(allowed).job(o);
      await fx.apply(job);
      return {
        payload: {
          subject: 'A role',
          body: '<p>{{response_links}}</p>',
          recipients: { kind: 'applicants', job_id: job },
        },
      };
    },
  },
  'POST /api/settings/send-single-email': {
    expect: only(201, MAILERS),
    call: async (fx) => ({
      payload: {
        subject: 'A role',
        body: '<p>{{response_links}}</p>',
        candidate_id: await fx.obj.cvCandidate(undefined),
      },
    }),
  },
  'GET /api/settings/email-responses': { expect: only(200, MAILERS) },
  'GET /api/settings/email-responses/{id}': {
    tenancy: 'org',
    ...split(only(200, MAILERS), only(404, MAILERS)),
    call: byId('campaign'),
  },
  'GET /api/settings/email-responses/{id}/export': {
    tenancy: 'org',
    ...split(only(200, MAILERS), only(404, MAILERS)),
    call: byId('campaign'),
  },
  'GET /api/settings/email-suppressions': { expect: only(200, ['master_admin']) },
  'DELETE /api/settings/email-suppressions': {
    expect: only(404, ['master_admin']),
    call: () => ({ query: 'email=never-suppressed@example.com' }),
  },
  // The candidate's own address: whether the portal's mail still reaches it.
  'GET /api/settings/email-status': { expect: only(200, ['candidate']) },
};
