import { count, eq, ilike, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { registerCandidate } from '../../../test/helpers/registration';
import { bearer, candidateBody, multipart } from '../../../test/helpers/requests';
import { pendingRegistrations } from '../../core/db/schema/accounts';
import { users } from '../../core/db/schema/users';

let t: Awaited<ReturnType<typeof setupFile>>;
beforeAll(async () => {
  t = await setupFile();
});
afterAll(() => t.close());

const register = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/candidate/register', payload: payload as string, headers });

const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]?.n ?? 0;

describe('POST /api/candidate/register', () => {
  it('stores a hashed password for the pending sign-up and makes no account before confirmation', async () => {
    const before = await userCount();
    const body = candidateBody({ email: 'New.Candidate@Example.com' });
    const res = await register(body);
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toMatch(/^Check your email/);
    expect(await userCount()).toBe(before);
    const [row] = await t.database.db
      .select()
      .from(pendingRegistrations)
      .where(eq(pendingRegistrations.email, 'new.candidate@example.com'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.phone).toBe('+971501234567');
    const { token } = await registerCandidate(t.app, { email: 'other.new@example.com' });
    const me = await t.app.inject({ method: 'GET', url: '/api/user/', headers: bearer(token) });
    expect(me.json().data.user).toMatchObject({ role: 'candidate', email: 'other.new@example.com' });
  });

  it('refuses a common password', async () => {
    const before = await userCount();
    const res = await register(candidateBody({ password: 'Password123' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({
      password: ['This password is too common. Choose a less guessable one.'],
    });
    expect(await userCount()).toBe(before);
  });

  it('accepts a URL-encoded form', async () => {
    const body = candidateBody();
    const res = await register(new URLSearchParams(body).toString(), {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.statusCode).toBe(202);
  });

  it('accepts multipart form data and validates it like JSON', async () => {
    const ok = multipart(candidateBody());
    expect((await register(ok.payload, ok.headers)).statusCode).toBe(202);
    const bad = multipart({ ...candidateBody(), email: 'not-an-email', role: 'master_admin' });
    const res = await register(bad.payload, bad.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({ email: ['Invalid email address'], role: ['Unknown field'] });
  });
});

describe('bad input is refused and nothing is stored', () => {
  let before: number;
  beforeAll(async () => {
    before = await userCount();
  });
  afterAll(async () => {
    expect(await userCount()).toBe(before);
  });

  it('malformed JSON', async () => {
    const res = await register('{"first_name": "A",', { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Malformed JSON body' });
    expect(res.json().request_id).toBeTruthy();
  });

  it('an unsupported content type', async () => {
    const res = await register('first_name=A', { 'content-type': 'text/plain' });
    expect(res.statusCode).toBe(415);
  });

  it('wrong types', async () => {
    const res = await register(candidateBody({ first_name: 42, phone: ['+971501234567'], password: true }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().message).sort()).toEqual(['first_name', 'password', 'phone']);
  });

  it('missing fields, each named', async () => {
    const res = await register({});
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({
      first_name: ['First name is required'],
      last_name: ['Last name is required'],
      email: ['Email is required'],
      phone: ['Phone is required'],
      password: ['Password is required'],
    });
  });

  it('unknown fields (a role smuggled in)', async () => {
    const res = await register(candidateBody({ role: 'master_admin', client_id: 1 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({ role: ['Unknown field'], client_id: ['Unknown field'] });
  });

  it('an oversized body', async () => {
    const res = await register(candidateBody({ first_name: 'A'.repeat(1_100_000) }));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Request body is too large');
  });

  it('an SQL-like e-mail', async () => {
    const res = await register(candidateBody({ email: "a@b.com' OR 1=1--" }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message.email).toEqual(['Invalid email address']);
  });

  it('a script-like name', async () => {
    const res = await register(candidateBody({ first_name: '<script>alert(1)</script>' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message.first_name).toEqual([
      'First name may contain letters, spaces, dots, apostrophes and hyphens',
    ]);
    const rows = await t.database.db
      .select()
      .from(users)
      .where(or(ilike(users.firstName, '%script%'), ilike(users.email, "%' OR 1=1%")));
    expect(rows).toHaveLength(0);
  });

  it('a short password and a bad phone', async () => {
    const res = await register(candidateBody({ password: 'short', phone: 'call me' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({
      password: ['Password must be at least 8 characters'],
      phone: ['Enter a phone number such as +971 50 123 4567'],
    });
  });
});
