import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { jobBody, loadMasters, type Masters, newEmployer, postJob } from '../../../test/helpers/jobs';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { fileUpload, jpegWithExif } from '../../../test/helpers/uploads';

let t: Awaited<ReturnType<typeof setupFile>>;
let m: Masters;
let admin: string;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Site</title></head><body></body></html>',
  );
  t = await setupFile({ WORKER: 'off', WEB_DIST: dist, PUBLIC_URL: 'http://portal.test' });
  m = await loadMasters(t.app);
  admin = await signIn(t.app, 'admin', DEMO.master_admin);
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = (token: string | null, method: Method, url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as string }),
  });
const upload = (token: string, url: string, data: Buffer, name = 'logo.jpg', type = 'image/jpeg') => {
  const body = fileUpload(data, name, type);
  return t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
};
const suffix = () => Math.random().toString(36).slice(2, 8);
const branch = (overrides: Record<string, unknown> = {}) => ({
  name: 'Jebel Ali warehouse',
  state_id: m('states', 'dubai'),
  city_id: m('cities', 'jebel-ali'),
  address: 'Plot S20119, Jebel Ali Free Zone South',
  is_head_office: true,
  ...overrides,
});

describe('the company profile', () => {
  it('is completed part by part, and the meter follows', async () => {
    const org = await newEmployer(t.app, admin, `Gulf Reefer ${suffix()}`);
    const empty = await call(org.token, 'GET', '/employers/profile');
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data.completeness).toEqual({ percent: 0, missing: expect.arrayContaining(['logo']) });

    const upd = await call(org.token, 'PATCH', '/employers/update', {
      about:
        '<p>Cold chain <strong>experts</strong></p><script>alert(1)</script><img src=x onerror="alert(2)">',
      industry_id: m('industries', 'third-party-logistics-3pl'),
      company_size: '51-200',
      founded_year: 2004,
      website: 'https://gulfreefer.example.com',
      trade_licence: 'DED-778812',
    });
    expect(upd.statusCode).toBe(200);
    const p = upd.json().data;
    expect(p.about).toBe('<p>Cold chain <strong>experts</strong></p>');
    expect(p.industry.slug).toBe('third-party-logistics-3pl');
    expect(p.trade_licence).toBe('DED-778812');

    expect(
      (
        await call(org.token, 'PUT', '/employers/social', {
          linkedin: 'https://www.linkedin.com/company/gulf-reefer',
          x: '',
        })
      ).json().data,
    ).toEqual({
      linkedin: 'https://www.linkedin.com/company/gulf-reefer',
      facebook: null,
      x: null,
      instagram: null,
    });
    const contact = await call(org.token, 'POST', '/employers/contacts', {
      name: 'Aisha Rahman',
      role: 'HR manager',
      email: 'Aisha@GulfReefer.example.com',
      phone: '+971 4 555 0101',
      is_public: true,
    });
    expect(contact.statusCode).toBe(201);
    expect(contact.json().data).toMatchObject({
      email: 'aisha@gulfreefer.example.com',
      phone: '+97145550101',
    });
    const office = await call(org.token, 'POST', '/employers/branches', branch());
    expect(office.statusCode).toBe(201);
    expect(office.json().data).toMatchObject({
      state: { slug: 'dubai' },
      city: { slug: 'jebel-ali' },
      country: { slug: 'united-arab-emirates' },
      is_head_office: true,
    });
    // A second head office takes the mark from the first.
    await call(
      org.token,
      'POST',
      '/employers/branches',
      branch({ name: 'Abu Dhabi', state_id: m('states', 'abu-dhabi'), city_id: null, is_head_office: true }),
    );
    const after = (await call(org.token, 'GET', '/employers/profile')).json().data;
    expect(
      after.branches.map((b: { name: string; is_head_office: boolean }) => [b.name, b.is_head_office]),
    ).toEqual([
      ['Abu Dhabi', true],
      ['Jebel Ali warehouse', false],
    ]);
    expect(after.completeness.missing).toEqual(['logo', 'cover']);
    expect(after.completeness.percent).toBe(80);
  });

  it('refuses bad input with a message per field and changes nothing', async () => {
    const org = await newEmployer(t.app, admin, `Bad Input ${suffix()}`);
    const bad = await call(org.token, 'PATCH', '/employers/update', {
      website: 'javascript:alert(1)',
      founded_year: 2999,
      company_size: 'huge',
      industry_id: m('skills', 'sap-ewm'),
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().message).sort()).toEqual(['company_size', 'founded_year', 'website']);
    const wrongList = await call(org.token, 'PATCH', '/employers/update', {
      industry_id: m('skills', 'sap-ewm'),
    });
    expect(wrongList.json().message).toEqual({ industry_id: ['Unknown industry'] });
    const social = await call(org.token, 'PUT', '/employers/social', {
      linkedin: 'https://evil.example.com/linkedin.com',
      facebook: 'https://user:pw@facebook.com/x',
      instagram: 'not a url',
    });
    expect(social.statusCode).toBe(400);
    expect(Object.keys(social.json().message).sort()).toEqual(['facebook', 'instagram', 'linkedin']);
    const unknown = await call(org.token, 'PATCH', '/employers/update', { client_id: 1 });
    expect(unknown.statusCode).toBe(400);
    const place = await call(
      org.token,
      'POST',
      '/employers/branches',
      branch({ city_id: m('cities', 'mussafah') }),
    );
    expect(place.json().message).toEqual({ city_id: ['This city is not in the chosen emirate'] });
    const noState = await call(
      org.token,
      'POST',
      '/employers/branches',
      branch({ state_id: m('countries', 'united-arab-emirates') }),
    );
    expect(noState.statusCode).toBe(400);
    const contact = await call(org.token, 'POST', '/employers/contacts', {
      name: '',
      role: 'x',
      email: 'nope',
    });
    expect(Object.keys(contact.json().message).sort()).toEqual(['email', 'name']);
    const p = (await call(org.token, 'GET', '/employers/profile')).json().data;
    expect(p).toMatchObject({ website: null, founded_year: null, branches: [], contacts: [] });
  });

  it("never reaches another organisation's profile parts", async () => {
    const a = await newEmployer(t.app, admin, `Owner A ${suffix()}`);
    const b = await newEmployer(t.app, admin, `Other B ${suffix()}`);
    const c = (
      await call(a.token, 'POST', '/employers/contacts', {
        name: 'Omar Ali',
        role: 'Ops',
        email: 'omar@a.example.com',
      })
    ).json().data;
    const o = (await call(a.token, 'POST', '/employers/branches', branch())).json().data;
    await call(a.token, 'PATCH', '/employers/update', { trade_licence: 'CN-1234567' });
    const edit = { name: 'Hacked', role: 'x', email: 'x@b.example.com' };
    expect((await call(b.token, 'PATCH', `/employers/contacts/${c.id}`, edit)).statusCode).toBe(404);
    expect((await call(b.token, 'DELETE', `/employers/contacts/${c.id}`)).statusCode).toBe(404);
    expect((await call(b.token, 'PATCH', `/employers/branches/${o.id}`, branch())).statusCode).toBe(404);
    expect((await call(b.token, 'DELETE', `/employers/branches/${o.id}`)).statusCode).toBe(404);
    expect((await call(b.token, 'GET', `/employers/profile?client_id=${a.id}`)).statusCode).toBe(404);
    const own = (await call(a.token, 'GET', '/employers/profile')).json().data;
    expect(own.contacts[0].name).toBe('Omar Ali');
    expect(own.branches).toHaveLength(1);
    // The operator's staff read any organisation's profile, the trade licence included.
    const staff = await call(admin, 'GET', `/employers/profile?client_id=${a.id}`);
    expect(staff.json().data).toMatchObject({ client_id: a.id, trade_licence: 'CN-1234567' });
    // Candidates and guests have no company profile.
    expect((await call(null, 'GET', '/employers/profile')).statusCode).toBe(401);
    const cand = await signIn(t.app, 'candidate', DEMO.candidate);
    expect(
      (await call(cand, 'PATCH', '/employers/update', { website: 'https://x.example.com' })).statusCode,
    ).toBe(403);
  });

  it('shows the public page without the trade licence or private contacts', async () => {
    const org = await newEmployer(t.app, admin, `Public Page ${suffix()}`);
    await postJob(t.app, org.token, jobBody(m));
    await call(org.token, 'PATCH', '/employers/update', {
      about: '<p>We move boxes.</p>',
      trade_licence: 'SECRET-LIC-42',
      industry_id: m('industries', 'freight-forwarding-shipping'),
      website: 'https://boxes.example.com',
    });
    await call(org.token, 'PUT', '/employers/social', { facebook: 'https://facebook.com/boxes' });
    await call(org.token, 'POST', '/employers/contacts', {
      name: 'Public Person',
      role: 'Recruiter',
      email: 'jobs@boxes.example.com',
      is_public: true,
    });
    await call(org.token, 'POST', '/employers/contacts', {
      name: 'Private Person',
      role: 'CFO',
      email: 'cfo-private@boxes.example.com',
      phone: '+971501112222',
    });
    await call(org.token, 'POST', '/employers/branches', branch());
    const res = await call(null, 'GET', `/employers/directory/${org.id}`);
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({
      about: '<p>We move boxes.</p>',
      website: 'https://boxes.example.com',
      industry: { slug: 'freight-forwarding-shipping' },
      social: { facebook: 'https://facebook.com/boxes', linkedin: null },
      open_jobs: 1,
    });
    expect(page.branches[0].city.slug).toBe('jebel-ali');
    expect(page.contacts).toEqual([
      {
        id: expect.any(Number),
        name: 'Public Person',
        role: 'Recruiter',
        email: 'jobs@boxes.example.com',
        phone: null,
      },
    ]);
    for (const secret of ['SECRET-LIC-42', 'trade_licence', 'Private Person', 'cfo-private', '971501112222'])
      expect(res.body).not.toContain(secret);

    const list = await call(
      null,
      'GET',
      `/employers/directory?industry=${m('industries', 'freight-forwarding-shipping')}&q=Public Page`,
    );
    expect(list.json().data).toEqual([
      expect.objectContaining({
        id: org.id,
        industry: expect.objectContaining({ slug: 'freight-forwarding-shipping' }),
      }),
    ]);
    const other = await call(
      null,
      'GET',
      `/employers/directory?industry=${m('industries', 'fmcg')}&q=Public Page`,
    );
    expect(other.json().data).toEqual([]);
    expect((await call(null, 'GET', '/employers/directory?industry=abc')).statusCode).toBe(400);
  });
});

describe('logo and cover', () => {
  it('re-encodes the logo without EXIF; lists, job pages and JSON-LD carry it', async () => {
    const org = await newEmployer(t.app, admin, `Logo Co ${suffix()}`);
    const jobId = await postJob(t.app, org.token, jobBody(m));
    const res = await upload(org.token, '/employers/logo', await jpegWithExif(1200, 800));
    expect(res.statusCode).toBe(200);
    const url: string = res.json().data.url;
    expect(url).toMatch(/^\/api\/employers\/image\/[0-9a-f-]{36}$/);
    const img = await t.app.inject({ method: 'GET', url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
    const meta = await sharp(img.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp' });
    expect(meta.exif).toBeUndefined();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(512);
    expect(img.rawPayload.includes(Buffer.from('secret location'))).toBe(false);

    expect((await call(null, 'GET', `/employers/directory/${org.id}`)).json().data.logo).toBe(url);
    expect((await call(null, 'GET', `/jobs/view/${jobId}`)).json().data.employer.logo).toBe(url);
    // A search hit's card reads the logo with the hits (repositories/hits.ts), not through the profile.
    const hits = (await call(null, 'GET', `/jobs/search?employer=${org.id}`)).json().data;
    expect(hits.map((h: { employer: { logo: string | null } }) => h.employer.logo)).toEqual([url]);
    await call(org.token, 'PATCH', '/employers/update', { website: 'https://logo.example.com' });
    await call(org.token, 'PUT', '/employers/social', { linkedin: 'https://linkedin.com/company/logo-co' });
    const html = (
      await t.app.inject({
        method: 'GET',
        url: `/unauth/jobs/view/${jobId}`,
        headers: { accept: 'text/html' },
      })
    ).body;
    const ld = JSON.parse(
      /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null',
    );
    expect(ld.hiringOrganization).toMatchObject({
      logo: `http://portal.test${url}`,
      sameAs: ['https://logo.example.com', 'https://linkedin.com/company/logo-co'],
      url: `http://portal.test/unauth/employer-job/${org.id}`,
    });
    expect(html).toContain(`<meta property="og:image" content="http://portal.test${url}">`);
    const cover = await upload(org.token, '/employers/cover', await jpegWithExif(3000, 1000));
    expect(cover.statusCode).toBe(200);
    const coverMeta = await sharp(
      (await t.app.inject({ method: 'GET', url: cover.json().data.url })).rawPayload,
    ).metadata();
    // 3000 x 1000 with orientation 6 is upright 1000 x 3000, fitted into 1600 x 600.
    expect([coverMeta.width, coverMeta.height]).toEqual([200, 600]);

    // Replacing the logo retires the old URL.
    const second = await upload(org.token, '/employers/logo', await jpegWithExif(100, 100));
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    // The job page a guest saw before (kept in memory) shows the new logo, and none once it is deleted.
    const jobLogo = async () => (await call(null, 'GET', `/jobs/view/${jobId}`)).json().data.employer.logo;
    expect(await jobLogo()).toBe(second.json().data.url);
    expect((await call(org.token, 'DELETE', '/employers/logo')).statusCode).toBe(200);
    expect(await jobLogo()).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: second.json().data.url })).statusCode).toBe(404);
    expect((await call(org.token, 'DELETE', '/employers/logo')).statusCode).toBe(404);
  });

  it('refuses oversized files, non-images and missing files', async () => {
    const org = await newEmployer(t.app, admin, `Big Logo ${suffix()}`);
    const big = await upload(org.token, '/employers/logo', Buffer.alloc(2 * 1024 * 1024 + 10, 1));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('The image must be 2 MB or smaller.');
    const svg = await upload(
      org.token,
      '/employers/logo',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'logo.svg',
      'image/svg+xml',
    );
    expect([400, 415, 422]).toContain(svg.statusCode);
    const none = await call(org.token, 'POST', '/employers/logo', {});
    expect(none.statusCode).toBeGreaterThanOrEqual(400);
    expect(none.statusCode).toBeLessThan(500);
    expect((await call(org.token, 'GET', '/employers/profile')).json().data.logo).toBeNull();
  });
});

describe('user detail', () => {
  it("reads and changes the signed-in user's own details", async () => {
    const org = await newEmployer(t.app, admin, `Detail ${suffix()}`);
    const me = (await call(org.token, 'GET', '/employers/user-detail')).json().data;
    expect(me.email).toMatch(/@/);
    const upd = await call(org.token, 'PATCH', '/employers/user-detail', { first_name: 'Noura', phone: '' });
    expect(upd.json().data).toMatchObject({ first_name: 'Noura', phone: null });
    const bad = await call(org.token, 'PATCH', '/employers/user-detail', {
      first_name: '<b>',
      email: 'x@y.z',
    });
    expect(bad.statusCode).toBe(400);
  });
});
