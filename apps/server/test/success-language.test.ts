import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from './helpers/app';
import { newCandidate } from './helpers/applications';
import { jobBody, loadMasters, type Masters, postJob } from './helpers/jobs';
import { bearer, candidateBody, clientBody, DEMO, signIn } from './helpers/requests';

/** The messages a successful answer carries are in the request's language, like the errors. */
let t: Awaited<ReturnType<typeof setupFile>>;
let m: Masters;
let employer: string;
beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  m = await loadMasters(t.app);
  employer = await signIn(t.app, 'employer', DEMO.employer);
});
afterAll(() => t.close());

const AR = { 'accept-language': 'ar-AE,ar;q=0.9,en;q=0.8' };
let ip = 0;
const send = (method: 'POST' | 'PUT', url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url,
    payload: payload as string,
    headers: { ...AR, ...headers },
    remoteAddress: `10.77.0.${++ip}`,
  });

describe('success messages in the request language', () => {
  it('a visitor registering, enquiring or asking for a reset code reads Arabic', async () => {
    const candidate = await send('POST', '/api/candidate/register', candidateBody());
    expect(candidate.statusCode).toBe(202);
    expect(candidate.json().message).toBe(
      'تحقق من بريدك الإلكتروني: أرسلنا إليك رابطاً لتأكيد عنوانك وإكمال إنشاء حسابك. الرابط صالح لمدة 24 ساعة.',
    );
    const agency = await send('POST', '/api/employers/register', clientBody({ client_type: 'consultancy' }));
    expect(agency.json().message).toMatch(/^تم تسجيل شركة التوظيف بنجاح/);
    const employerSignUp = await send('POST', '/api/employers/register', clientBody());
    expect(employerSignUp.json().message).toMatch(/^تم تسجيل صاحب العمل بنجاح/);

    const enquiry = await send('POST', '/api/settings/enquiry', {
      name: 'حمد صالح',
      company: 'Dune Cargo',
      email: `hamad.${Date.now()}@dunecargo.example.com`,
      phone: '+971 50 111 2233',
      service: 'rpo',
      message: 'نحتاج أربعين عاملاً للمستودعات في موقع جديد بدبي الجنوب.',
    });
    expect(enquiry.statusCode).toBe(201);
    expect(enquiry.json().message).toBe('شكراً لك. وصل استفسارك إلى فريقنا، وسنرد عليك خلال يوم عمل واحد.');

    const otp = await send('POST', '/api/user/request-otp', { email: `nobody-${Date.now()}@example.com` });
    expect(otp.json().message).toBe(
      'إذا كان هناك حساب مسجّل بهذا البريد الإلكتروني، فقد أرسلنا إليه رمزاً من 6 أرقام صالحاً لمدة 10 دقائق.',
    );

    // English stays as it was.
    const english = await send('POST', '/api/candidate/register', candidateBody(), {
      'accept-language': 'en',
    });
    expect(english.json().message).toMatch(/^Check your email: we have sent you a link/);
  });

  it('a candidate saving the profile reads Arabic', async () => {
    const c = await newCandidate(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/candidate/summary',
      headers: { ...bearer(c.token), ...AR },
      payload: { headline: 'مشرف مستودع', summary: null },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('تم حفظ النبذة.');
  });

  it('an employer reads counts in Arabic plural forms', async () => {
    const a = await postJob(t.app, employer, jobBody(m, { title: 'Yard Marshal' }));
    const b = await postJob(t.app, employer, jobBody(m, { title: 'Gate Clerk' }));
    const closed = await t.app.inject({
      method: 'POST',
      url: '/api/jobs/bulk-close',
      headers: { ...bearer(employer), ...AR },
      payload: { ids: [a, b] },
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().message).toBe('تم إغلاق وظيفتين.');

    const folder = await t.app.inject({
      method: 'POST',
      url: '/api/template/cv-folder',
      headers: { ...bearer(employer), ...AR },
      payload: { name: `مجلد ${Date.now()}` },
    });
    expect(folder.statusCode).toBe(201);
    expect(folder.json().message).toBe('تم إنشاء المجلد.');
  });
});

describe('no success message written in English in the code', () => {
  it('every route answers its message from a catalogue, not an English literal', () => {
    const modules = new URL('../src/modules/', import.meta.url).pathname;
    const literal = /message:\s*(?:'[A-Z][^']*'|`[^`]*[a-z]{3}|\n\s*'[A-Z])|^\s*[?:] '[A-Z][^']*\.'/gm;
    const found = readdirSync(modules).flatMap((module) =>
      readdirSync(join(modules, module))
        .filter((file) => /routes\.ts$/.test(file))
        .flatMap((file) =>
          (readFileSync(join(modules, module, file), 'utf8').match(literal) ?? [])
            .filter((hit) => !hit.includes('Not found')) // the sitemap's 404, read by crawlers
            .map((hit) => `${module}/${file}: ${hit.trim()}`),
        ),
    );
    expect(found).toEqual([]);
  });
});
