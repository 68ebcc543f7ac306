import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zodMessage } from '../src/core/i18n/zod';
import { setupFile } from './helpers/app';
import { jobBody, loadMasters, postJob } from './helpers/jobs';
import { bearer, candidateBody, DEMO, signIn } from './helpers/requests';

let t: Awaited<ReturnType<typeof setupFile>>;
let candidate: string;
beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  candidate = await signIn(t.app, 'candidate', DEMO.candidate);
});
afterAll(() => t.close());

const AR = { 'accept-language': 'ar-AE,ar;q=0.9,en;q=0.8' };
const EN = { 'accept-language': 'en-GB,en;q=0.9' };
const register = (payload: unknown, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/candidate/register', payload: payload as string, headers });

describe('error messages in the request language', () => {
  it('400: the contract field messages in Arabic, and unchanged in English', async () => {
    const body = candidateBody({ email: 'not-an-address', password: 'short' });
    const ar = await register(body, AR);
    expect(ar.statusCode).toBe(400);
    expect(ar.headers['content-language']).toBe('ar');
    expect(ar.json().message.email).toEqual(['عنوان بريد إلكتروني غير صالح']);
    expect(ar.json().message.password).toEqual(['يجب ألا تقل كلمة المرور عن 8 أحرف']);
    const en = await register(body, EN);
    expect(en.json().message.email).toEqual(['Invalid email address']);
    expect(en.json().message.password).toEqual(['Password must be at least 8 characters']);
    // No Accept-Language: English.
    const none = await register(body, {});
    expect(none.json().message).toEqual(en.json().message);
    expect(none.headers['content-language']).toBeUndefined();
  });

  it('400: a rule about the whole body and malformed JSON are in Arabic too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/register',
      payload: '{"email":',
      headers: { ...AR, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('محتوى JSON غير سليم');
  });

  it('403: a candidate on an employer list reads the refusal in Arabic', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/jobs/',
      headers: { ...bearer(candidate), ...AR },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/[\u0600-\u06FF]/);
    const en = await t.app.inject({
      method: 'GET',
      url: '/api/jobs/',
      headers: { ...bearer(candidate), ...EN },
    });
    expect(en.json().message).toBe('You do not have permission to do this.');
  });

  it('404: a job that is not there', async () => {
    const ar = await t.app.inject({ method: 'GET', url: '/api/jobs/view/987654321', headers: AR });
    expect(ar.statusCode).toBe(404);
    expect(ar.json().message).toBe('الوظيفة غير موجودة.');
    const en = await t.app.inject({ method: 'GET', url: '/api/jobs/view/987654321', headers: EN });
    expect(en.json().message).toBe('Job not found.');
  });

  it('409: a published job cannot be deleted', async () => {
    const employer = await signIn(t.app, 'employer', DEMO.employer);
    const id = await postJob(t.app, employer, jobBody(await loadMasters(t.app)));
    const del = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/jobs/${id}`,
        headers: { ...bearer(employer), ...headers },
      });
    const ar = await del(AR);
    expect(ar.statusCode).toBe(409);
    expect(ar.json().message).toBe('لا يمكن حذف إلا المسودات؛ أغلق الوظيفة بدلًا من ذلك.');
    expect((await del(EN)).json().message).toBe('Only drafts can be deleted; close the job instead.');
  });

  it("zod's own messages come from zod's Arabic locale", () => {
    const english = 'Too big: expected string to have <=3 characters';
    const ar = zodMessage(english, 'too_big', { origin: 'string', maximum: 3, inclusive: true }, 'ar');
    expect(ar).toContain('أكبر من اللازم');
    expect(zodMessage(english, 'too_big', {}, 'en')).toBe(english);
  });
});
