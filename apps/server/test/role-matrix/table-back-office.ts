import { bearer } from '../helpers/requests';
import { fileUpload, jpegWithExif } from '../helpers/uploads';
import type { Caller } from './fixture';
import { afterUpload, only, type Table } from './table';

/** The operator's own back office: codes only its staff hold (OPERATOR_ONLY_PERMISSIONS). */
const ADMIN: readonly Caller[] = ['master_admin'];
/** enquiries.manage and news.manage: the operator's consultants as well. */
const OPERATOR: readonly Caller[] = ['staff', 'master_admin'];
const unique = () => Math.random().toString(36).slice(2, 10);
const CSV = () => ['name,slug,active', `Matrix import ${unique()},,`].join('\n');
/** The CSV as multipart `file`, with the preview's `token` beside it when applying. */
function csvBody(csv: string, token?: string) {
  const file = fileUpload(Buffer.from(csv), 'list.csv', 'text/csv');
  if (!token) return file;
  const boundary = file.headers['content-type']?.split('boundary=')[1];
  const field = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="token"\r\n\r\n${token}\r\n`,
  );
  return { ...file, payload: Buffer.concat([field, file.payload]) };
}
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
  'DELETE /api/master/admin/{name}/{id}': {
    expect: only(200, ADMIN),
    call: async (fx, _o, _caller, allowed) => ({
      params: { name: 'skills', id: await fx.fresh(allowed).skill() },
    }),
  },
  'POST /api/master/admin/{name}/{id}/merge': {
    expect: only(200, ADMIN),
    call: async (fx, _o, _caller, allowed) => ({
      params: { name: 'skills', id: await fx.fresh(allowed).skill() },
      payload: { into_id: await fx.obj.skill(undefined) },
    }),
  },
  'GET /api/master/admin/{name}/export': {
    expect: only(200, ADMIN),
    call: () => ({ params: { name: 'skills' } }),
  },
  'POST /api/master/admin/{name}/import/preview': {
    expect: only(200, ADMIN),
    call: () => ({ params: { name: 'skills' }, raw: csvBody(CSV()) }),
  },
  'POST /api/master/admin/{name}/import': {
    expect: only(200, ADMIN),
    call: async (fx) => {
      const csv = CSV();
      // The token of a preview master_admin made of the same file.
      const body = csvBody(csv);
      const preview = await fx.app.inject({
        method: 'POST',
        url: '/api/master/admin/skills/import/preview',
        headers: { ...body.headers, ...bearer(fx.tokens.master_admin) },
        payload: body.payload,
      });
      const token = preview.json<{ data: { token: string } }>().data.token;
      return { params: { name: 'skills' }, raw: csvBody(csv, token) };
    },
  },
  'GET /api/settings/portal': { expect: only(200, ADMIN) },
  'GET /api/settings/setup-checklist': { expect: only(200, ADMIN) },
  'PATCH /api/settings/portal': {
    expect: only(200, ADMIN),
    call: () => ({ payload: { theme_color: '#1CA3DC' } }),
  },
  'POST /api/settings/portal/logo': {
    expect: only(200, ADMIN),
    call: async () => ({ raw: fileUpload(await jpegWithExif(400, 200), 'logo.jpg', 'image/jpeg') }),
  },
  'DELETE /api/settings/portal/logo': {
    expect: only(200, ADMIN),
    call: afterUpload('/api/settings/portal/logo', async () =>
      fileUpload(await jpegWithExif(400, 200), 'logo.jpg', 'image/jpeg'),
    ),
  },
  'PUT /api/master/exchange-rates/{currency}': {
    expect: only(200, ADMIN),
    call: () => ({ params: { currency: 'USD' }, payload: { aed_per_unit: 3.6725 } }),
  },
  // Editable pages: pages.manage is the operator's administrators' (legal texts); anyone reads a page.
  'GET /api/settings/pages': { expect: only(200, ADMIN) },
  'GET /api/settings/pages/{slug}/manage': {
    expect: only(200, ADMIN),
    call: () => ({ params: { slug: 'privacy-policy' } }),
  },
  'PATCH /api/settings/pages/{slug}': {
    expect: only(200, ADMIN),
    call: () => ({
      params: { slug: 'privacy-policy' },
      payload: { meta_description: `How the portal keeps your data, revision ${unique()}.` },
    }),
  },
  'GET /api/settings/pages/{slug}/history': {
    expect: only(200, ADMIN),
    call: () => ({ params: { slug: 'privacy-policy' } }),
  },
  // No such revision: the permission is checked first, so an administrator reaches the 404.
  'GET /api/settings/pages/{slug}/history/{id}': {
    expect: only(404, ADMIN),
    call: () => ({ params: { slug: 'privacy-policy', id: 999_999_999 } }),
  },
  'POST /api/settings/pages/{slug}/history/{id}/restore': {
    expect: only(404, ADMIN),
    call: () => ({ params: { slug: 'privacy-policy', id: 999_999_999 } }),
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
