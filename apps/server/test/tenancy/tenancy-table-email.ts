import { expect } from 'vitest';
import { z } from 'zod';
import type { Fixture, Who } from './tenancy-fixture';
import { type Cell, data, ids, ok, operatorOnly, ownOfA, type Row } from './tenancy-table';

/*
 * The recruiter e-mail routes (issue 13) in the tenancy table. Templates and campaigns are the
 * sender organisation's alone, for the operator's staff too: anyone else is told they do not exist.
 */

/** A list: A's object is in A's list and in no one else's. */
const listOfA = (id: (fx: Fixture) => number): Record<Who, Cell> => ({
  operator: ok(200, (b, fx) => expect(ids(b)).not.toContain(id(fx))),
  tenantA: ok(200, (b, fx) => expect(ids(b)).toContain(id(fx))),
  tenantB: ok(200, (b, fx) => expect(ids(b)).not.toContain(id(fx))),
  candidate: 403,
  guest: 401,
});

const tpl = (path = '') => `/api/template/email${path}`;
const responses = (path = '') => `/api/settings/email-responses${path}`;
const recipientIds = (b: unknown) =>
  data(z.array(z.object({ candidate_id: z.number() })))(b).map((r) => r.candidate_id);
const queued = (b: unknown) => data(z.object({ queued: z.number() }))(b).queued;

export const EMAIL_TABLE: Row[] = [
  {
    route: 'GET template/email',
    request: () => ({ method: 'GET', url: tpl('?page_size=100') }),
    expect: listOfA((fx) => fx.emailTemplateA),
  },
  {
    route: 'GET template/email/{id}',
    request: (fx) => ({ method: 'GET', url: tpl(`/${fx.emailTemplateA}`) }),
    expect: ownOfA(200),
  },
  {
    route: 'PATCH template/email/{id}',
    request: (fx) => ({
      method: 'PATCH',
      url: tpl(`/${fx.emailTemplateA}`),
      payload: { subject: 'A role for {{candidate.first_name}}' },
    }),
    expect: ownOfA(200),
  },
  {
    route: 'DELETE template/email/{id}',
    request: async (fx) => ({ method: 'DELETE', url: tpl(`/${await fx.freshEmailTemplateOfA()}`) }),
    expect: ownOfA(200),
  },
  {
    route: 'POST template/email/{id}/duplicate',
    request: (fx) => ({ method: 'POST', url: tpl(`/${fx.emailTemplateA}/duplicate`) }),
    expect: ownOfA(201),
  },
  {
    route: 'GET template/email/{id}/tags',
    request: (fx) => ({ method: 'GET', url: tpl(`/${fx.emailTemplateA}/tags`) }),
    expect: ownOfA(200),
  },
  {
    route: "POST template/email/preview (A's applicant and job)",
    request: (fx) => ({
      method: 'POST',
      url: tpl('/preview'),
      payload: {
        subject: 'Hi {{candidate.first_name}}',
        body: '<p>{{job.title}}</p>',
        candidate_id: fx.candidate.id,
        job_id: fx.jobA,
      },
    }),
    expect: ownOfA(200),
  },
  {
    route: "POST template/email/recipients (A's job's applicants)",
    request: (fx) => ({
      method: 'POST',
      url: tpl('/recipients'),
      payload: { recipients: { kind: 'applicants', job_id: fx.jobA } },
    }),
    expect: ownOfA(ok(200, (b, fx) => expect(recipientIds(b)).toEqual([fx.candidate.id]))),
  },
  {
    route: "POST template/email/send (A's template to A's applicants)",
    request: (fx) => ({
      method: 'POST',
      url: tpl('/send'),
      payload: {
        template_id: fx.emailTemplateA,
        job_id: fx.jobA,
        recipients: { kind: 'applicants', job_id: fx.jobA },
      },
    }),
    expect: ownOfA(ok(201, (b) => expect(queued(b)).toBe(1))),
  },
  {
    route: "POST settings/send-single-email (A's applicant)",
    request: (fx) => ({
      method: 'POST',
      url: '/api/settings/send-single-email',
      payload: {
        subject: 'Hi {{candidate.first_name}}',
        body: '<p>Hello</p>',
        candidate_id: fx.candidate.id,
      },
    }),
    // The operator's staff work the whole candidate pool (candidates.list), so they may write to
    // A's applicant too, as their own campaign; B reaches only its applicants and the CV database.
    expect: {
      ...ownOfA(ok(201, (b) => expect(queued(b)).toBe(1))),
      operator: ok(201, (b) => expect(queued(b)).toBe(1)),
    },
  },
  {
    route: 'GET settings/email-responses',
    request: () => ({ method: 'GET', url: responses('?page_size=100') }),
    expect: listOfA((fx) => fx.campaignA),
  },
  {
    route: 'GET settings/email-responses/{id}',
    request: (fx) => ({ method: 'GET', url: responses(`/${fx.campaignA}`) }),
    expect: ownOfA(
      ok(200, (b, fx) => {
        const rows = z.object({ data: z.array(z.object({ email: z.string() })) }).parse(b).data;
        expect(rows.map((r) => r.email)).toEqual([fx.candidate.email]);
      }),
    ),
  },
  {
    route: 'GET settings/email-responses/{id}/export',
    request: (fx) => ({ method: 'GET', url: responses(`/${fx.campaignA}/export`) }),
    expect: ownOfA(ok(200, (b, fx) => expect(z.string().parse(b)).toContain(fx.candidate.email))),
  },
  {
    route: 'GET settings/email-suppressions',
    request: () => ({ method: 'GET', url: '/api/settings/email-suppressions' }),
    expect: operatorOnly(200),
  },
  {
    route: "GET settings/email-status (the candidate's own address)",
    request: () => ({ method: 'GET', url: '/api/settings/email-status' }),
    expect: {
      operator: 403,
      tenantA: 403,
      tenantB: 403,
      candidate: ok(200, (b, fx) =>
        expect(data(z.object({ email: z.string(), status: z.string() }))(b)).toEqual({
          email: fx.candidate.email,
          status: 'ok',
        }),
      ),
      guest: 401,
    },
  },
];
