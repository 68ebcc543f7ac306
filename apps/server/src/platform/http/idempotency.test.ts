import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { newCandidate } from '../../../test/helpers/applications';
import { jobBody, loadMasters, type Masters, newEmployer, postJob } from '../../../test/helpers/jobs';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { applications } from '../../core/db/schema/applications';
import { idempotencyKeys } from '../../core/db/schema/idempotency';
import { jobs } from '../../core/db/schema/jobs';

let t: Awaited<ReturnType<typeof setupFile>>;
let m: Masters;
let employer: string;
let admin: string;

beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  m = await loadMasters(t.app);
  employer = await signIn(t.app, 'employer', DEMO.employer);
  admin = await signIn(t.app, 'admin', DEMO.master_admin);
});
afterAll(() => t.close());

const post = (token: string, url: string, payload: object, key?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
const createDraft = (payload: object, key?: string, token = employer) =>
  post(token, '/api/jobs/', { status: 'draft', ...payload }, key);
const jobsTitled = async (title: string) =>
  (await t.database.db.select({ n: count() }).from(jobs).where(eq(jobs.title, title)))[0]?.n;
const title = () => `Idempotent Draft ${randomUUID().slice(0, 8)}`;

describe('Idempotency-Key on creating a job draft', () => {
  it('answers a retry with the first answer and writes one draft', async () => {
    const body = jobBody(m, { title: title() });
    const key = randomUUID();
    const first = await createDraft(body, key);
    const retry = await createDraft(body, key);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotency-replayed']).toBe('true');
    expect(first.headers['idempotency-replayed']).toBeUndefined();
    expect(retry.json()).toEqual(first.json());
    expect(await jobsTitled(body.title)).toBe(1);
  });

  it('treats the same fields in another order as the same request', async () => {
    const body = jobBody(m, { title: title() });
    const key = randomUUID();
    await createDraft(body, key);
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const retry = await createDraft(reordered, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotency-replayed']).toBe('true');
    expect(await jobsTitled(body.title)).toBe(1);
  });

  it('refuses the same key with a different request (422) and writes nothing more', async () => {
    const key = randomUUID();
    const body = jobBody(m, { title: title() });
    await createDraft(body, key);
    const other = await createDraft({ ...body, title: `${body.title} (changed)` }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(
      'This Idempotency-Key was already used with a different request. Use a new key for a new request.',
    );
    expect(await jobsTitled(`${body.title} (changed)`)).toBe(0);
  });

  it('lets one of many concurrent duplicates write; the others wait for its answer or replay it', async () => {
    const body = jobBody(m, { title: title() });
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 8 }, () => createDraft(body, key)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    for (const busy of answers.filter((a) => a.statusCode === 409)) {
      expect(busy.headers['retry-after']).toBe('1');
    }
    expect(await jobsTitled(body.title)).toBe(1);
    const retry = await createDraft(body, key);
    expect(retry.statusCode).toBe(201);
    expect(await jobsTitled(body.title)).toBe(1);
  });

  it('keeps keys per user: another organisation may use the same key for its own draft', async () => {
    const other = await newEmployer(t.app, admin, `Key Sharing Freight ${randomUUID().slice(0, 6)}`);
    const key = randomUUID();
    const body = jobBody(m, { title: title() });
    expect((await createDraft(body, key)).statusCode).toBe(201);
    const theirs = await createDraft(body, key, other.token);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotency-replayed']).toBeUndefined();
    expect(await jobsTitled(body.title)).toBe(2);
  });

  it('creates a draft per request without the header, as before', async () => {
    const body = jobBody(m, { title: title() });
    await createDraft(body);
    await createDraft(body);
    expect(await jobsTitled(body.title)).toBe(2);
  });

  it('refuses a key that is not 1-255 visible ASCII characters', async () => {
    const res = await createDraft(jobBody(m, { title: title() }), 'x'.repeat(256));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({
      'Idempotency-Key': ['Send 1 to 255 visible ASCII characters, such as a UUID.'],
    });
  });

  it('forgets a key after 24 hours', async () => {
    const key = randomUUID();
    const body = jobBody(m, { title: title() });
    await createDraft(body, key);
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, key));
    const fresh = await createDraft({ ...body, title: `${body.title} next day` }, key);
    expect(fresh.statusCode).toBe(201);
    expect(await jobsTitled(`${body.title} next day`)).toBe(1);
  });
});

describe('Idempotency-Key on applying', () => {
  it('answers a retried application with the first answer instead of "already applied"', async () => {
    const jobId = await postJob(t.app, employer, jobBody(m, { title: title() }));
    const me = await newCandidate(t.app);
    const key = randomUUID();
    const first = await post(me.token, '/api/jobs/apply', { job_id: jobId }, key);
    const retry = await post(me.token, '/api/jobs/apply', { job_id: jobId }, key);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    // Without the key a second try is still the plain duplicate.
    expect((await post(me.token, '/api/jobs/apply', { job_id: jobId })).statusCode).toBe(409);
    const [rows] = await t.database.db
      .select({ n: count() })
      .from(applications)
      .where(and(eq(applications.jobId, jobId), eq(applications.candidateId, me.id)));
    expect(rows?.n).toBe(1);
  });

  it('frees the key when the request wrote nothing, so it can be used again', async () => {
    const me = await newCandidate(t.app);
    const key = randomUUID();
    const missing = await post(me.token, '/api/jobs/apply', { job_id: 2_000_000_000 }, key);
    expect(missing.statusCode).toBe(404);
    const jobId = await postJob(t.app, employer, jobBody(m, { title: title() }));
    const applied = await post(me.token, '/api/jobs/apply', { job_id: jobId }, key);
    expect(applied.statusCode).toBe(201);
  });
});
