import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { applyFor, newCandidate } from '../../../test/helpers/applications';
import { type AllMasters, allMasters, listedCandidate, uniqueWord } from '../../../test/helpers/cv-fixture';
import { jobBody, loadMasters, postJob } from '../../../test/helpers/jobs';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { newTenant, type Tenant } from '../../../test/helpers/tenancy';
import { emailCampaigns } from '../../core/db/schema/recruiter-email';

/*
 * The recipient sources the pages offer ("E-mail ..." on a CV search, a folder, a job's applicants,
 * one candidate): each resolves to the candidates the caller may reach, and no further.
 */

let t: Awaited<ReturnType<typeof setupFile>>;
let m: AllMasters;
let a: Tenant;
let b: Tenant;

beforeAll(async () => {
  t = await setupFile({ WORKER: 'off', RECRUITER_EMAIL_PER_MINUTE: '6000' });
  m = await allMasters(t.app);
  const admin = await signIn(t.app, 'admin', DEMO.master_admin);
  a = await newTenant(t.app, admin, 'consultancy', `Sources A ${uniqueWord()}`);
  b = await newTenant(t.app, admin, 'employer', `Sources B ${uniqueWord()}`);
});
afterAll(() => t.close());

const post = (token: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, headers: bearer(token), payload });

type Preview = { candidate_id: number; skip_reason: string | null };
async function recipients(token: string, source: object) {
  return post(token, 'template/email/recipients', { recipients: source });
}
const idsOf = (body: { data: Preview[] }) => body.data.map((r) => r.candidate_id).sort((x, y) => x - y);
const sorted = (...ids: number[]) => ids.sort((x, y) => x - y);
const message = { subject: 'Hello {{candidate.first_name}}', body: '<p>A role for you.</p>' };

/** A campaign as its list and its page show it to a reader of `language` (both say the same source). */
async function campaignIn(token: string, id: number, language: string) {
  const headers = { ...bearer(token), 'accept-language': language };
  const page = await t.app.inject({ method: 'GET', url: `/api/settings/email-responses/${id}`, headers });
  const list = await t.app.inject({
    method: 'GET',
    url: '/api/settings/email-responses?page_size=100',
    headers,
  });
  const listed = (list.json().data as { id: number; source: string }[]).find((c) => c.id === id);
  expect(listed?.source).toBe(page.json().campaign.source);
  return page.json().campaign as { source: string };
}

describe('recipient sources', () => {
  it("a CV folder: its candidates, sent as one campaign named after it; another organisation's folder is 404", async () => {
    const word = uniqueWord();
    const c1 = await listedCandidate(t.app, m, { headline: `Reefer ${word}` });
    const c2 = await listedCandidate(t.app, m, { headline: `Reefer ${word}` });
    const name = `Reefer shortlist ${word}`;
    const folder = await post(a.token, 'template/cv-folder', { name, candidate_ids: [c1.id, c2.id] });
    expect(folder.statusCode, folder.body).toBe(201);
    const folderId = folder.json<{ data: { id: number } }>().data.id;

    const mine = await recipients(a.token, { kind: 'folder', folder_id: folderId });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(idsOf(mine.json())).toEqual(sorted(c1.id, c2.id));

    const sent = await post(a.token, 'template/email/send', {
      ...message,
      recipients: { kind: 'folder', folder_id: folderId },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data).toMatchObject({ queued: 2, skipped: 0 });
    const campaign = await t.app.inject({
      method: 'GET',
      url: `/api/settings/email-responses/${sent.json().data.campaign_id}`,
      headers: bearer(a.token),
    });
    expect(campaign.json().campaign.source).toBe(`CV folder ${name}`);
    expect((await campaignIn(a.token, sent.json().data.campaign_id, 'ar')).source).toBe(
      `مجلد السير الذاتية ${name}`,
    );

    expect((await recipients(b.token, { kind: 'folder', folder_id: folderId })).statusCode).toBe(404);
    const theirs = await post(b.token, 'template/email/send', {
      ...message,
      recipients: { kind: 'folder', folder_id: folderId },
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('a CV search: everyone it finds in the CV database, never a hidden profile; bad criteria are named', async () => {
    const word = uniqueWord();
    const found = [
      await listedCandidate(t.app, m, { headline: `Customs broker ${word}` }),
      await listedCandidate(t.app, m, { headline: `Customs broker ${word}`, state: 'abu-dhabi' }),
    ];
    await listedCandidate(t.app, m, { headline: `Customs broker ${word}`, hidden: true });
    const dubai = String(m('states', 'dubai'));

    // The criteria as the search page's URL holds them: strings, ids comma-separated.
    const all = await recipients(b.token, { kind: 'search', criteria: { q: word } });
    expect(all.statusCode, all.body).toBe(200);
    expect(idsOf(all.json())).toEqual(sorted(...found.map((c) => c.id)));
    const inDubai = await recipients(b.token, {
      kind: 'search',
      criteria: { q: word, current_location: dubai },
    });
    expect(idsOf(inDubai.json())).toEqual([found[0]?.id]);

    const bad = await recipients(b.token, { kind: 'search', criteria: { q: '(customs', colour: 'red' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().message).sort()).toEqual([
      'recipients.criteria.colour',
      'recipients.criteria.q',
    ]);
    const nobody = await recipients(b.token, { kind: 'search', criteria: { q: `${word}-nobody` } });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().message).toEqual({ recipients: ['Nobody matches: choose other recipients'] });
  });

  it("one candidate's page: a CV database candidate or an own applicant; another's unlisted applicant is 404", async () => {
    const listed = await listedCandidate(t.app, m, { headline: `Planner ${uniqueWord()}` });
    const masters = await loadMasters(t.app);
    const jobA = await postJob(t.app, a.token, jobBody(masters));
    const applicant = await newCandidate(t.app);
    await applyFor(t.app, applicant.token, jobA);

    for (const token of [a.token, b.token]) {
      const one = await recipients(token, { kind: 'candidates', candidate_ids: [listed.id] });
      expect(one.statusCode, one.body).toBe(200);
      expect(idsOf(one.json())).toEqual([listed.id]);
    }
    const own = await recipients(a.token, { kind: 'candidates', candidate_ids: [applicant.id] });
    expect(idsOf(own.json())).toEqual([applicant.id]);
    const single = await post(a.token, 'settings/send-single-email', {
      ...message,
      candidate_id: applicant.id,
    });
    expect(single.statusCode, single.body).toBe(201);
    expect(single.json().data).toMatchObject({ queued: 1 });

    expect(
      (await recipients(b.token, { kind: 'candidates', candidate_ids: [applicant.id] })).statusCode,
    ).toBe(404);
    expect(
      (await post(b.token, 'settings/send-single-email', { ...message, candidate_id: applicant.id }))
        .statusCode,
    ).toBe(404);
    // One reachable and one not: the whole choice is refused, nobody is half-mailed.
    expect(
      (await recipients(b.token, { kind: 'candidates', candidate_ids: [listed.id, applicant.id] }))
        .statusCode,
    ).toBe(404);
  });

  it("a job's applicants by status: only those statuses; another organisation's job is 404", async () => {
    const masters = await loadMasters(t.app);
    const job = await postJob(t.app, a.token, jobBody(masters));
    const people = [await newCandidate(t.app), await newCandidate(t.app)];
    const apps = [];
    for (const p of people) apps.push(await applyFor(t.app, p.token, job));
    const moved = await post(a.token, 'jobs/applicants/status', {
      application_ids: [apps[0]],
      status: 'shortlisted',
      notify: false,
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const shortlisted = await recipients(a.token, {
      kind: 'applicants',
      job_id: job,
      statuses: ['shortlisted'],
    });
    expect(idsOf(shortlisted.json())).toEqual([people[0]?.id]);
    const every = await recipients(a.token, { kind: 'applicants', job_id: job });
    expect(idsOf(every.json())).toEqual(sorted(...people.map((p) => p.id)));
    expect((await recipients(b.token, { kind: 'applicants', job_id: job })).statusCode).toBe(404);
  });

  it("are named in the reader's language where campaigns are read, the job by its Arabic title", async () => {
    const masters = await loadMasters(t.app);
    const job = await postJob(
      t.app,
      a.token,
      jobBody(masters, { title: 'Fleet Coordinator', title_ar: 'منسق أسطول' }),
    );
    const people = [await newCandidate(t.app), await newCandidate(t.app)];
    const apps = [];
    for (const p of people) apps.push(await applyFor(t.app, p.token, job));
    await post(a.token, 'jobs/applicants/status', {
      application_ids: apps,
      status: 'shortlisted',
      notify: false,
    });
    const byStatus = await post(a.token, 'template/email/send', {
      ...message,
      recipients: { kind: 'applicants', job_id: job, statuses: ['shortlisted', 'interview'] },
    });
    expect(byStatus.statusCode, byStatus.body).toBe(201);
    const chosen = await post(a.token, 'template/email/send', {
      ...message,
      recipients: { kind: 'candidates', candidate_ids: people.map((p) => p.id) },
    });
    expect(chosen.statusCode, chosen.body).toBe(201);

    const [first, second] = [byStatus.json().data.campaign_id, chosen.json().data.campaign_id];
    expect((await campaignIn(a.token, first, 'en')).source).toBe(
      'Applicants of Fleet Coordinator (Shortlisted, Interview)',
    );
    expect((await campaignIn(a.token, first, 'ar')).source).toBe(
      'المتقدمون لوظيفة منسق أسطول (في القائمة المختصرة، مقابلة)',
    );
    expect((await campaignIn(a.token, second, 'en')).source).toBe('2 chosen candidates');
    expect((await campaignIn(a.token, second, 'ar')).source).toBe('مرشحان مختاران');

    // A campaign whose source was stored in English before reads as it was.
    await t.database.db
      .update(emailCampaigns)
      .set({ source: 'Applicants of Fleet Coordinator' })
      .where(eq(emailCampaigns.id, first));
    expect((await campaignIn(a.token, first, 'ar')).source).toBe('Applicants of Fleet Coordinator');
  });
});
