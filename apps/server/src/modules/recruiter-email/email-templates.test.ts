import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { applyFor, newCandidate } from '../../../test/helpers/applications';
import { jobBody, loadMasters, type Masters, newEmployer, postJob } from '../../../test/helpers/jobs';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';

let t: Awaited<ReturnType<typeof setupFile>>;
let m: Masters;
let owner: { id: number; token: string };
let other: { id: number; token: string };
beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  m = await loadMasters(t.app);
  const admin = await signIn(t.app, 'admin', DEMO.master_admin);
  owner = await newEmployer(t.app, admin, 'Templates Owner LLC');
  other = await newEmployer(t.app, admin, 'Templates Other LLC');
});
afterAll(() => t.close());

const call = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload: payload as string } : {}) });

const template = {
  name: 'Forklift opening',
  subject: '{{job.title}} for {{candidate.first_name}}',
  body: '<p>Dear {{candidate.first_name}}, see {{job.link}}</p><p>{{response_links}}</p>',
};

describe('e-mail templates', () => {
  it('creates, lists, changes, copies and deletes a template of the own organisation', async () => {
    // Other tests of the file make the same template for the same owner, in any order.
    const found = async () =>
      (await call(owner.token, 'GET', '/api/template/email?q=forklift')).json().meta.total as number;
    const before = await found();
    const created = await call(owner.token, 'POST', '/api/template/email', template);
    expect(created.statusCode).toBe(201);
    const tpl = created.json().data;
    expect(tpl).toMatchObject({ name: 'Forklift opening' });
    expect(tpl.tags).toEqual(['job.title', 'candidate.first_name', 'job.link', 'response_links']);
    expect(await found()).toBe(before + 1);
    const patched = await call(owner.token, 'PATCH', `/api/template/email/${tpl.id}`, {
      name: 'Forklift role',
    });
    expect(patched.json().data.name).toBe('Forklift role');
    const copy = await call(owner.token, 'POST', `/api/template/email/${tpl.id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json().data).toMatchObject({ name: 'Forklift role (copy)', subject: template.subject });
    expect((await call(owner.token, 'DELETE', `/api/template/email/${tpl.id}`)).statusCode).toBe(200);
    expect((await call(owner.token, 'GET', `/api/template/email/${tpl.id}`)).statusCode).toBe(404);
    expect((await call(owner.token, 'GET', `/api/template/email/${copy.json().data.id}`)).statusCode).toBe(
      200,
    );
  });

  it('refuses unknown or misspelt merge tags, naming them', async () => {
    const res = await call(owner.token, 'POST', '/api/template/email', {
      ...template,
      subject: 'Hello {{candidate.frist_name}}',
      body: '<p>{{job.tittle}} and {{ foo }}</p>',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({
      subject: ['Unknown merge tag {{candidate.frist_name}}'],
      body: ['Unknown merge tags {{job.tittle}}, {{foo}}'],
    });
    // An Arabic page reads the same refusal in Arabic, the tags as typed.
    const arabic = await t.app.inject({
      method: 'POST',
      url: '/api/template/email',
      headers: { ...bearer(owner.token), 'accept-language': 'ar' },
      payload: { ...template, subject: 'Hello {{candidate.frist_name}}' },
    });
    expect(arabic.json().message).toEqual({ subject: ['وسم دمج غير معروف {{candidate.frist_name}}'] });
    const empty = await call(owner.token, 'POST', '/api/template/email', { name: '', subject: '', body: '' });
    expect(empty.json().message).toEqual({
      name: ['Template name is required'],
      subject: ['Subject is required'],
      body: ['Message is required'],
    });
  });

  it('refuses a subject with a line break, on create, change and preview, and stores nothing', async () => {
    for (const subject of ['Hello\r\nBcc: everyone@example.com', 'Line one\nline two', 'Hi\rthere']) {
      const created = await call(owner.token, 'POST', '/api/template/email', { ...template, subject });
      expect(created.statusCode).toBe(400);
      expect(created.json().message).toEqual({ subject: ['Subject must be one line (no line breaks)'] });
      const preview = await call(owner.token, 'POST', '/api/template/email/preview', {
        ...template,
        subject,
      });
      expect(preview.statusCode).toBe(400);
      expect(Object.keys(preview.json().message)).toEqual(['subject']);
    }
    const made = await call(owner.token, 'POST', '/api/template/email', template);
    const id = made.json().data.id;
    const changed = await call(owner.token, 'PATCH', `/api/template/email/${id}`, { subject: 'A\r\nB' });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().message).toEqual({ subject: ['Subject must be one line (no line breaks)'] });
    const list = await call(owner.token, 'GET', '/api/template/email?page_size=100');
    expect(JSON.stringify(list.json().data)).not.toMatch(/\\r|\\n/);
  });

  it('strips script and event handlers from the body', async () => {
    const res = await call(owner.token, 'POST', '/api/template/email', {
      ...template,
      body: '<p onclick="steal()">Hi {{candidate.first_name}}<script>alert(1)</script></p><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json().data.body as string;
    expect(body).not.toMatch(/script|onclick|onerror|javascript|<img/i);
    expect(body).toContain('Hi {{candidate.first_name}}');
  });

  it("keeps another organisation's template out of reach (404)", async () => {
    const id = (await call(owner.token, 'POST', '/api/template/email', template)).json().data.id;
    for (const [method, url] of [
      ['GET', `/api/template/email/${id}`],
      ['PATCH', `/api/template/email/${id}`],
      ['DELETE', `/api/template/email/${id}`],
      ['POST', `/api/template/email/${id}/duplicate`],
      ['GET', `/api/template/email/${id}/tags`],
    ] as const) {
      const res = await call(other.token, method, url, method === 'PATCH' ? { name: 'Mine now' } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const names = (await call(other.token, 'GET', '/api/template/email'))
      .json()
      .data.map((x: { id: number }) => x.id);
    expect(names).not.toContain(id);
  });

  it('is refused to a candidate (403)', async () => {
    const candidate = await newCandidate(t.app);
    expect((await call(candidate.token, 'GET', '/api/template/email')).statusCode).toBe(403);
  });

  it('previews with a real applicant and job, and shows the tags used and unused with their values', async () => {
    const jobId = await postJob(t.app, owner.token, jobBody(m, { title: 'Reach Truck Driver' }));
    const candidate = await newCandidate(t.app, { first_name: 'Farida' });
    await applyFor(t.app, candidate.token, jobId);
    const preview = await call(owner.token, 'POST', '/api/template/email/preview', {
      subject: template.subject,
      body: '<p>Dear {{candidate.first_name}} <b>&lt;x&gt;</b>, see {{job.link}}</p>',
      candidate_id: candidate.id,
      job_id: jobId,
    });
    expect(preview.statusCode).toBe(200);
    const data = preview.json().data;
    expect(data.subject).toBe('Reach Truck Driver for Farida');
    expect(data.html).toContain(`<a href="http://portal.test/unauth/jobs/view/${jobId}"`);
    expect(data.text).toContain(`Dear Farida <x>, see http://portal.test/unauth/jobs/view/${jobId}`);
    expect(data.candidate).toEqual({ id: candidate.id, name: expect.stringContaining('Farida') });

    // Someone who never applied to this organisation's jobs is not reachable.
    const stranger = await newCandidate(t.app);
    const refused = await call(owner.token, 'POST', '/api/template/email/preview', {
      ...template,
      candidate_id: stranger.id,
    });
    expect(refused.statusCode).toBe(404);
    const otherJob = await postJob(t.app, other.token, jobBody(m));
    const notOurs = await call(owner.token, 'POST', '/api/template/email/preview', {
      ...template,
      job_id: otherJob,
    });
    expect(notOurs.statusCode).toBe(404);

    const id = (await call(owner.token, 'POST', '/api/template/email', template)).json().data.id;
    const tags = await call(
      owner.token,
      'GET',
      `/api/template/email/${id}/tags?candidate_id=${candidate.id}&job_id=${jobId}`,
    );
    expect(tags.statusCode).toBe(200);
    const used = tags.json().data.used as { tag: string; value: string }[];
    // The client names each tag from its catalogue, in the reader's language.
    expect(Object.keys(used[0] ?? {})).toEqual(['tag', 'value']);
    expect(used.map((u) => u.tag)).toEqual([
      'candidate.first_name',
      'job.title',
      'job.link',
      'response_links',
    ]);
    expect(used.find((u) => u.tag === 'job.title')?.value).toBe('Reach Truck Driver');
    expect(tags.json().data.unused.map((u: { tag: string }) => u.tag)).toContain('recruiter.name');
  });

  it('seeds the starter templates for the demo employer', async () => {
    const token = await signIn(t.app, 'employer', DEMO.employer);
    const names = (await call(token, 'GET', '/api/template/email'))
      .json()
      .data.map((x: { name: string }) => x.name);
    expect(names).toEqual(
      expect.arrayContaining(['Job opportunity', 'Interview invitation', 'Request for an updated CV']),
    );
  });
});
