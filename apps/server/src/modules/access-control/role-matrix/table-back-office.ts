import { fileUpload, jpegWithExif } from '../../../../test/helpers/uploads';
import type { Caller } from './fixture';
import { only, type Table } from './table';

/** The operator's own back office: codes only its staff hold (OPERATOR_ONLY_PERMISSIONS). */
const ADMIN: readonly Caller[] = ['master_admin'];
/** enquiries.manage and news.manage: the operator's consultants as well. */
const OPERATOR: readonly Caller[] = ['staff', 'master_admin'];
const unique = () => Math.random().toString(36).slice(2, 10);
const ARTICLE = () => ({
  title: `Jebel Ali adds berths ${unique()}`,
  summary: 'The port adds four berths for larger container ships this year.',
  body: '<p>Four new berths.</p>',
});

export const BACK_OFFICE: Table = {
  'GET /api/master/admin/lists': { expect: only(200, ADMIN) },
  'GET /api/master/admin/{name}': { expect: only(200, ADMIN), call: () => ({ params: { name: 'skills' } }) },
  'POST /api/master/admin/{name}': {
    expect: only(201, ADMIN),
    call: () => ({ params: { name: 'skills' }, payload: { name: `Matrix skill ${unique()}` } }),
  },
  'PATCH /api/master/admin/{name}/{id}': {
    expect: only(200, ADMIN),
    call: async (fx) => ({
      params: { name: 'skills', id: await fx.obj.skill(undefined) },
      payload: { name: `Matrix skill ${unique()}` },
    }),
  },
  'PUT /api/master/exchange-rates/{currency}': {
    expect: only(200, ADMIN),
    call: () => ({ params: { currency: 'USD' }, payload: { aed_per_unit: 3.6725 } }),
  },
  'GET /api/settings/enquiry': { expect: only(200, OPERATOR) },
  'GET /api/settings/enquiry/export': { expect: only(200, OPERATOR) },
  'GET /api/settings/enquiry/assignees': { expect: only(200, OPERATOR) },
  'GET /api/settings/enquiry/{id}': {
    expect: only(200, OPERATOR),
    call: async (fx) => ({ params: { id: await fx.obj.enquiry(undefined) } }),
  },
  'PATCH /api/settings/enquiry/{id}': {
    expect: only(200, OPERATOR),
    call: async (fx) => ({
      params: { id: await fx.obj.enquiry(undefined) },
      payload: { status: 'in_progress' },
    }),
  },
  'POST /api/settings/enquiry/{id}/notes': {
    expect: only(201, OPERATOR),
    call: async (fx) => ({
      params: { id: await fx.obj.enquiry(undefined) },
      payload: { body: 'Called back' },
    }),
  },
  'POST /api/settings/logistics-news': { expect: only(201, OPERATOR), call: () => ({ payload: ARTICLE() }) },
  'GET /api/settings/logistics-news/manage': { expect: only(200, OPERATOR) },
  'GET /api/settings/logistics-news/{id}': {
    expect: only(200, OPERATOR),
    call: async (fx) => ({ params: { id: await fx.obj.article(undefined) } }),
  },
  'PATCH /api/settings/logistics-news/{id}': {
    expect: only(200, OPERATOR),
    call: async (fx) => ({
      params: { id: await fx.obj.article(undefined) },
      payload: { summary: 'The port adds four berths for the largest ships.' },
    }),
  },
  'DELETE /api/settings/logistics-news/{id}': {
    expect: only(200, OPERATOR),
    call: async (fx, _o, _caller, allowed) => ({ params: { id: await fx.fresh(allowed).article() } }),
  },
  'POST /api/settings/logistics-news/{id}/image': {
    expect: only(200, OPERATOR),
    call: async (fx) => ({
      params: { id: await fx.obj.article(undefined) },
      raw: fileUpload(await jpegWithExif(800, 400), 'berth.jpg', 'image/jpeg'),
    }),
  },
  'DELETE /api/settings/logistics-news/{id}/image': {
    expect: only(200, OPERATOR),
    call: async (fx, _o, _caller, allowed) => ({
      params: { id: await fx.fresh(allowed).articleWithImage() },
    }),
  },
  // The weekly job news is the news desk's (news.manage).
  'GET /api/settings/subscription/subscribers': { expect: only(200, OPERATOR) },
  'GET /api/settings/subscription/subscribers/export': { expect: only(200, OPERATOR) },
  'GET /api/settings/subscription/issues': { expect: only(200, OPERATOR) },
  'GET /api/settings/subscription/preview': { expect: only(200, OPERATOR) },
  'GET /api/settings/roles': { expect: only(200, ADMIN) },
  'POST /api/settings/roles': {
    expect: only(201, ADMIN),
    call: () => ({
      payload: { name: `Matrix reader ${unique()}`, kind: 'ats', permissions: ['jobs.manage'] },
    }),
  },
  'GET /api/settings/roles/{key}': {
    expect: only(200, ADMIN),
    call: (fx) => ({ params: { key: fx.customRole } }),
  },
  'PATCH /api/settings/roles/{key}': {
    expect: only(200, ADMIN),
    call: (fx) => ({ params: { key: fx.customRole }, payload: { description: 'Posts jobs for the matrix' } }),
  },
  'DELETE /api/settings/roles/{key}': {
    expect: only(200, ADMIN),
    call: async (fx, _o, _caller, allowed) => ({ params: { key: await fx.fresh(allowed).role() } }),
  },
  'GET /api/settings/role-groups': { expect: only(200, ADMIN) },
  'POST /api/settings/role-groups': {
    expect: only(201, ADMIN),
    call: () => ({ payload: { name: `Matrix group ${unique()}`, permissions: ['cv.search'] } }),
  },
  'PATCH /api/settings/role-groups/{id}': {
    expect: only(200, ADMIN),
    call: async (fx) => ({
      params: { id: await fx.obj.group(undefined) },
      payload: { description: 'For the matrix' },
    }),
  },
  'DELETE /api/settings/role-groups/{id}': {
    expect: only(200, ADMIN),
    call: async (fx, _o, _caller, allowed) => ({ params: { id: await fx.fresh(allowed).group() } }),
  },
  'GET /api/settings/modules': { expect: only(200, ADMIN) },
  'GET /api/settings/permissions': { expect: only(200, ADMIN) },
  'PUT /api/settings/roles/{role}/permissions': {
    expect: only(200, ADMIN),
    call: (fx) => ({
      params: { role: fx.customRole },
      payload: { permissions: ['jobs.manage', 'templates.manage'] },
    }),
  },
  'GET /api/settings/audit-log': { expect: only(200, ADMIN) },
};
