import { cvSearchQuerySchema } from '@portal/contract/cv-search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseOf, setupFile } from '../../../test/helpers/app';
import { type AllMasters, addedCandidate, allMasters, uniqueWord } from '../../../test/helpers/cv-fixture';
import { mailboxFor, waitFor } from '../../../test/helpers/mail';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { adderAndOther, type Tenant } from '../../../test/helpers/tenancy';
import { searchCvDatabase } from './search';

/*
 * Issue 29 item 3: a candidate an organisation adds is in its CV search at once, incomplete profile
 * and all, and in no other organisation's, until he claims the account (which opts him into the
 * CV database); withdrawing that consent hides him from everyone. Every check asks the index in
 * memory, the SQL, and the HTTP route, which must agree.
 */

let t: Awaited<ReturnType<typeof setupFile>>;
let m: AllMasters;
let adder: Tenant;
let other: Tenant;

beforeAll(async () => {
  t = await setupFile();
  m = await allMasters(t.app);
  ({ adder, other } = await adderAndOther(t.app));
});
afterAll(() => t.close());

const call = (token: string, method: 'GET' | 'PATCH' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** A candidate the adder adds with a CV naming `word`: name, e-mail, phone only, profile incomplete. */
async function addWithCv() {
  const word = uniqueWord();
  const c = await addedCandidate(t.app, adder.token, {
    first_name: 'Yusuf',
    cv: `Reefer fleet dispatcher at Jebel Ali ${word}`,
  });
  return { ...c, word };
}

const PASSWORD = 'Dhow-Harbour-Lantern-73';
async function claim(email: string): Promise<string> {
  const raw = await waitFor(() => mailboxFor(t.dataDir, email)[0]);
  const body = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const token = /claim-account\?token=([A-Za-z0-9_-]+)/.exec(body)?.[1];
  if (!token) throw new Error('no claim link');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/candidate/claim',
    payload: { token, password: PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return token;
}

/**
 * Whether the tenant finds the candidate by the word: asked of the index in memory, the SQL and the
 * route (which must agree; each also with a filter the missing values cannot match, and sorted by
 * experience).
 */
async function finds(tenant: Tenant, c: { id: number; word: string }, extra: Record<string, string> = {}) {
  const params = { q: c.word, ...extra };
  const q = cvSearchQuerySchema.parse(params);
  const db = databaseOf(t.app).db;
  const memory = await searchCvDatabase(db, q, { memory: true, clientId: tenant.id });
  const inSql = await searchCvDatabase(db, q, { memory: false, clientId: tenant.id });
  expect(memory.rows.map((r) => r.id)).toEqual(inSql.rows.map((r) => r.id));
  expect(memory.total).toBe(inSql.total);
  expect(memory.facets).toEqual(inSql.facets);
  const res = await call(tenant.token, 'GET', `/api/search/candidate?${new URLSearchParams(params)}`);
  expect(res.statusCode, res.body).toBe(200);
  const viaRoute = res.json<{ data: { id: number }[] }>().data.map((r) => r.id);
  expect(viaRoute).toEqual(inSql.rows.map((r) => r.id));
  return viaRoute.includes(c.id);
}

const personal = () => ({
  nationality_id: m('countries', 'jordan'),
  current_location: { country_id: m('countries', 'united-arab-emirates'), state_id: m('states', 'dubai') },
  total_experience_years: 7,
});

describe('a recruiter-added candidate in the CV search', () => {
  it('is found at once by the adding organisation only, incomplete; filters on what he lacks do not match', async () => {
    const c = await addWithCv();
    expect(await finds(adder, c)).toBe(true);
    expect(await finds(adder, c, { sort: 'experience' })).toBe(true);
    expect(await finds(adder, c, { experience_min: '0' })).toBe(false);
    expect(await finds(adder, c, { current_location: String(m('states', 'dubai')) })).toBe(false);
    expect(await finds(other, c)).toBe(false);
  });

  it('stays the adding organisation’s alone once the adder completes the profile', async () => {
    const c = await addWithCv();
    const saved = await call(adder.token, 'PATCH', `/api/candidate/added/${c.id}/update`, personal());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await finds(adder, c, { experience_min: '5' })).toBe(true);
    expect(await finds(other, c)).toBe(false);
    // A saved-search alert or a mail campaign of the other organisation does not reach him either.
    const recipients = await call(other.token, 'POST', '/api/template/email/recipients', {
      recipients: { kind: 'search', criteria: { q: c.word } },
    });
    expect(recipients.statusCode, recipients.body).toBe(400);
    expect(recipients.body).toMatch(/Nobody matches/);
    const own = await call(adder.token, 'POST', '/api/template/email/recipients', {
      recipients: { kind: 'search', criteria: { q: c.word } },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.body).toContain(c.email);
  });

  it('is found by every organisation once he claims (opting in), by none after withdrawing, again after giving it back', async () => {
    const c = await addWithCv();
    expect(
      (await call(adder.token, 'PATCH', `/api/candidate/added/${c.id}/update`, personal())).statusCode,
    ).toBe(200);
    await claim(c.email);
    expect(await finds(adder, c)).toBe(true);
    expect(await finds(other, c)).toBe(true);

    const me = await signIn(t.app, 'candidate', c.email, PASSWORD);
    const off = await call(me, 'PUT', '/api/candidate/consents/cv_database', { granted: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(await finds(adder, c)).toBe(false);
    expect(await finds(other, c)).toBe(false);

    const on = await call(me, 'PUT', '/api/candidate/consents/cv_database', { granted: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(await finds(other, c)).toBe(true);
  });

  it('claimed with an incomplete profile, he is listed like any candidate: not until complete', async () => {
    const c = await addWithCv();
    await claim(c.email);
    expect(await finds(adder, c)).toBe(false);
    expect(await finds(other, c)).toBe(false);
  });

  it('objecting to the listing takes him out of the adding organisation’s search too', async () => {
    const c = await addWithCv();
    expect(await finds(adder, c)).toBe(true);
    const raw = await waitFor(() => mailboxFor(t.dataDir, c.email)[0]);
    const token = /claim-account\?token=([A-Za-z0-9_-]+)/.exec(
      raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='),
    )?.[1];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/claim/object',
      payload: { token },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(await finds(adder, c)).toBe(false);
    expect(await finds(other, c)).toBe(false);
  });
});

describe('the demo', () => {
  it('the demo employer finds Omar Siddiqui, who it added, in its CV search; another organisation does not', async () => {
    const employer = await signIn(t.app, 'employer', DEMO.employer);
    const omar = async (token: string) => {
      const res = await call(
        token,
        'GET',
        `/api/search/candidate?${new URLSearchParams({ q: 'reach truck' })}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res
        .json<{ data: { first_name: string; last_name: string }[] }>()
        .data.some((r) => r.first_name === 'Omar' && r.last_name === 'Siddiqui');
    };
    expect(await omar(employer)).toBe(true);
    expect(await omar(other.token)).toBe(false);
  });
});
