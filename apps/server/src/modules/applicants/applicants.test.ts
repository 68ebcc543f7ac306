import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { applyFor, newCandidate } from '../../../test/helpers/applications';
import { jobBody, loadMasters, type Masters, newEmployer, postJob } from '../../../test/helpers/jobs';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { fileUpload, minimalPdf } from '../../../test/helpers/uploads';
import { applicationViews } from '../../core/db/schema/applications';
import { outbox } from '../../core/db/schema/outbox';

let t: Awaited<ReturnType<typeof setupFile>>;
let m: Masters;
let employer: string;
let rival: { id: number; token: string };
let admin: string;
beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  m = await loadMasters(t.app);
  employer = await signIn(t.app, 'employer', DEMO.employer);
  admin = await signIn(t.app, 'admin', DEMO.master_admin);
  rival = await newEmployer(t.app, admin, 'Rival Freight LLC');
});

/** Each test's own job with three applicants (Amina with a cover note, Bilal, Carla), oldest first. */
async function jobWithThree() {
  const job = await postJob(t.app, employer, jobBody(m, { title: 'Shipping Coordinator' }));
  const people: Awaited<ReturnType<typeof newCandidate>>[] = [];
  const apps: number[] = [];
  for (const [first_name, last_name] of [
    ['Amina', 'Yusuf'],
    ['Bilal', 'Chaudhry'],
    ['Carla', 'Mendes'],
  ]) {
    const c = await newCandidate(t.app, { first_name, last_name });
    people.push(c);
    apps.push(
      await applyFor(t.app, c.token, job, first_name === 'Amina' ? 'I know Incoterms well.' : undefined),
    );
  }
  return { job, people, apps };
}

/** Carla withdraws, Amina and Bilal are shortlisted, then Amina is invited to interview. */
async function moveAlong({ people, apps }: Awaited<ReturnType<typeof jobWithThree>>) {
  const [a, b, c] = apps as [number, number, number];
  await as(people[2]?.token as string, 'POST', `/api/jobs/apply/${c}/withdraw`);
  expect((await move(employer, { application_ids: [a, b], status: 'shortlisted' })).statusCode).toBe(200);
  expect((await move(employer, { application_ids: [a], status: 'interview' })).statusCode).toBe(200);
}
afterAll(() => t.close());

const as = (token: string | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload: payload as string } : {}),
  });
const move = (token: string, body: unknown) => as(token, 'POST', '/api/jobs/applicants/status', body);

describe('the applicants list', () => {
  it('lists newest first with counts, filters by status and name, sorts oldest', async () => {
    const { job, people, apps } = await jobWithThree();
    const res = await as(employer, 'GET', `/api/jobs/${job}/applicants`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((a: { id: number }) => a.id)).toEqual([...apps].reverse());
    expect(body.meta).toMatchObject({ total: 3, counts: { applied: 3, shortlisted: 0, withdrawn: 0 } });
    expect(body.data[2].candidate).toMatchObject({ first_name: 'Amina', email: people[0]?.email });
    expect(body.data[2]).toMatchObject({ has_cover_note: true, first_viewed_at: null });

    const byName = (await as(employer, 'GET', `/api/jobs/${job}/applicants?q=bilal ch`)).json();
    expect(byName.data.map((a: { id: number }) => a.id)).toEqual([apps[1]]);
    const oldest = (await as(employer, 'GET', `/api/jobs/${job}/applicants?sort=oldest&page_size=1`)).json();
    expect(oldest.data.map((a: { id: number }) => a.id)).toEqual([apps[0]]);
    expect(oldest.meta.total).toBe(3);
    const bad = await as(employer, 'GET', `/api/jobs/${job}/applicants?sort=best&status=lost`);
    expect(Object.keys(bad.json().message).sort()).toEqual(['sort', 'status']);
  });

  it("is 404 for another organisation's job, 403 for a candidate, open to staff", async () => {
    const { job, people, apps } = await jobWithThree();
    const first = apps[0] as number;
    for (const url of [
      `/api/jobs/${job}/applicants`,
      `/api/jobs/${job}/applicants/export`,
      `/api/jobs/applicants/${first}`,
      `/api/jobs/applicants/${first}/cv`,
    ]) {
      expect((await as(rival.token, 'GET', url)).statusCode, url).toBe(404);
      expect((await as(people[0]?.token as string, 'GET', url)).statusCode, url).toBe(403);
      expect((await as(null, 'GET', url)).statusCode, url).toBe(401);
    }
    expect((await move(rival.token, { application_ids: [first], status: 'rejected' })).statusCode).toBe(404);
    expect((await as(admin, 'GET', `/api/jobs/${job}/applicants`)).json().meta.total).toBe(3);
  });
});

describe('one applicant', () => {
  it('shows profile, cover note and history, and records the view', async () => {
    const { job, apps } = await jobWithThree();
    const id = apps[0] as number;
    const res = await as(employer, 'GET', `/api/jobs/applicants/${id}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id,
      job: { id: job, title: 'Shipping Coordinator' },
      cover_note: 'I know Incoterms well.',
    });
    expect(data.profile).toMatchObject({ first_name: 'Amina', last_name: 'Yusuf' });
    expect(data.profile).not.toHaveProperty('consultant_feedback');
    expect(data.history).toEqual([
      { status: 'applied', at: expect.any(String), by: 'Amina Yusuf', note: null },
    ]);
    expect(data.first_viewed_at).not.toBeNull();
    const again = (await as(employer, 'GET', `/api/jobs/applicants/${id}`)).json().data;
    expect(again.first_viewed_at).toBe(data.first_viewed_at);
    const views = await t.database.db
      .select()
      .from(applicationViews)
      .where(eq(applicationViews.applicationId, id));
    expect(views).toHaveLength(2);
  });

  it('has no CV to download when the candidate applied without one', async () => {
    const { apps } = await jobWithThree();
    const res = await as(employer, 'GET', `/api/jobs/applicants/${apps[1]}/cv`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This applicant applied without a CV.');
  });
});

describe('moving applicants', () => {
  it('refuses bad input by field', async () => {
    const { apps } = await jobWithThree();
    for (const [body, field] of [
      [{ application_ids: [], status: 'shortlisted' }, 'application_ids'],
      [
        { application_ids: Array.from({ length: 201 }, (_, i) => i + 1), status: 'shortlisted' },
        'application_ids',
      ],
      [{ application_ids: [apps[0]], status: 'withdrawn' }, 'status'],
      [{ application_ids: [apps[0]], status: 'applied' }, 'status'],
      [{ application_ids: [apps[0]], status: 'hired', notify: 'maybe' }, 'notify'],
    ] as const) {
      const res = await move(employer, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().message).toHaveProperty(field);
    }
  });

  it('moves in bulk, skips withdrawn, records who, and mails when asked', async () => {
    const { people, apps } = await jobWithThree();
    const [a, b, c] = apps as [number, number, number];
    await as(people[2]?.token as string, 'POST', `/api/jobs/apply/${c}/withdraw`);
    const res = await move(employer, { application_ids: [a, b, c], status: 'shortlisted', notify: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ moved: 2, unchanged: 0, skipped_withdrawn: [c], notified: 2 });
    expect(res.json().message).toContain('2 applicants moved to shortlisted.');

    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, people[0]?.email as string), eq(outbox.category, 'application_status')));
    expect(mails.map((x) => x.subject)).toEqual(['You have been shortlisted: Shipping Coordinator']);
    expect(mails[0]?.text).toContain('shortlisted your application for Shipping Coordinator');
    const withdrawnMail = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, people[2]?.email as string), eq(outbox.category, 'application_status')));
    expect(withdrawnMail).toEqual([]);

    const detail = (await as(employer, 'GET', `/api/jobs/applicants/${a}`)).json().data;
    expect(detail.status).toBe('shortlisted');
    expect(detail.history.at(-1)).toMatchObject({ status: 'shortlisted', by: expect.stringMatching(/\S/) });
    const mine = (await as(people[0]?.token as string, 'GET', '/api/jobs/apply')).json().data[0];
    expect(mine.history.map((e: { status: string }) => e.status)).toEqual(['applied', 'shortlisted']);

    const quiet = await move(employer, { application_ids: [a], status: 'interview', notify: false });
    expect(quiet.json().data).toMatchObject({ moved: 1, notified: 0 });
    const again = await move(employer, { application_ids: [a], status: 'interview', notify: true });
    expect(again.json().data).toMatchObject({ moved: 0, unchanged: 1, notified: 0 });
    expect(
      (
        await t.database.db
          .select()
          .from(outbox)
          .where(and(eq(outbox.to, people[0]?.email as string), eq(outbox.category, 'application_status')))
      ).length,
    ).toBe(1);
  });

  it('moves nothing when one id is not the caller’s', async () => {
    const { apps } = await jobWithThree();
    const otherJob = await postJob(t.app, rival.token, jobBody(m));
    const c = await newCandidate(t.app);
    const foreign = await applyFor(t.app, c.token, otherJob);
    const res = await move(employer, { application_ids: [apps[1], foreign], status: 'rejected' });
    expect(res.statusCode).toBe(404);
    const b = (await as(employer, 'GET', `/api/jobs/applicants/${apps[1]}`)).json().data;
    expect(b.status).toBe('applied');
  });
});

describe("the job's statistics", () => {
  it('count applications by status on the job and in the jobs list', async () => {
    const three = await jobWithThree();
    const { job } = three;
    await moveAlong(three);
    const one = (await as(employer, 'GET', `/api/jobs/${job}`)).json().data;
    expect(one.applications).toEqual({ interview: 1, shortlisted: 1, withdrawn: 1 });
    const list = (await as(employer, 'GET', '/api/jobs/?page_size=100')).json().data;
    expect(list.find((j: { id: number }) => j.id === job).applications).toBe(3);
  });
});

describe('CSV export', () => {
  it('quotes cells and neutralises formulas', async () => {
    const three = await jobWithThree();
    const { job } = three;
    await moveAlong(three);
    const c = await newCandidate(t.app, { first_name: 'Dana', last_name: 'Smith' });
    await applyFor(t.app, c.token, job, '=HYPERLINK("http://evil", "click"), @SUM(1+1)\nsecond line');
    const res = await as(employer, 'GET', `/api/jobs/${job}/applicants/export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="applicants-job-${job}.csv"`);
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Name,Email,Phone,Status,Applied at,Current title,Total experience (years),Location,Cover note,Knock-outs',
    );
    // Phone numbers start with + too: shown as text, not summed. No screening questions: the
    // knock-outs cell is empty.
    expect(lines[1]).toMatch(
      /^Amina Yusuf,[^,]+,'\+971501234567,Interview,\d{4}-.*,I know Incoterms well\.,$/,
    );
    expect(lines).toHaveLength(6); // header, four applicants, final line end
    const dana = res.body.slice(res.body.indexOf('Dana Smith'));
    expect(dana).toContain(`,"'=HYPERLINK(""http://evil"", ""click""), @SUM(1+1)\nsecond line",\r\n`);
  });
});

describe('CSV export in Arabic', () => {
  it('writes the header and the statuses in the language the request asks for', async () => {
    const three = await jobWithThree();
    const { job } = three;
    await moveAlong(three);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/jobs/${job}/applicants/export`,
      headers: { ...bearer(employer), 'accept-language': 'ar-AE,ar;q=0.9,en;q=0.8' },
    });
    expect(res.statusCode).toBe(200);
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'الاسم,البريد الإلكتروني,الهاتف,الحالة,تاريخ التقديم,المسمى الوظيفي الحالي,إجمالي الخبرة (بالسنوات),الموقع,رسالة التقديم,الشروط الإلزامية',
    );
    expect(lines[1]).toContain(',مقابلة,');
  });
});

describe('the CV snapshot', () => {
  it('downloads the CV the candidate applied with', async () => {
    const { job } = await jobWithThree();
    const c = await newCandidate(t.app, { first_name: 'Hana', last_name: 'Said' });
    const upload = async (text: string, name: string) => {
      const body = fileUpload(minimalPdf(text), name, 'application/pdf');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/candidate/cv',
        headers: { ...bearer(c.token), ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
    };
    await upload('Reefer operations for nine years', 'hana-cv.pdf');
    const id = await applyFor(t.app, c.token, job);

    const detail = (await as(employer, 'GET', `/api/jobs/applicants/${id}`)).json().data;
    expect(detail.cv).toMatchObject({ file_name: 'hana-cv.pdf', mime: 'application/pdf' });
    const cv = await as(employer, 'GET', `/api/jobs/applicants/${id}/cv`);
    expect(cv.statusCode).toBe(200);
    expect(cv.headers['content-type']).toBe('application/pdf');
    expect(cv.headers['content-disposition']).toBe('attachment; filename="hana-cv.pdf"');
    expect(cv.body).toContain('Reefer operations for nine years');
  });
});
