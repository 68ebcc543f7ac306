import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { bearer, DEMO, DEMO_PASSWORD, LOGIN_URL, signIn } from '../../../test/helpers/requests';
import { TEST_JWT_SECRET } from '../../../test/setup/constants';
import { clients } from '../../core/db/schema/clients';
import { users } from '../../core/db/schema/users';

let t: Awaited<ReturnType<typeof setupFile>>;
beforeAll(async () => {
  t = await setupFile();
});
afterAll(() => t.close());

const login = (kind: keyof typeof LOGIN_URL, email: string, password = DEMO_PASSWORD) =>
  t.app.inject({ method: 'POST', url: LOGIN_URL[kind], payload: { email, password } });

describe('sign-in per endpoint', () => {
  const allowed: [keyof typeof LOGIN_URL, string][] = [
    ['candidate', DEMO.candidate],
    ['employer', DEMO.employer],
    ['consultancy', DEMO.consultancy],
    ['consultancy', DEMO.consultancy_admin],
    ['consultancy', DEMO.ats],
    ['admin', DEMO.master_admin],
    ['admin', DEMO.consultancy],
    ['admin', DEMO.ats],
  ];
  it.each(allowed)('%s endpoint signs in %s', async (kind, email) => {
    const res = await login(kind, email);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Signed in successfully');
    expect(body.data.user.email).toBe(email);
    expect(body.data.token.split('.')).toHaveLength(3);
    expect(Date.parse(body.data.expires_at)).toBeGreaterThan(Date.now() + 6 * 86_400_000);
  });

  const refused: [keyof typeof LOGIN_URL, string][] = [
    ['candidate', DEMO.employer],
    ['candidate', DEMO.master_admin],
    ['employer', DEMO.candidate],
    ['employer', DEMO.consultancy],
    ['consultancy', DEMO.master_admin],
    ['admin', DEMO.candidate],
    ['admin', DEMO.employer],
  ];
  it.each(refused)('%s endpoint refuses %s with the generic message', async (kind, email) => {
    const res = await login(kind, email);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Invalid email or password.');
  });

  it('gives the same answer for an unknown address and a wrong password', async () => {
    const unknown = await login('candidate', 'nobody@example.com');
    const wrong = await login('candidate', DEMO.candidate, 'Wrong-Password-1');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json().message).toBe(wrong.json().message);
  });

  it('accepts the address in any case and with spaces around it', async () => {
    const res = await login('candidate', '  Candidate@Demo.Example.com ');
    expect(res.statusCode).toBe(200);
  });

  it('records the sign-in time', async () => {
    await signIn(t.app, 'employer', DEMO.employer);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, DEMO.employer));
    expect(row?.lastLoginAt).toBeInstanceOf(Date);
  });

  it('rejects a body with unknown or missing fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: LOGIN_URL.candidate,
      payload: { email: DEMO.candidate, role: 'master_admin' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({ password: ['Password is required'], role: ['Unknown field'] });
  });
});

describe('organisation status at sign-in', () => {
  const setStatus = (status: 'pending' | 'active' | 'suspended' | 'rejected') =>
    t.database.db.update(clients).set({ status }).where(eq(clients.name, 'Gulf Freight Solutions LLC'));

  it.each([
    ['pending', 'Your account is awaiting admin activation.'],
    ['suspended', "Your organisation's account is suspended. Contact the portal administrator."],
    ['rejected', "Your organisation's registration was not approved. Contact the portal administrator."],
  ] as const)('a %s organisation cannot sign in', async (status, message) => {
    await setStatus(status);
    try {
      const res = await login('employer', DEMO.employer);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(message);
    } finally {
      await setStatus('active');
    }
  });

  it('a wrong password for a pending organisation is still 401, revealing nothing', async () => {
    await setStatus('pending');
    try {
      const res = await login('employer', DEMO.employer, 'Not-The-Password-9');
      expect(res.statusCode).toBe(401);
    } finally {
      await setStatus('active');
    }
  });

  it('a token stops working once the organisation is suspended', async () => {
    const token = await signIn(t.app, 'employer', DEMO.employer);
    await setStatus('suspended');
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/user/', headers: bearer(token) });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/suspended/);
    } finally {
      await setStatus('active');
    }
  });
});

describe('GET /api/user/', () => {
  it('returns role, nested user, organisation and permissions', async () => {
    const token = await signIn(t.app, 'consultancy', DEMO.consultancy_admin);
    const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.role).toBe('consultancy_admin');
    expect(data.user).toMatchObject({ role: 'consultancy_admin', first_name: 'James', profile_photo: null });
    expect(data.user).not.toHaveProperty('password_hash');
    expect(data.client).toMatchObject({ type: 'consultancy', status: 'active' });
    expect(data.permissions).toEqual([
      'applications.manage',
      'candidates.create',
      'candidates.feedback',
      'candidates.list',
      'candidates.merge',
      'clients.list',
      'clients.view',
      'company.manage',
      'cv.download',
      'cv.folders',
      'cv.saved_searches',
      'cv.search',
      'cv.share',
      'email_campaigns.send',
      'email_responses.read',
      'email_templates.manage',
      'enquiries.manage',
      'jobs.manage',
      'news.manage',
      'pages.manage',
      'reports.view',
      'tasks.manage',
      'templates.manage',
      'users.list',
      'users.manage',
    ]);
  });

  it.each([
    ['no header', {}],
    ['a malformed header', { authorization: 'Token abc' }],
    ['a forged token', { authorization: 'Bearer aaa.bbb.ccc' }],
  ])('answers 401 with %s', async (_name, headers) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/', headers });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please sign in again.');
  });

  it('answers 401 to a token signed with another secret', async () => {
    const { SignJWT } = await import('jose');
    const token = await new SignJWT({ role: 'master_admin', tv: 0, typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('portal')
      .setAudience('portal')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const res = await t.app.inject({ method: 'GET', url: '/api/user/', headers: bearer(token) });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['a jti that is not a UUID', { jti: 'not-a-uuid' }],
    ['a user id that is not a number', { sub: 'admin' }],
    ['a token version that is not a number', { tv: '0' }],
  ])('answers 401, not 500, to a validly signed token with %s', async (_, odd) => {
    const { SignJWT } = await import('jose');
    const candidate = (await login('candidate', DEMO.candidate)).json().data.user;
    const claims = { role: 'candidate', tv: 0, typ: 'access', ...odd };
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('sub' in odd ? odd.sub : String(candidate.id))
      .setJti('jti' in odd ? odd.jti : crypto.randomUUID())
      .setIssuer('portal')
      .setAudience('portal')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    for (const url of ['/api/user/', '/api/candidate/profile', '/api/jobs/alert']) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(res.statusCode, url).toBe(401);
    }
  });
});
