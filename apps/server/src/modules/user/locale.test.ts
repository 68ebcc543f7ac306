import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { bearer, DEMO, DEMO_PASSWORD, LOGIN_URL, signIn } from '../../../test/helpers/requests';

let t: Awaited<ReturnType<typeof setupFile>>;
beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
});
afterAll(() => t.close());

const setLocale = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PATCH', url: '/api/user/locale', payload: payload as object, headers });
const me = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/user/', headers: bearer(token) })).json().data.user;
const login = (kind: keyof typeof LOGIN_URL, email: string) =>
  t.app.inject({ method: 'POST', url: LOGIN_URL[kind], payload: { email, password: DEMO_PASSWORD } });
const cookies = (res: { headers: Record<string, unknown> }) => [res.headers['set-cookie']].flat().map(String);

describe('PATCH /api/user/locale', () => {
  it("saves the caller's own language: the next sign-in answers it and sets the lang cookie", async () => {
    const candidate = await signIn(t.app, 'candidate', DEMO.candidate);
    const employer = await signIn(t.app, 'employer', DEMO.employer);
    expect((await me(candidate)).locale).toBe('en');

    const res = await setLocale({ locale: 'ar' }, bearer(candidate));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { locale: 'ar' }, message: 'تم حفظ لغتك المفضلة.' });
    // This browser follows at once.
    expect(cookies(res)).toContainEqual(expect.stringMatching(/^lang=ar; Path=\/; /));

    expect((await me(candidate)).locale).toBe('ar');
    // Nobody else's language moved.
    expect((await me(employer)).locale).toBe('en');

    // Signing in again (another browser): the account's language comes with the session.
    const again = await login('candidate', DEMO.candidate);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.user.locale).toBe('ar');
    expect(cookies(again)).toContainEqual(expect.stringMatching(/^lang=ar; Path=\/; /));

    // And back to English.
    expect((await setLocale({ locale: 'en' }, bearer(candidate))).json().data).toEqual({ locale: 'en' });
    const english = await login('candidate', DEMO.candidate);
    expect(english.json().data.user.locale).toBe('en');
    expect(cookies(english)).toContainEqual(expect.stringMatching(/^lang=en; /));
  });

  it('works for an organisation user too, and signing in answers an unchanged account in its language', async () => {
    const admin = await signIn(t.app, 'admin', DEMO.ats);
    expect((await setLocale({ locale: 'ar' }, bearer(admin))).statusCode).toBe(200);
    expect((await me(admin)).locale).toBe('ar');
    const other = await login('consultancy', DEMO.consultancy);
    expect(other.json().data.user.locale).toBe('en');
    expect(cookies(other)).toContainEqual(expect.stringMatching(/^lang=en; /));
  });

  it("cannot name another user's account: an id is an unknown field, and nobody's language changes", async () => {
    const consultancyAdmin = await signIn(t.app, 'admin', DEMO.consultancy_admin);
    const candidateId = (await me(await signIn(t.app, 'candidate', DEMO.candidate))).id;
    const res = await setLocale({ locale: 'ar', user_id: candidateId }, bearer(consultancyAdmin));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(Object));
    expect((await me(consultancyAdmin)).locale).toBe('en');
  });

  it("refuses a language the portal does not speak with the spec's field error, in the request's language", async () => {
    const token = await signIn(t.app, 'employer', DEMO.employer);
    for (const payload of [{ locale: 'fr' }, { locale: 'AR' }, {}, { locale: null }]) {
      const res = await setLocale(payload, bearer(token));
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toEqual({ locale: ['Choose English or Arabic'] });
      expect(res.json().request_id).toEqual(expect.any(String));
    }
    const ar = await setLocale({ locale: 'de' }, { ...bearer(token), 'accept-language': 'ar' });
    expect(ar.json().message).toEqual({ locale: ['اختر الإنجليزية أو العربية'] });
    expect((await me(token)).locale).toBe('en');
  });

  it('needs a signed-in user: 401 without a token or with an ended one', async () => {
    const none = await setLocale({ locale: 'ar' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual(expect.objectContaining({ message: expect.any(String) }));

    const token = await signIn(t.app, 'admin', DEMO.master_admin);
    await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: bearer(token) });
    expect((await setLocale({ locale: 'ar' }, bearer(token))).statusCode).toBe(401);
  });
});
