import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { jobBody, loadMasters, postJob } from '../../../test/helpers/jobs';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { fileUpload, jpegWithExif, SVG_WITH_SCRIPT } from '../../../test/helpers/uploads';
import { auditLog } from '../../core/db/schema/user-admin';

let t: Awaited<ReturnType<typeof setupFile>>;
let dist: string;
let admin: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><meta name="theme-color" content="#1CA3DC" /><title>Logistics Jobs Portal | Supply-chain careers in the UAE</title></head><body><div id="root"></div></body></html>',
  );
  t = await setupFile({ WORKER: 'off', WEB_DIST: dist, LOG_LEVEL: 'error' });
  admin = await signIn(t.app, 'admin', DEMO.master_admin);
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const tag = () => Math.random().toString(36).slice(2, 8);
const patch = (token: string | null, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/settings/portal',
    headers: token ? bearer(token) : {},
    payload: payload as string,
  });
const publicSettings = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/settings/public' })).json().data;
const adminSettings = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/settings/portal', headers: bearer(admin) })).json().data;
const latestAudit = async (action: string) =>
  (
    await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetType, 'settings')))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];

describe('PATCH settings/portal', () => {
  it('changes the site at once: public settings, the page title and theme colours, with an audit row', async () => {
    const name = `Gulf Freight Careers ${tag()}`;
    const before = await adminSettings();
    const res = await patch(admin, { site_name: name, theme_color: '#7b1fa2', job_validity_days: 45 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Settings saved.',
      data: { site_name: name, theme_color: '#7B1FA2', job_validity_days: 45 },
    });

    const pub = await publicSettings();
    expect(pub).toMatchObject({ site_name: name, theme: { color: '#7B1FA2' }, job_validity_days: 45 });
    const page = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(page.body).toContain(`<title>${name} | Supply-chain careers in the UAE</title>`);
    expect(page.body).toContain('<meta name="theme-color" content="#7B1FA2"');
    expect(page.body).toContain(
      '--color-primary:#7B1FA2;--color-primary-ink:#7B1FA2;--color-on-primary:#FFFFFF',
    );

    const audit = await latestAudit('settings.update');
    expect(audit?.actorEmail).toBe(DEMO.master_admin);
    expect(audit?.after).toEqual({ site_name: name, theme_color: '#7B1FA2', job_validity_days: 45 });
    expect(audit?.before).toEqual({
      site_name: before.site_name,
      theme_color: before.theme_color,
      job_validity_days: before.job_validity_days,
    });
  });

  it('darkens a light theme colour for text on white in the served page', async () => {
    expect((await patch(admin, { theme_color: '#FFD700' })).statusCode).toBe(200);
    const page = await t.app.inject({
      method: 'GET',
      url: '/unauth/search-job',
      headers: { accept: 'text/html' },
    });
    const ink = /--color-primary-ink:(#[0-9A-F]{6})/.exec(page.body)?.[1];
    expect(ink).toBeDefined();
    expect(ink).not.toBe('#FFD700');
    expect(page.body).toContain('--color-on-primary:#000000');
  });

  it('keeps fields not sent and clears a social link sent empty', async () => {
    const email = `hello-${tag()}@example.com`;
    expect(
      (
        await patch(admin, {
          contact_email: email,
          whatsapp: '+971 4 555 0101',
          youtube: 'https://www.youtube.com/@gulf',
        })
      ).statusCode,
    ).toBe(200);
    expect((await patch(admin, { youtube: '' })).statusCode).toBe(200);
    const pub = await publicSettings();
    expect(pub.contact).toEqual({ email, whatsapp: '+971 4 555 0101' });
    expect(pub.social.youtube).toBe('');
  });

  it.each([
    ['an empty patch', {}, 'Nothing to update'],
    ['an unknown field', { site_name: 'Gulf Jobs', colour: '#000000' }, { colour: ['Unknown field'] }],
    ['a one-letter name', { site_name: 'A' }, { site_name: ['Portal name must be at least 2 characters'] }],
    [
      'markup in the name',
      { site_name: '<b>Jobs</b>' },
      { site_name: ['Portal name may not contain < or >'] },
    ],
    [
      'a colour name',
      { theme_color: 'blue' },
      { theme_color: ['Enter a colour as # and six hex digits, such as #1CA3DC'] },
    ],
    ['a bad e-mail', { contact_email: 'jobs@' }, { contact_email: ['Invalid email address'] }],
    [
      'letters as WhatsApp',
      { whatsapp: 'call us' },
      { whatsapp: ['Enter a phone number such as +971 50 123 4567'] },
    ],
    [
      'an http link',
      { linkedin: 'http://www.linkedin.com/company/x' },
      { linkedin: ['Enter a full address starting with https://'] },
    ],
    [
      "another network's link",
      { facebook: 'https://evil.example.com/page' },
      { facebook: ['Enter a Facebook address (facebook.com)'] },
    ],
    ['a script link', { x: 'javascript:alert(1)' }, { x: ['Enter a full address starting with https://'] }],
    ['3 days of validity', { job_validity_days: 3 }, { job_validity_days: ['Enter at least 7 days'] }],
    ['a year of validity', { job_validity_days: 365 }, { job_validity_days: ['Enter at most 180 days'] }],
  ])('refuses %s with the field named and changes nothing', async (_name, payload, message) => {
    const before = await adminSettings();
    const res = await patch(admin, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(message);
    expect(await adminSettings()).toEqual(before);
  });
});

describe('who may', () => {
  it('lets only staff with settings.manage read and change the settings', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/settings/portal' })).statusCode).toBe(401);
    expect((await patch(null, { site_name: 'Guest Jobs' })).statusCode).toBe(401);
    const others = await Promise.all([
      signIn(t.app, 'consultancy', DEMO.consultancy_admin),
      signIn(t.app, 'consultancy', DEMO.consultancy),
      signIn(t.app, 'employer', DEMO.employer),
      signIn(t.app, 'candidate', DEMO.candidate),
    ]);
    for (const token of others) {
      const get = await t.app.inject({ method: 'GET', url: '/api/settings/portal', headers: bearer(token) });
      expect(get.statusCode).toBe(403);
      expect((await patch(token, { site_name: 'Taken Over Jobs' })).statusCode).toBe(403);
      const logo = fileUpload(await jpegWithExif(300, 100), 'logo.jpg', 'image/jpeg');
      const up = await t.app.inject({
        method: 'POST',
        url: '/api/settings/portal/logo',
        payload: logo.payload,
        headers: { ...logo.headers, ...bearer(token) },
      });
      expect(up.statusCode).toBe(403);
    }
    expect((await publicSettings()).site_name).not.toBe('Taken Over Jobs');
  });
});

describe('job validity', () => {
  it("closes a job published without a date after the settings' number of days", async () => {
    expect((await patch(admin, { job_validity_days: 14 })).statusCode).toBe(200);
    const m = await loadMasters(t.app);
    const id = await postJob(t.app, admin, jobBody(m));
    const job = await t.app.inject({ method: 'GET', url: `/api/jobs/${id}`, headers: bearer(admin) });
    const until = new Date(job.json().data.valid_through).getTime();
    expect(Math.round((until - Date.now()) / 86_400_000)).toBe(14);
  });
});

describe('Arabic digits (issue 31)', () => {
  it('is Western by default; staff switch it to Arabic-Indic, public at once, and nothing else', async () => {
    expect((await adminSettings()).arabic_digits).toBe('latn');
    const res = await patch(admin, { arabic_digits: 'arab' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.arabic_digits).toBe('arab');
    expect((await publicSettings()).arabic_digits).toBe('arab');
    expect((await latestAudit('settings.update'))?.after).toEqual({ arabic_digits: 'arab' });
    const bad = await patch(admin, { arabic_digits: 'roman' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message.arabic_digits).toBeDefined();
    expect((await patch(admin, { arabic_digits: 'latn' })).statusCode).toBe(200);
  });
});

describe('logo', () => {
  const upload = async (data: Buffer, name = 'logo.jpg', type = 'image/jpeg') => {
    const f = fileUpload(data, name, type);
    return t.app.inject({
      method: 'POST',
      url: '/api/settings/portal/logo',
      payload: f.payload,
      headers: { ...f.headers, ...bearer(admin) },
    });
  };

  it('is re-encoded without EXIF, shown to everyone, replaced and removed', async () => {
    const first = await upload(await jpegWithExif(1600, 400));
    expect(first.statusCode).toBe(200);
    const url: string = first.json().data.logo_url;
    expect((await publicSettings()).theme.logo).toBe(url);
    const img = await t.app.inject({ method: 'GET', url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
    const meta = await sharp(img.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBeLessThanOrEqual(600);
    expect((await latestAudit('settings.logo'))?.after).toEqual({ logo_url: url });

    const second = await upload(await jpegWithExif(300, 100));
    const next: string = second.json().data.logo_url;
    expect(next).not.toBe(url);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/settings/portal/logo',
      headers: bearer(admin),
    });
    expect(removed.statusCode).toBe(200);
    expect((await publicSettings()).theme.logo).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: next })).statusCode).toBe(404);
  });

  it('refuses a file that is not an image, and one over 2 MB', async () => {
    const before = (await publicSettings()).theme.logo;
    const svg = await upload(SVG_WITH_SCRIPT, 'logo.svg', 'image/svg+xml');
    expect(svg.statusCode).toBe(400);
    expect(svg.json().message.file[0]).toMatch(/JPEG, PNG or WebP/);
    const big = await upload(Buffer.alloc(2 * 1024 * 1024 + 10, 1));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('The logo must be 2 MB or smaller.');
    expect((await publicSettings()).theme.logo).toBe(before);
  });
});
