import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INT4_MAX } from '../src/core/lib/input-guard';
import { loggerOptions } from '../src/platform/http/logger';
import { setupFile } from './helpers/app';
import { newCandidate } from './helpers/applications';
import { jobBody, loadMasters, type Masters } from './helpers/jobs';
import { bearer, candidateBody, DEMO, signIn } from './helpers/requests';

let t: Awaited<ReturnType<typeof setupFile>>;
let m: Masters;

beforeAll(async () => {
  t = await setupFile();
  m = await loadMasters(t.app);
});
afterAll(() => t.close());

const TOO_BIG = String(INT4_MAX + 1);

describe('integers are bounded to what the int4 columns hold', () => {
  it('refuses an id past 2,147,483,647 in the path with a field message, not a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/jobs/view/${TOO_BIG}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({ id: [`Must be between -${INT4_MAX} and ${INT4_MAX}`] });
    const ok = await t.app.inject({ method: 'GET', url: `/api/jobs/view/${INT4_MAX}` });
    expect(ok.statusCode).toBe(404);
  });

  it('refuses one in a query list, naming the item', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/jobs/search?location=1&location=${TOO_BIG}` });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().message)).toEqual(['location.1']);
  });

  it('refuses one in a JSON body and writes nothing', async () => {
    const token = await signIn(t.app, 'employer', DEMO.employer);
    const title = `Bounded ${Date.now()}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: bearer(token),
      payload: jobBody(m, { title, designation_id: Number(TOO_BIG) }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toHaveProperty('designation_id');
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/jobs?q=${encodeURIComponent(title)}`,
      headers: bearer(token),
    });
    expect(mine.json().data).toEqual([]);
  });
});

describe('characters that cannot be stored are refused', () => {
  it('a NUL byte in a search keyword is a 400 on the keyword', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/jobs/search?keyword=fork%00lift' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({ keyword: ['Contains characters that are not allowed'] });
  });

  it('a NUL byte or a lone surrogate in a sign-up field is a 400 and no account is made', async () => {
    for (const first_name of ['Ahmed\u0000', 'Ahmed\uD800']) {
      const body = candidateBody({ first_name });
      const res = await t.app.inject({ method: 'POST', url: '/api/candidate/register', payload: body });
      expect(res.statusCode).toBe(400);
      expect(res.json().message.first_name).toContain('Contains characters that are not allowed');
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/user/candi_login',
        payload: { email: body.email, password: body.password },
      });
      expect(login.statusCode).toBe(401);
    }
  });

  it('keeps Arabic, emoji, tabs and line breaks', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/jobs/search?keyword=${encodeURIComponent('مستودع 🚚\tforklift\nlead')}`,
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('an empty patch', () => {
  it('is a 400 "Nothing to update" and changes nothing', async () => {
    const c = await newCandidate(t.app);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/educations',
      headers: bearer(c.token),
      payload: {
        education_level_id: m('education_levels', 'bachelor-s-degree'),
        institution: 'Zayed University',
        field_of_study: 'Logistics',
        start_year: 2010,
        end_year: 2014,
      },
    });
    expect(added.statusCode).toBe(201);
    const id: number = added.json().data.educations[0].id;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/candidate/educations/${id}`,
      headers: bearer(c.token),
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Nothing to update');
  });
});

describe('error logs', () => {
  it('keep the failed query, its stack and code, never its parameters', async () => {
    const secret = `private-note-${Date.now()}`;
    const failure = await t.database.db.execute(sql`select ${secret}::int`).catch((e: unknown) => e);
    const lines: string[] = [];
    const log = pino(loggerOptions({ logLevel: 'info' }), { write: (line: string) => void lines.push(line) });
    log.error({ err: failure }, 'request failed');
    const entry = JSON.parse(lines.join(''));
    expect(entry.err.message).toContain('Failed query: select $1::int');
    expect(entry.err.stack).toMatch(/\n\s+at /);
    expect(entry.err.cause.code).toBe('22P02');
    expect(lines.join('')).not.toContain(secret);
  });
});

describe('field names that are also object properties', () => {
  it('`constructor` and `__proto__` in a body are unknown fields, not a 500', async () => {
    for (const payload of [
      '{"email":"a@b.co","password":"x","constructor":1}',
      '{"__proto__":{"x":1},"email":"a@b.co"}',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/admin-login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/admin-login',
      payload: { email: 'a@b.co', password: 'x', constructor: 1 },
    });
    expect(res.json().message).toEqual({ constructor: ['Unknown field'] });
  });
});
