import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/core/db/client';
import { UNAVAILABLE_MESSAGE } from '../src/core/lib/app-error';
import { buildTestApp, openTestDatabase, type TestApp } from './helpers/app';
import { bearer, DEMO, signIn } from './helpers/requests';

// The database goes away in the middle of this file; it has a database of its own.
const lines: string[] = [];
let database: Database;
let t: TestApp;
let closed = false;

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp(database, { LOG_LEVEL: 'error' }, { write: (line) => void lines.push(line) });
});
afterAll(async () => {
  await t.close();
  if (!closed) await database.close();
});

describe('a database outage', () => {
  it('answers a signed-in call with 503 and Retry-After, not "sign in again", and logs the cause', async () => {
    const token = await signIn(t.app, 'candidate', DEMO.candidate);
    closed = true;
    await database.close();

    const res = await t.app.inject({ method: 'GET', url: '/api/user/', headers: bearer(token) });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    const body = res.json<{ message: string; request_id: string }>();
    expect(body.message).toBe(UNAVAILABLE_MESSAGE);
    const logged = lines.map((l) => JSON.parse(l)).find((l) => l.reqId === body.request_id);
    expect(logged?.msg).toBe('request failed');
    expect(JSON.stringify(logged?.err)).toMatch(/PGlite is closed|pool after calling end/);
  });
});
