import { ARABIC_TITLE_NEEDED } from '@portal/contract/jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { jobBody, loadMasters, type Masters } from '../../../test/helpers/jobs';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';

// Issue 31: a job may carry its Arabic title and description beside the English ones.
let t: Awaited<ReturnType<typeof setupFile>>;
let m: Masters;
let employer: string;
beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  m = await loadMasters(t.app);
  employer = await signIn(t.app, 'employer', DEMO.employer);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: bearer(employer),
    ...(payload ? { payload: payload as string } : {}),
  });

const TITLE_AR = 'مشرف مستودع الشحن الجوي';
const DESCRIPTION_AR =
  '<p>قيادة فريق المستودع في جبل علي وضمان دقة الشحنات.</p><script>alert(1)</script><p>خبرة ثلاث سنوات على الأقل.</p>';

describe('a job in English and Arabic', () => {
  it('stores the Arabic title and sanitised description, and shows them on every view', async () => {
    const res = await call(
      'POST',
      '/api/jobs/',
      jobBody(m, {
        title: 'Airfreight Warehouse Supervisor',
        title_ar: TITLE_AR,
        description_ar: DESCRIPTION_AR,
        status: 'published',
      }),
    );
    expect(res.statusCode).toBe(201);
    const job = res.json().data;
    expect(job.title_ar).toBe(TITLE_AR);
    expect(job.description_ar).toContain('قيادة فريق المستودع');
    expect(job.description_ar).not.toContain('<script');

    const view = (await t.app.inject({ method: 'GET', url: `/api/jobs/view/${job.id}` })).json().data;
    expect(view).toMatchObject({ title: 'Airfreight Warehouse Supervisor', title_ar: TITLE_AR });
    expect(view.description_ar).toContain('خبرة ثلاث سنوات');

    const list = (await call('GET', '/api/jobs/?q=airfreight')).json();
    expect(list.data[0].title_ar).toBe(TITLE_AR);

    const search = (await t.app.inject({ method: 'GET', url: '/api/jobs/search?keyword=airfreight' })).json();
    const hit = search.data.find((h: { id: number }) => h.id === job.id);
    expect(hit.title_ar).toBe(TITLE_AR);
    expect(hit.snippet_ar).toContain('قيادة فريق المستودع');
  });

  it('keeps a job without Arabic in English only', async () => {
    const job = (await call('POST', '/api/jobs/', jobBody(m))).json().data;
    expect(job).toMatchObject({ title_ar: null, description_ar: null });
  });

  it('refuses an Arabic description without an Arabic title, under the title field', async () => {
    const res = await call('POST', '/api/jobs/', jobBody(m, { description_ar: DESCRIPTION_AR }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message.title_ar).toEqual([ARABIC_TITLE_NEEDED]);
    const short = await call('POST', '/api/jobs/', jobBody(m, { title_ar: 'مد' }));
    expect(short.statusCode).toBe(400);
    expect(short.json().message.title_ar).toBeDefined();
  });

  it('checks a PATCH against the stored texts; empty fields clear them', async () => {
    const id = (
      await call('POST', '/api/jobs/', jobBody(m, { title_ar: TITLE_AR, description_ar: DESCRIPTION_AR }))
    ).json().data.id;
    // Clearing the title alone would leave a description without its title.
    const bad = await call('PATCH', `/api/jobs/${id}`, { title_ar: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message.title_ar).toEqual([ARABIC_TITLE_NEEDED]);
    const cleared = await call('PATCH', `/api/jobs/${id}`, { title_ar: '', description_ar: '' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data).toMatchObject({ title_ar: null, description_ar: null });
    const onlyText = await call('PATCH', `/api/jobs/${id}`, { description_ar: DESCRIPTION_AR });
    expect(onlyText.statusCode).toBe(400);
    const again = await call('PATCH', `/api/jobs/${id}`, { title_ar: TITLE_AR });
    expect(again.json().data.title_ar).toBe(TITLE_AR);
    // Duplicating keeps the Arabic.
    const dup = await call('POST', `/api/jobs/${id}/duplicate`);
    expect(dup.json().data.title_ar).toBe(TITLE_AR);
  });
});
