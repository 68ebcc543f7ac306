import { profileSchema } from '@portal/contract/auth';
import { staffCandidateSchema } from '@portal/contract/candidates';
import { clientSchema } from '@portal/contract/clients';
import { CONSENT_KINDS, consentsSchema } from '@portal/contract/consents';
import { OPERATOR_ONLY_PERMISSIONS } from '@portal/contract/permissions';
import { userRowSchema } from '@portal/contract/user-admin';
import { expect } from 'vitest';
import { z } from 'zod';
import type { Fixture, Who } from './tenancy-fixture';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Req = { method: Method; url: string; payload?: object };
/** Reads the body (JSON, or a CSV's text) through a schema, so each check sees typed data. */
type Check = (body: unknown, fx: Fixture) => void;
export type Cell = number | { status: number; check: Check };
export type Row = {
  route: string;
  request: (fx: Fixture, who: Who) => Req | Promise<Req>;
  expect: Record<Who, Cell>;
};

export const ok = (status: number, check: Check): Cell => ({ status, check });
const envelopeData = z.object({ data: z.unknown() });
export const data =
  <T extends z.ZodType>(schema: T) =>
  (body: unknown): z.infer<T> =>
    schema.parse(envelopeData.parse(body).data);
export const ids = (body: unknown) => data(z.array(z.object({ id: z.number() })))(body).map((r) => r.id);
const total = (body: unknown) => z.object({ meta: z.object({ total: z.number() }) }).parse(body).meta.total;
const employerOf = data(z.object({ employer: z.object({ id: z.number() }) }));
const employers = (body: unknown) =>
  data(z.array(z.object({ employer: z.object({ id: z.number() }) })))(body).map((j) => j.employer.id);
const notes = (body: unknown) => data(z.array(z.object({ body: z.string() })))(body).map((n) => n.body);
/** A note the table's POST row writes, marked with who wrote it (rows run in any order). */
const newNote = (who: Who) => `Called back, available in March (by ${who})`;
/** The caller's notes are the fixture's one of its organisation and any it added itself. */
const onlyNotesOf = (b: unknown, mine: string, who: Who) => {
  const list = notes(b);
  expect(list).toContain(mine);
  for (const n of list) expect([mine, newNote(who)]).toContain(n);
};
const emails = (body: unknown) => data(z.array(userRowSchema))(body).map((u) => u.email);
/**
 * The organisations of the users a list shows, each once. Other rows of the table may add members to
 * A or B before this one runs (the table runs in a random order), so a list is judged by whose they are.
 */
const organisations = (body: unknown) => [
  ...new Set(data(z.array(userRowSchema))(body).map((u) => u.client?.id ?? null)),
];
const teamEmails = (body: unknown) =>
  data(z.array(z.object({ email: z.string() })))(body).map((u) => u.email);
const closed = (body: unknown) => data(z.object({ closed: z.number() }))(body).closed;
const profile = data(profileSchema);

/** Organisation data of A: the operator and A reach it, B is told it does not exist. */
export const ofA = (operator: Cell, tenantA: Cell = operator): Record<Who, Cell> => ({
  operator,
  tenantA,
  tenantB: 404,
  candidate: 403,
  guest: 401,
});
/** A's own: A reaches it, everyone else with the permission (the operator's staff too) gets 404. */
export const ownOfA = (tenantA: Cell): Record<Who, Cell> => ({
  operator: 404,
  tenantA,
  tenantB: 404,
  candidate: 403,
  guest: 401,
});
/** The operator's alone: a tenant's role may name the code, the tenant still does not hold it. */
export const operatorOnly = (operator: Cell): Record<Who, Cell> => ({
  operator,
  tenantA: 403,
  tenantB: 403,
  candidate: 403,
  guest: 401,
});

const jobs = (path: string) => `/api/jobs/${path}`;
const templates = (path = '') => `/api/template/job-templates${path}`;
const feedback = (fx: Fixture) => `/api/candidate/consultant-feedback/${fx.candidate.id}`;
const byEmail = (fx: Fixture) => `q=${encodeURIComponent(fx.candidate.email)}`;

/**
 * Every organisation-scoped route x (operator staff, tenant A, tenant B, candidate, guest): the
 * status each gets and, where it gets data, that the data is only what it may see.
 */
export const TABLE: Row[] = [
  {
    route: 'GET jobs/',
    request: () => ({ method: 'GET', url: jobs('?page_size=100') }),
    expect: {
      operator: ok(200, (b, fx) => expect(ids(b)).toContain(fx.jobA)),
      tenantA: ok(200, (b, fx) => {
        expect(ids(b)).toContain(fx.jobA);
        expect(new Set(employers(b))).toEqual(new Set([fx.a.id]));
      }),
      tenantB: ok(200, (b, fx) => {
        expect(ids(b)).not.toContain(fx.jobA);
        for (const id of employers(b)) expect(id).toBe(fx.b.id);
      }),
      candidate: 403,
      guest: 401,
    },
  },
  {
    route: "GET jobs/?client_id={A} (another organisation's filter changes nothing)",
    request: (fx) => ({ method: 'GET', url: jobs(`?client_id=${fx.a.id}`) }),
    expect: {
      ...ofA(ok(200, (b, fx) => expect(ids(b)).toContain(fx.jobA))),
      tenantB: ok(200, (b) => expect(total(b)).toBe(0)),
    },
  },
  {
    route: 'GET jobs/{id}',
    request: (fx) => ({ method: 'GET', url: jobs(`${fx.jobA}`) }),
    expect: ofA(ok(200, (b, fx) => expect(data(z.object({ id: z.number() }))(b).id).toBe(fx.jobA))),
  },
  {
    route: 'PATCH jobs/{id}',
    request: (fx) => ({ method: 'PATCH', url: jobs(`${fx.jobA}`), payload: { openings: 2 } }),
    expect: ofA(200),
  },
  {
    route: 'DELETE jobs/{id} (a draft)',
    request: async (fx) => ({ method: 'DELETE', url: jobs(`${await fx.freshDraftOfA()}`) }),
    expect: ofA(200),
  },
  {
    route: 'POST jobs/{id}/close',
    request: async (fx) => ({ method: 'POST', url: jobs(`${await fx.freshPublishedOfA()}/close`) }),
    expect: ofA(200),
  },
  {
    route: 'POST jobs/{id}/duplicate',
    request: (fx) => ({ method: 'POST', url: jobs(`${fx.jobA}/duplicate`) }),
    expect: ofA(ok(201, (b, fx) => expect(employerOf(b).employer.id).toBe(fx.a.id))),
  },
  {
    route: 'POST jobs/bulk-close',
    request: async (fx) => ({
      method: 'POST',
      url: jobs('bulk-close'),
      payload: { ids: [await fx.freshPublishedOfA()] },
    }),
    expect: {
      ...ofA(ok(200, (b) => expect(closed(b)).toBe(1))),
      tenantB: ok(200, (b) => expect(closed(b)).toBe(0)),
    },
  },
  {
    route: 'GET jobs/view/{id} (a draft)',
    request: async (fx) => ({ method: 'GET', url: jobs(`view/${await fx.freshDraftOfA()}`) }),
    expect: { operator: 200, tenantA: 200, tenantB: 404, candidate: 404, guest: 404 },
  },
  {
    route: 'GET jobs/{id}/applicants',
    request: (fx) => ({ method: 'GET', url: jobs(`${fx.jobA}/applicants`) }),
    expect: ofA(ok(200, (b, fx) => expect(ids(b)).toEqual([fx.applicationA]))),
  },
  {
    route: 'GET jobs/{id}/applicants/export',
    request: (fx) => ({ method: 'GET', url: jobs(`${fx.jobA}/applicants/export`) }),
    expect: ofA(ok(200, (b, fx) => expect(z.string().parse(b)).toContain(fx.candidate.email))),
  },
  {
    route: 'GET jobs/applicants/{id}',
    request: (fx) => ({ method: 'GET', url: jobs(`applicants/${fx.applicationA}`) }),
    expect: ofA(
      ok(200, (b, fx) => {
        expect(data(z.object({ candidate: z.object({ id: z.number() }) }))(b).candidate.id).toBe(
          fx.candidate.id,
        );
        // Notes are read through consultant-feedback only, each organisation its own.
        expect(JSON.stringify(b)).not.toContain(fx.noteOperator);
        expect(JSON.stringify(b)).not.toContain(fx.noteA);
      }),
    ),
  },
  {
    route: 'GET jobs/applicants/{id}/cv',
    request: (fx) => ({ method: 'GET', url: jobs(`applicants/${fx.applicationA}/cv`) }),
    expect: ofA(200),
  },
  {
    route: 'POST jobs/applicants/status',
    request: (fx) => ({
      method: 'POST',
      url: jobs('applicants/status'),
      payload: { application_ids: [fx.applicationA], status: 'shortlisted', notify: false },
    }),
    expect: ofA(200),
  },
  {
    route: 'GET template/job-templates',
    request: () => ({ method: 'GET', url: templates('?page_size=100') }),
    expect: {
      ...ofA(ok(200, (b, fx) => expect(ids(b)).toContain(fx.templateA))),
      tenantB: ok(200, (b, fx) => expect(ids(b)).not.toContain(fx.templateA)),
    },
  },
  {
    route: 'GET template/job-templates/{id}',
    request: (fx) => ({ method: 'GET', url: templates(`/${fx.templateA}`) }),
    expect: ofA(200),
  },
  {
    route: 'PATCH template/job-templates/{id}',
    request: (fx) => ({ method: 'PATCH', url: templates(`/${fx.templateA}`), payload: { openings: 3 } }),
    expect: ofA(200),
  },
  {
    route: 'DELETE template/job-templates/{id}',
    request: async (fx) => ({ method: 'DELETE', url: templates(`/${await fx.freshTemplateOfA()}`) }),
    expect: ofA(200),
  },
  {
    route: 'POST template/job-templates/{id}/create-job',
    request: (fx) => ({ method: 'POST', url: templates(`/${fx.templateA}/create-job`) }),
    expect: ofA(ok(201, (b, fx) => expect(employerOf(b).employer.id).toBe(fx.a.id))),
  },
  {
    route: 'GET candidate/',
    request: (fx) => ({ method: 'GET', url: `/api/candidate/?${byEmail(fx)}` }),
    expect: operatorOnly(ok(200, (b, fx) => expect(ids(b)).toEqual([fx.candidate.id]))),
  },
  {
    route: 'GET candidate/candidates-filter',
    request: (fx) => ({ method: 'GET', url: `/api/candidate/candidates-filter?${byEmail(fx)}` }),
    expect: operatorOnly(ok(200, (b, fx) => expect(ids(b)).toEqual([fx.candidate.id]))),
  },
  {
    route: 'GET candidate/{id}',
    request: (fx) => ({ method: 'GET', url: `/api/candidate/${fx.candidate.id}` }),
    expect: operatorOnly(
      ok(200, (b, fx) =>
        onlyNotesOf({ data: data(staffCandidateSchema)(b).feedback }, fx.noteOperator, 'operator'),
      ),
    ),
  },
  {
    route: 'GET candidate/{id}/cv',
    request: (fx) => ({ method: 'GET', url: `/api/candidate/${fx.candidate.id}/cv` }),
    expect: operatorOnly(200),
  },
  {
    route: 'GET candidate/consultant-feedback/{id}',
    request: (fx) => ({ method: 'GET', url: feedback(fx) }),
    expect: ofA(
      ok(200, (b, fx) => onlyNotesOf(b, fx.noteOperator, 'operator')),
      ok(200, (b, fx) => onlyNotesOf(b, fx.noteA, 'tenantA')),
    ),
  },
  {
    route: 'POST candidate/consultant-feedback/{id}',
    request: (fx, who) => ({ method: 'POST', url: feedback(fx), payload: { body: newNote(who) } }),
    expect: ofA(201),
  },
  {
    route: 'GET employers/?type=consultancy',
    request: () => ({ method: 'GET', url: '/api/employers/?type=consultancy&status=active&page_size=100' }),
    expect: operatorOnly(
      ok(200, (b, fx) => expect(ids(b)).toEqual(expect.arrayContaining([fx.a.id, fx.b.id]))),
    ),
  },
  {
    route: 'GET employers/{id}',
    request: (fx) => ({ method: 'GET', url: `/api/employers/${fx.a.id}` }),
    expect: ofA(ok(200, (b, fx) => expect(data(clientSchema)(b).contact?.email).toBe(fx.a.email))),
  },
  {
    route: 'PATCH employers/{id}/status (activate)',
    request: async (fx) => ({
      method: 'PATCH',
      url: `/api/employers/${await fx.freshPendingOrganisation()}/status`,
      payload: { action: 'activate' },
    }),
    expect: operatorOnly(200),
  },
  {
    route: 'PATCH employers/{operator}/status (suspend the operator)',
    request: (fx) => ({
      method: 'PATCH',
      url: `/api/employers/${fx.operatorId}/status`,
      payload: { action: 'suspend' },
    }),
    expect: operatorOnly(409),
  },
  {
    route: 'GET user/list',
    request: () => ({ method: 'GET', url: '/api/user/list?page_size=100' }),
    expect: {
      operator: ok(200, (b, fx) =>
        expect(emails(b)).toEqual(expect.arrayContaining([fx.a.email, fx.b.email])),
      ),
      tenantA: ok(200, (b, fx) => {
        expect(emails(b)).toContain(fx.a.email);
        expect(organisations(b)).toEqual([fx.a.id]);
      }),
      tenantB: ok(200, (b, fx) => {
        expect(emails(b)).toContain(fx.b.email);
        expect(organisations(b)).toEqual([fx.b.id]);
      }),
      candidate: 403,
      guest: 401,
    },
  },
  {
    route: "GET user/list?client_id={A} (another organisation's filter changes nothing)",
    request: (fx) => ({ method: 'GET', url: `/api/user/list?client_id=${fx.a.id}` }),
    expect: {
      ...ofA(
        ok(200, (b, fx) => {
          expect(emails(b)).toContain(fx.a.email);
          expect(organisations(b)).toEqual([fx.a.id]);
        }),
      ),
      tenantB: ok(200, (b) => expect(emails(b)).toEqual([])),
    },
  },
  {
    route: 'GET user/ (the permissions held)',
    request: () => ({ method: 'GET', url: '/api/user/' }),
    expect: {
      operator: ok(200, (b) => {
        expect(profile(b).permissions).toEqual(expect.arrayContaining([...OPERATOR_ONLY_PERMISSIONS]));
        expect(profile(b).client?.is_operator).toBe(true);
      }),
      tenantA: ok(200, (b) => {
        expect(profile(b).permissions).toEqual(expect.arrayContaining(['candidates.feedback', 'users.list']));
        for (const code of OPERATOR_ONLY_PERMISSIONS) expect(profile(b).permissions).not.toContain(code);
        expect(profile(b).client?.is_operator).toBe(false);
      }),
      tenantB: ok(200, (b) => expect(profile(b).permissions).not.toContain('candidates.list')),
      candidate: ok(200, (b) => expect(profile(b).permissions).toEqual([])),
      guest: 401,
    },
  },
  {
    route: "PATCH user/locale (the caller's own language; nobody's else)",
    request: () => ({ method: 'PATCH', url: '/api/user/locale', payload: { locale: 'en' } }),
    expect: {
      operator: ok(200, (b) => expect(data(z.object({ locale: z.string() }))(b).locale).toBe('en')),
      tenantA: 200,
      tenantB: 200,
      candidate: 200,
      guest: 401,
    },
  },
  {
    route: "PATCH user/locale naming A's user (an id is an unknown field: refused, nothing changes)",
    request: (fx) => ({
      method: 'PATCH',
      url: '/api/user/locale',
      payload: { locale: 'ar', user_id: fx.aUserId },
    }),
    expect: { operator: 400, tenantA: 400, tenantB: 400, candidate: 400, guest: 401 },
  },
  {
    route: 'GET employers/user-detail/{id}',
    request: async (fx) => ({ method: 'GET', url: `/api/employers/user-detail/${await fx.freshUserOfA()}` }),
    expect: ofA(200),
  },
  {
    route: 'POST employers/create-user (into A)',
    request: (fx, who) => ({
      method: 'POST',
      url: '/api/employers/create-user',
      payload: {
        client_id: fx.a.id,
        role: 'ats',
        first_name: 'Invited',
        last_name: 'Member',
        email: `invited-${who.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
      },
    }),
    expect: ofA(201),
  },
  {
    route: 'PATCH user/{id}/status (suspend)',
    request: async (fx) => ({
      method: 'PATCH',
      url: `/api/user/${await fx.freshUserOfA()}/status`,
      payload: { action: 'suspend' },
    }),
    expect: ofA(200),
  },
  {
    route: 'PATCH user/{id}/role',
    request: async (fx) => ({
      method: 'PATCH',
      url: `/api/user/${await fx.freshUserOfA()}/role`,
      payload: { role: 'consultancy' },
    }),
    expect: ofA(200),
  },
  {
    route: 'POST user/{id}/reset-link',
    request: async (fx) => ({ method: 'POST', url: `/api/user/${await fx.freshUserOfA()}/reset-link` }),
    expect: ofA(200),
  },
  {
    route: 'GET employers/{id}/usage',
    request: (fx) => ({ method: 'GET', url: `/api/employers/${fx.a.id}/usage` }),
    expect: ofA(
      ok(200, (b, fx) => expect(data(z.object({ client_id: z.number() }))(b).client_id).toBe(fx.a.id)),
    ),
  },
  {
    route: 'GET plans/',
    request: () => ({ method: 'GET', url: '/api/plans/' }),
    expect: operatorOnly(200),
  },
  {
    route: 'POST employers/ (staff create an organisation)',
    request: (_fx, who) => ({
      method: 'POST',
      url: '/api/employers/',
      payload: {
        client_type: 'employer',
        company_name: `Made by ${who} ${Math.random().toString(36).slice(2, 8)}`,
        first_name: 'First',
        last_name: 'User',
        email: `first-${Math.random().toString(36).slice(2, 10)}@example.com`,
      },
    }),
    expect: operatorOnly(201),
  },
  {
    route: 'GET employers/team-activity (own team only)',
    request: () => ({ method: 'GET', url: '/api/employers/team-activity' }),
    expect: {
      operator: ok(200, (b, fx) => expect(teamEmails(b)).not.toContain(fx.a.email)),
      // Other rows add users to A, so A's team holds at least its first user and never B's.
      tenantA: ok(200, (b, fx) => {
        expect(teamEmails(b)).toContain(fx.a.email);
        expect(teamEmails(b)).not.toContain(fx.b.email);
      }),
      tenantB: ok(200, (b, fx) => expect(teamEmails(b)).toEqual([fx.b.email])),
      candidate: 403,
      guest: 401,
    },
  },
  {
    route: 'GET settings/permissions',
    request: () => ({ method: 'GET', url: '/api/settings/permissions' }),
    expect: operatorOnly(200),
  },
  {
    route: 'GET settings/audit-log',
    request: () => ({ method: 'GET', url: '/api/settings/audit-log' }),
    expect: operatorOnly(200),
  },
  {
    // The portal's own first-run state: a tenant's admin never learns it.
    route: 'GET settings/setup-checklist',
    request: () => ({ method: 'GET', url: '/api/settings/setup-checklist' }),
    expect: operatorOnly(200),
  },
  {
    // A candidate's consents are theirs alone: no organisation, not even the operator's staff, reads them.
    route: 'GET candidate/consents',
    request: () => ({ method: 'GET', url: '/api/candidate/consents' }),
    expect: {
      operator: 403,
      tenantA: 403,
      tenantB: 403,
      candidate: ok(200, (b) =>
        expect(data(consentsSchema)(b).current.map((c) => c.kind)).toEqual([...CONSENT_KINDS]),
      ),
      guest: 401,
    },
  },
];
