import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { type AllMasters, allMasters, uniqueWord } from '../../../test/helpers/cv-fixture';
import { mailboxFor, waitFor } from '../../../test/helpers/mail';
import { bearer } from '../../../test/helpers/requests';
import { adderAndOther, type Tenant } from '../../../test/helpers/tenancy';

/*
 * Issue 29 item 3: a candidate an organisation adds is that organisation's to reach and complete at
 * once (CV view, folders, e-mail recipients, client CV), no other organisation's, until they claim.
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

const call = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

let seq = 0;
/** A candidate added by the organisation (name, e-mail, phone only: the profile is incomplete). */
async function addCandidate(token: string) {
  seq += 1;
  const word = uniqueWord();
  const email = `reach-${word}@example.com`;
  const res = await call(token, 'POST', '/api/candidate/candidates-create', {
    first_name: 'Tariq',
    last_name: `Reach${word.replace(/[^a-z]/gi, '')}`,
    email,
    phone: `+971 56 ${String(Date.now() % 100_000).padStart(5, '0')}${seq}${Math.floor(Math.random() * 10)}`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json<{ data: { id: number } }>().data.id, email, word };
}

async function claim(email: string) {
  const raw = await waitFor(() => mailboxFor(t.dataDir, email)[0]);
  const body = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const token = /claim-account\?token=([A-Za-z0-9_-]+)/.exec(body)?.[1];
  if (!token) throw new Error('no claim link');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/candidate/claim',
    payload: { token, password: 'Dhow-Harbour-Lantern-73' },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** The four reads of a candidate by id: the candidate view, a folder, e-mail recipients, the client CV. */
async function reads(token: string, id: number) {
  const view = await call(token, 'GET', `/api/search/candidate/${id}`);
  const folder = await call(token, 'POST', '/api/template/cv-folder', {
    name: `Reach ${uniqueWord()}`,
    candidate_ids: [id],
  });
  const recipients = await call(token, 'POST', '/api/template/email/recipients', {
    recipients: { kind: 'candidates', candidate_ids: [id] },
  });
  const clientCv = await call(token, 'GET', `/api/client-cv/${id}`);
  return {
    view: view.statusCode,
    folder: folder.statusCode,
    recipients: recipients.statusCode,
    clientCv: clientCv.statusCode,
  };
}

const personal = () => ({
  nationality_id: m('countries', 'jordan'),
  current_location: { country_id: m('countries', 'united-arab-emirates'), state_id: m('states', 'dubai') },
  total_experience_years: 7,
});

describe('a candidate added by an organisation', () => {
  it('is reached at once by the organisation that added him, and by no other', async () => {
    const c = await addCandidate(adder.token);
    expect(await reads(adder.token, c.id)).toEqual({
      view: 200,
      folder: 201,
      recipients: 200,
      clientCv: 200,
    });
    expect(await reads(other.token, c.id)).toEqual({
      view: 404,
      folder: 404,
      recipients: 404,
      clientCv: 404,
    });
  });

  it('is completed by the adding organisation, and is then in its CV search', async () => {
    const c = await addCandidate(adder.token);
    const saved = await call(adder.token, 'PATCH', `/api/candidate/added/${c.id}/update`, personal());
    expect(saved.statusCode, saved.body).toBe(200);
    const summary = await call(adder.token, 'PUT', `/api/candidate/added/${c.id}/summary`, {
      headline: 'Fleet controller',
      summary: `Ran a fleet of forty reefers ${c.word}`,
    });
    expect(summary.statusCode, summary.body).toBe(200);
    const job = await call(adder.token, 'POST', `/api/candidate/added/${c.id}/employments`, {
      company: 'Gulf Cold Stores',
      job_title: 'Fleet Controller',
      start_date: '2019-03-01',
      is_current: true,
    });
    expect(job.statusCode, job.body).toBe(201);
    const got = await call(adder.token, 'GET', `/api/candidate/added/${c.id}`);
    expect(got.statusCode, got.body).toBe(200);
    const data = got.json<{
      data: {
        editable: boolean;
        profile: { nationality: { id: number } | null; employments: { company: string }[] };
      };
    }>().data;
    expect(data.editable).toBe(true);
    expect(data.profile.nationality?.id).toBe(m('countries', 'jordan'));
    expect(data.profile.employments.map((e) => e.company)).toEqual(['Gulf Cold Stores']);
    const search = await call(adder.token, 'GET', `/api/search/candidate?q=${c.word}`);
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json<{ data: { id: number }[] }>().data.map((r) => r.id)).toContain(c.id);
  });

  it('is not editable by another organisation (404), nor by the adder once he claimed (403)', async () => {
    const c = await addCandidate(adder.token);
    const foreign = await call(other.token, 'PATCH', `/api/candidate/added/${c.id}/update`, personal());
    expect(foreign.statusCode).toBe(404);
    expect((await call(other.token, 'GET', `/api/candidate/added/${c.id}`)).statusCode).toBe(404);
    await claim(c.email);
    const after = await call(adder.token, 'PATCH', `/api/candidate/added/${c.id}/update`, personal());
    expect(after.statusCode).toBe(403);
    expect(after.json<{ message: string }>().message).toMatch(/claimed/i);
    const view = await call(adder.token, 'GET', `/api/candidate/added/${c.id}`);
    expect(view.statusCode).toBe(200);
    expect(view.json<{ data: { editable: boolean } }>().data.editable).toBe(false);
  });

  it('refuses a bad section with 400, naming the field', async () => {
    const c = await addCandidate(adder.token);
    const bad = await call(adder.token, 'PATCH', `/api/candidate/added/${c.id}/update`, {
      total_experience_years: 'many',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ message: Record<string, string[]> }>().message)).toContain(
      'total_experience_years',
    );
  });
});
