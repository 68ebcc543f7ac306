import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { jobBody, loadMasters, type Masters } from '../../../test/helpers/jobs';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';

let t: Awaited<ReturnType<typeof setupFile>>;
let m: Masters;
let employer: string;
beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  m = await loadMasters(t.app);
  employer = await signIn(t.app, 'employer', DEMO.employer);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: bearer(employer),
    ...(payload ? { payload: payload as string } : {}),
  });

describe('creating and managing a job', () => {
  it('creates a draft with sanitised description and resolved references', async () => {
    const res = await call(
      'POST',
      '/api/jobs/',
      jobBody(m, {
        description:
          'First paragraph of the role.\n\nSecond <b>bold</b> paragraph <script>alert(1)</script> here.',
      }),
    );
    expect(res.statusCode).toBe(201);
    const job = res.json().data;
    expect(job.status).toBe('draft');
    expect(job.description).not.toContain('<script');
    expect(job.description).not.toContain('alert(1)');
    expect(job.designation.slug).toBe('warehouse-supervisor');
    expect(job.locations[0].city.slug).toBe('jebel-ali');
    expect(job.skills.map((s: { slug: string }) => s.slug)).toEqual(['sap-ewm', 'rf-scanning']);
    expect(job.views).toBe(0);
    expect(job.applications).toEqual({});
  });

  it('turns plain text into paragraphs', async () => {
    const res = await call(
      'POST',
      '/api/jobs/',
      jobBody(m, { description: 'Line one of the job\nline two\n\nSecond paragraph & more text.' }),
    );
    expect(res.json().data.description).toBe(
      '<p>Line one of the job<br>line two</p>\n<p>Second paragraph &amp; more text.</p>',
    );
  });

  it('publishes, closes, re-publishes and duplicates', async () => {
    const id = (await call('POST', '/api/jobs/', jobBody(m))).json().data.id;
    const pub = await call('POST', `/api/jobs/${id}/publish`);
    expect(pub.statusCode).toBe(200);
    expect(pub.json().data.status).toBe('published');
    expect(pub.json().data.valid_through).toBeTruthy();
    expect((await call('POST', `/api/jobs/${id}/publish`)).statusCode).toBe(409);
    expect((await call('DELETE', `/api/jobs/${id}`)).statusCode).toBe(409);
    const closed = await call('POST', `/api/jobs/${id}/close`);
    expect(closed.json().data.status).toBe('closed');
    expect((await call('POST', `/api/jobs/${id}/close`)).statusCode).toBe(409);
    expect((await call('POST', `/api/jobs/${id}/publish`)).json().data.status).toBe('published');
    const dup = await call('POST', `/api/jobs/${id}/duplicate`);
    expect(dup.statusCode).toBe(201);
    expect(dup.json().data).toMatchObject({
      status: 'draft',
      title: 'Warehouse Team Leader',
      valid_through: null,
    });
    expect(dup.json().data.locations).toHaveLength(1);
  });

  it('a draft cannot be closed but can be deleted', async () => {
    const id = (await call('POST', '/api/jobs/', jobBody(m))).json().data.id;
    const close = await call('POST', `/api/jobs/${id}/close`);
    expect(close.statusCode).toBe(409);
    expect(close.json().message).toBe('A draft cannot be closed; delete it instead.');
    expect((await call('DELETE', `/api/jobs/${id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/jobs/${id}`)).statusCode).toBe(404);
  });

  it('patches fields and keeps cross-field rules against stored values', async () => {
    const id = (await call('POST', '/api/jobs/', jobBody(m))).json().data.id;
    const ok = await call('PATCH', `/api/jobs/${id}`, {
      title: 'Senior Warehouse Team Leader',
      salary_max: 12000,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ title: 'Senior Warehouse Team Leader', salary_max: 12000 });
    const bad = await call('PATCH', `/api/jobs/${id}`, { salary_max: 100 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message.salary_max).toEqual(['Maximum salary must be at least the minimum']);
  });

  it('lists with tabs counts, search, sort and paging; bulk-closes', async () => {
    const a = (
      await call('POST', '/api/jobs/', jobBody(m, { title: 'Zebra Crossing Marshal', status: 'published' }))
    ).json().data.id;
    const b = (
      await call('POST', '/api/jobs/', jobBody(m, { title: 'Zebra Yard Marshal', status: 'published' }))
    ).json().data.id;
    const list = await call('GET', '/api/jobs/?q=zebra&sort=title&page_size=1');
    expect(list.statusCode).toBe(200);
    const json = list.json();
    expect(json.meta).toMatchObject({ page: 1, page_size: 1, total: 2 });
    expect(json.meta.counts).toMatchObject({ published: 2, draft: 0, closed: 0, expired: 0 });
    expect(json.data[0].title).toBe('Zebra Crossing Marshal');
    expect(json.data[0].locations).toEqual(['Jebel Ali, Dubai']);
    const bulk = await call('POST', '/api/jobs/bulk-close', { ids: [a, b] });
    expect(bulk.json().data.closed).toBe(2);
    const after = (await call('GET', '/api/jobs/?q=zebra&status=closed')).json();
    expect(after.meta.total).toBe(2);
  });
});
