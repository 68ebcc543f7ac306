import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { jobBody, loadMasters, type Masters } from '../../../test/helpers/jobs';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';

let t: Awaited<ReturnType<typeof setupFile>>;
let m: Masters;
let token: string;
beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  m = await loadMasters(t.app);
  token = await signIn(t.app, 'employer', DEMO.employer);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload: payload as string } : {}) });

describe('job templates', () => {
  it('creates, lists, updates, makes a job from and deletes a template', async () => {
    const created = await call('POST', '/api/template/job-templates', {
      ...jobBody(m),
      name: 'Night shift lead',
    });
    expect(created.statusCode).toBe(201);
    const tpl = created.json().data;
    expect(tpl).toMatchObject({ name: 'Night shift lead', title: 'Warehouse Team Leader' });
    expect(tpl.locations[0].city.slug).toBe('jebel-ali');
    const list = await call('GET', '/api/template/job-templates?q=night');
    expect(list.json().meta.total).toBe(1);
    const patched = await call('PATCH', `/api/template/job-templates/${tpl.id}`, {
      name: 'Night lead',
      salary_min: 7000,
    });
    expect(patched.json().data).toMatchObject({ name: 'Night lead', salary_min: 7000 });
    const bad = await call('PATCH', `/api/template/job-templates/${tpl.id}`, { salary_min: 99_000 });
    expect(bad.json().message).toEqual({ salary_max: ['Maximum salary must be at least the minimum'] });
    const job = await call('POST', `/api/template/job-templates/${tpl.id}/create-job`);
    expect(job.statusCode).toBe(201);
    expect(job.json().data).toMatchObject({
      status: 'draft',
      title: 'Warehouse Team Leader',
      salary_min: 7000,
    });
    expect((await call('DELETE', `/api/template/job-templates/${tpl.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/template/job-templates/${tpl.id}`)).statusCode).toBe(404);
  });

  it('validates names and master data', async () => {
    const res = await call('POST', '/api/template/job-templates', {
      ...jobBody(m, { industry_id: 999_999 }),
    });
    expect(res.json().message).toEqual({ name: ['Template name is required'] });
    const refs = await call('POST', '/api/template/job-templates', {
      ...jobBody(m, { industry_id: 999_999 }),
      name: 'X1',
    });
    expect(refs.json().message).toEqual({ industry_id: ['Unknown industry'] });
  });

  it('seeds two demo templates', async () => {
    expect((await call('GET', '/api/template/job-templates')).json().meta.total).toBeGreaterThanOrEqual(2);
  });
});
