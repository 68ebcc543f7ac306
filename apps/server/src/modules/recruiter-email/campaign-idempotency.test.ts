import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { applyFor, newCandidate } from '../../../test/helpers/applications';
import { jobBody, loadMasters, newEmployer, postJob } from '../../../test/helpers/jobs';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';

let t: Awaited<ReturnType<typeof setupFile>>;
let owner: { token: string };
let jobId: number;

beforeAll(async () => {
  t = await setupFile({ WORKER: 'off', RECRUITER_EMAIL_PER_MINUTE: '6000' });
  const m = await loadMasters(t.app);
  const admin = await signIn(t.app, 'admin', DEMO.master_admin);
  owner = await newEmployer(t.app, admin, 'Retry Careful LLC');
  jobId = await postJob(t.app, owner.token, jobBody(m));
  for (let i = 0; i < 2; i += 1) {
    const c = await newCandidate(t.app);
    await applyFor(t.app, c.token, jobId);
  }
});
afterAll(() => t.close());

const send = (key: string, subject = 'Hello {{candidate.first_name}}') =>
  t.app.inject({
    method: 'POST',
    url: '/api/template/email/send',
    headers: { ...bearer(owner.token), 'idempotency-key': key },
    payload: {
      subject,
      body: '<p>About {{job.title}}</p>',
      job_id: jobId,
      recipients: { kind: 'applicants', job_id: jobId },
    },
  });

const campaigns = async () =>
  (
    await t.app.inject({ method: 'GET', url: '/api/settings/email-responses', headers: bearer(owner.token) })
  ).json().meta.total as number;

describe('sending a campaign with an Idempotency-Key', () => {
  it('a retry after a lost answer gets the first answer and mails nobody twice', async () => {
    const before = await campaigns();
    const key = `campaign-${Date.now()}`;
    const first = await send(key);
    expect(first.statusCode, first.body).toBe(201);
    const retry = await send(key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().data.campaign_id).toBe(first.json().data.campaign_id);
    expect(await campaigns()).toBe(before + 1);
  });

  it('the same key with another message is refused, not sent', async () => {
    const key = `campaign-other-${Date.now()}`;
    expect((await send(key)).statusCode).toBe(201);
    const other = await send(key, 'A different subject');
    expect(other.statusCode).toBe(422);
  });
});
