import { fileUpload, jpegWithExif } from '../helpers/uploads';
import type { Caller } from './fixture';
import { afterUpload, byId, type Expect, freshById, only, type Table } from './table';

/** Tenant users who administer their organisation's team (users.manage). */
const TEAM_ADMINS: readonly Caller[] = ['consultancy_admin', 'master_admin'];
/** Company profile editors (company.manage). */
const COMPANY: readonly Caller[] = ['employer', 'consultancy_admin', 'master_admin'];
/** Every organisation user of a built-in role (clients.view); the custom role was not given it. */
const ORG_USERS: readonly Caller[] = [
  'employer',
  'consultancy',
  'consultancy_admin',
  'ats',
  'staff',
  'master_admin',
];
const today = () => new Date().toISOString().slice(0, 10);
const split = (own: Expect, other: Expect) => ({ own, other });
const image = async () => ({ raw: fileUpload(await jpegWithExif(400, 200), 'logo.jpg', 'image/jpeg') });

export const ORGANISATION: Table = {
  'GET /api/employers': {
    expect: only(200, ['staff', 'master_admin']),
    call: () => ({ query: 'type=employer' }),
  },
  'POST /api/employers': {
    expect: only(201, ['master_admin']),
    call: () => ({
      payload: {
        client_type: 'employer',
        company_name: `Matrix made ${Math.random().toString(36).slice(2, 8)}`,
        first_name: 'Khalid',
        last_name: 'Mansour',
        email: `made-${Math.random().toString(36).slice(2, 10)}@example.com`,
      },
    }),
  },
  'GET /api/employers/{id}': {
    tenancy: 'org',
    ...split(only(200, ORG_USERS), only(404, ORG_USERS, { staff: 200, master_admin: 200 })),
    call: (fx, o) => ({ params: { id: fx.orgId[o] } }),
  },
  'PATCH /api/employers/{id}/status': {
    expect: only(200, ['master_admin']),
    call: async (fx, _o, _caller, allowed) => ({
      params: { id: await fx.fresh(allowed).pending() },
      payload: { action: 'activate' },
    }),
  },
  'PUT /api/employers/{id}/plan': {
    tenancy: 'org',
    ...split(only(200, ['master_admin'], { master_admin: 409 }), only(200, ['master_admin'])),
    call: async (fx, o) => ({
      params: { id: fx.orgId[o] },
      payload: { plan_id: await fx.obj.plan(undefined), starts_on: today() },
    }),
  },
  // The operator has no plan (never limited): master_admin is refused on its own organisation.
  'GET /api/employers/{id}/usage': {
    tenancy: 'org',
    ...split(only(200, ORG_USERS), only(404, ORG_USERS, { staff: 200, master_admin: 200 })),
    call: (fx, o) => ({ params: { id: fx.orgId[o] } }),
  },
  // Any user of the organisation reads its company profile; company.manage edits it.
  'GET /api/employers/profile': { expect: only(200, ORG_USERS) },
  'PATCH /api/employers/update': {
    expect: only(200, COMPANY),
    call: () => ({ payload: { company_size: '51-200' } }),
  },
  'PUT /api/employers/social': {
    expect: only(200, COMPANY),
    call: () => ({ payload: { linkedin: 'https://www.linkedin.com/company/matrix' } }),
  },
  'GET /api/employers/contacts': { expect: only(200, ORG_USERS) },
  'POST /api/employers/contacts': {
    expect: only(201, COMPANY),
    call: () => ({
      payload: {
        name: 'Mariam Yousef',
        role: 'HR manager',
        email: `c-${Math.random().toString(36).slice(2, 9)}@example.com`,
      },
    }),
  },
  'PATCH /api/employers/contacts/{id}': {
    tenancy: 'org',
    ...split(only(200, COMPANY), only(404, COMPANY)),
    call: async (fx, o) => ({
      params: { id: await fx.obj.contact(o) },
      payload: { name: 'Mariam Yousef', role: 'Talent lead', email: 'talent@example.com' },
    }),
  },
  'DELETE /api/employers/contacts/{id}': {
    tenancy: 'org',
    ...split(only(200, COMPANY), only(404, COMPANY)),
    call: freshById('contact'),
  },
  'GET /api/employers/branches': { expect: only(200, ORG_USERS) },
  'POST /api/employers/branches': {
    expect: only(201, COMPANY),
    call: (fx) => ({
      payload: { name: 'Abu Dhabi office', state_id: fx.m('states', 'dubai'), address: 'Al Quoz 3' },
    }),
  },
  'PATCH /api/employers/branches/{id}': {
    tenancy: 'org',
    ...split(only(200, COMPANY), only(404, COMPANY)),
    call: async (fx, o) => ({
      params: { id: await fx.obj.branch(o) },
      payload: { name: 'Al Quoz yard', state_id: fx.m('states', 'dubai'), address: 'Al Quoz 4' },
    }),
  },
  'DELETE /api/employers/branches/{id}': {
    tenancy: 'org',
    ...split(only(200, COMPANY), only(404, COMPANY)),
    call: freshById('branch'),
  },
  'POST /api/employers/logo': { expect: only(200, COMPANY), call: image },
  'DELETE /api/employers/logo': {
    expect: only(200, COMPANY),
    call: afterUpload('/api/employers/logo', async () => (await image()).raw),
  },
  'POST /api/employers/cover': { expect: only(200, COMPANY), call: image },
  'DELETE /api/employers/cover': {
    expect: only(200, COMPANY),
    call: afterUpload('/api/employers/cover', async () => (await image()).raw),
  },
  'GET /api/employers/user-detail': { expect: only(200, ORG_USERS) },
  'PATCH /api/employers/user-detail': {
    expect: only(200, ORG_USERS),
    call: () => ({ payload: { first_name: 'Matrix' } }),
  },
  'GET /api/employers/team-activity': { expect: only(200, TEAM_ADMINS) },
  'GET /api/user/list': { expect: only(200, TEAM_ADMINS) },
  'GET /api/employers/user-detail/{id}': {
    tenancy: 'org',
    ...split(only(200, TEAM_ADMINS), only(404, TEAM_ADMINS, { master_admin: 200 })),
    call: byId('member'),
  },
  'POST /api/employers/create-user': {
    tenancy: 'org',
    ...split(only(201, TEAM_ADMINS), only(404, TEAM_ADMINS, { master_admin: 201 })),
    call: (fx, o) => ({
      payload: {
        client_id: fx.orgId[o],
        role: o === 'E' ? 'employer' : 'ats',
        first_name: 'Noura',
        last_name: 'Saleh',
        email: `invited-${Math.random().toString(36).slice(2, 10)}@example.com`,
      },
    }),
  },
  'PATCH /api/user/{id}/status': {
    tenancy: 'org',
    ...split(only(200, TEAM_ADMINS), only(404, TEAM_ADMINS, { master_admin: 200 })),
    call: async (fx, o, _caller, allowed) => ({
      params: { id: await fx.fresh(allowed).member(o) },
      payload: { action: 'suspend' },
    }),
  },
  'PATCH /api/user/{id}/role': {
    tenancy: 'org',
    ...split(only(200, TEAM_ADMINS), only(404, TEAM_ADMINS, { master_admin: 200 })),
    call: async (fx, o, _caller, allowed) => ({
      params: { id: await fx.fresh(allowed).member(o) },
      payload: { role: o === 'E' ? 'employer' : 'consultancy' },
    }),
  },
  'POST /api/user/{id}/reset-link': {
    tenancy: 'org',
    ...split(only(200, TEAM_ADMINS), only(404, TEAM_ADMINS, { master_admin: 200 })),
    call: byId('member'),
  },
  'POST /api/user/{id}/mfa-reset': {
    tenancy: 'org',
    ...split(only(409, TEAM_ADMINS), only(404, TEAM_ADMINS, { master_admin: 409 })),
    call: byId('member'),
  },
  'GET /api/plans': { expect: only(200, ['master_admin']) },
  'POST /api/plans': {
    expect: only(201, ['master_admin']),
    call: () => ({
      payload: {
        name: `Matrix ${Math.random().toString(36).slice(2, 9)}`,
        limits: { active_jobs: 5, cv_views: null, cv_downloads: null, recruiter_emails: null, users: null },
      },
    }),
  },
  'PATCH /api/plans/{id}': {
    expect: only(200, ['master_admin']),
    call: async (fx) => ({
      params: { id: await fx.obj.plan(undefined) },
      payload: { description: 'For the matrix' },
    }),
  },
  'DELETE /api/plans/{id}': {
    expect: only(200, ['master_admin']),
    call: async (fx, _o, _caller, allowed) => ({ params: { id: await fx.fresh(allowed).plan() } }),
  },
};
