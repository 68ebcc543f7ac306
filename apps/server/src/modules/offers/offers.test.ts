import { offerToday } from '@portal/contract/offers';
import { and, desc, eq, like } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { applyFor, newCandidate } from '../../../test/helpers/applications';
import { jobBody, loadMasters, type Masters, newEmployer, postJob } from '../../../test/helpers/jobs';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { applications } from '../../core/db/schema/applications';
import { offers } from '../../core/db/schema/offers';
import { outbox } from '../../core/db/schema/outbox';
import { auditLog } from '../../core/db/schema/user-admin';

let t: Awaited<ReturnType<typeof setupFile>>;
let m: Masters;
let employer: string;
let rival: { id: number; token: string };
let template: number;
beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  m = await loadMasters(t.app);
  employer = await signIn(t.app, 'employer', DEMO.employer);
  const admin = await signIn(t.app, 'admin', DEMO.master_admin);
  rival = await newEmployer(t.app, admin, 'Rival Haulage LLC');
  const res = await call(employer, 'POST', '/api/offers/templates', {
    name: 'Warehouse offer',
    body: 'Dear {{candidate.name}},\n\nWe offer you {{job.title}} at {{company.name}} for {{offer.salary}}, starting {{offer.start_date}}.\n\nBenefits: {{offer.benefits}}. Answer by {{offer.expiry_date}}.',
  });
  template = res.json().data.id;
});
afterAll(() => t.close());

const DAY = 86_400_000;
const day = (n: number) => offerToday(new Date(Date.now() + n * DAY));

function call(
  token: string | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
}

/** A fresh job of the demo employer with one opening, a fresh candidate and their application. */
async function applicant() {
  const job = await postJob(t.app, employer, jobBody(m, { title: `Reach Truck Operator ${Math.random()}` }));
  const cand = await newCandidate(t.app, { first_name: 'Yusuf', last_name: 'Karim' });
  const app = await applyFor(t.app, cand.token, job);
  return { job, cand, app };
}
const offerBody = (over: object = {}) => ({
  template_id: template,
  salary_amount: 8500,
  currency: 'AED',
  start_date: day(30),
  benefits: 'Housing and transport',
  expires_on: day(7),
  ...over,
});
const pdfText = async (body: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true })).text;
const statusOf = async (id: number) =>
  (await t.database.db.select().from(applications).where(eq(applications.id, id)))[0]?.status;
/** The signed link's token from the newest offer mail to `email`. */
async function mailedToken(email: string) {
  const [mail] = await t.database.db
    .select({ text: outbox.text })
    .from(outbox)
    .where(and(eq(outbox.to, email), like(outbox.subject, 'Job offer%')))
    .orderBy(desc(outbox.id));
  const match = /offer\?token=([^\s]+)/.exec(mail?.text ?? '');
  return decodeURIComponent(match?.[1] ?? '');
}
const actions = async (offerId: number) =>
  (
    await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'offer'), eq(auditLog.targetId, String(offerId))))
  ).map((r) => r.action);

describe('offer-letter templates', () => {
  it('refuse unknown merge tags by name and are not readable by another organisation', async () => {
    const bad = await call(employer, 'POST', '/api/offers/templates', {
      name: 'Typo',
      body: 'Dear {{candidate.name}}, pay {{offer.salery}}',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message.body).toEqual(['Unknown merge tag {{offer.salery}}']);
    const own = await call(employer, 'GET', `/api/offers/templates/${template}`);
    expect(own.json().data.tags).toContain('offer.salary');
    expect((await call(rival.token, 'GET', `/api/offers/templates/${template}`)).statusCode).toBe(404);
    expect((await call(rival.token, 'DELETE', `/api/offers/templates/${template}`)).statusCode).toBe(404);
    const list = await call(rival.token, 'GET', '/api/offers/templates');
    expect(list.json().data.map((x: { id: number }) => x.id)).not.toContain(template);
  });

  it('can be renamed and deleted', async () => {
    const made = await call(employer, 'POST', '/api/offers/templates', {
      name: 'Short',
      body: 'Hi {{candidate.name}}',
    });
    const id = made.json().data.id;
    const renamed = await call(employer, 'PATCH', `/api/offers/templates/${id}`, { name: 'Short letter' });
    expect(renamed.json().data.name).toBe('Short letter');
    expect((await call(employer, 'DELETE', `/api/offers/templates/${id}`)).statusCode).toBe(200);
    expect((await call(employer, 'GET', `/api/offers/templates/${id}`)).statusCode).toBe(404);
  });
});

describe('making an offer', () => {
  it('renders the letter to a PDF, moves the application to offered, mails a link and audits', async () => {
    const { app, cand } = await applicant();
    const res = await call(employer, 'POST', `/api/offers/application/${app}`, offerBody());
    expect(res.statusCode).toBe(201);
    const offer = res.json().data;
    expect(offer).toMatchObject({
      status: 'pending',
      salary_amount: 8500,
      currency: 'AED',
      candidate_name: 'Yusuf Karim',
    });
    expect(offer.letter).toContain('AED 8,500 per month');
    expect(await statusOf(app)).toBe('offered');

    const pdf = await call(employer, 'GET', `/api/offers/sent/${offer.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Dear Yusuf Karim');
    expect(text).toContain('AED 8,500 per month');
    const [y, mo, d] = day(30).split('-').map(Number);
    const start = new Date(Date.UTC(y ?? 0, (mo ?? 1) - 1, d)).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(text).toContain(`Start date: ${start}`);

    expect(await mailedToken(cand.email)).toMatch(/^\d+\./);
    expect(await actions(offer.id)).toEqual(expect.arrayContaining(['offer.created', 'offer.sent']));
  });

  it('mails the candidate the PDF letter as an attachment', async () => {
    const { app, cand } = await applicant();
    const res = await call(employer, 'POST', `/api/offers/application/${app}`, offerBody());
    expect(res.statusCode).toBe(201);
    const jobTitle: string = res.json().data.job.title;
    const [mail] = await t.database.db
      .select({ attachments: outbox.attachments })
      .from(outbox)
      .where(and(eq(outbox.to, cand.email), like(outbox.subject, 'Job offer%')));
    expect(mail?.attachments).toEqual([
      {
        filename: `Offer - ${jobTitle}.pdf`,
        contentType: 'application/pdf',
        contentBase64: expect.any(String),
      },
    ]);
    const pdf = Buffer.from(mail?.attachments?.[0]?.contentBase64 ?? '', 'base64');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1024);
    const text = await pdfText(pdf);
    expect(text).toContain(`Position: ${jobTitle}`);
    expect(text).toContain('Dear Yusuf Karim');
  });

  it('refuses bad input with a clear message per field and writes nothing', async () => {
    const { app } = await applicant();
    const cases: [object, string][] = [
      [{ start_date: day(-1) }, 'start_date'],
      [{ salary_amount: -100 }, 'salary_amount'],
      [{ currency: 'XYZ' }, 'currency'],
      [{ expires_on: 'next week' }, 'expires_on'],
    ];
    for (const [over, field] of cases) {
      const res = await call(employer, 'POST', `/api/offers/application/${app}`, offerBody(over));
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().message), field).toEqual([field]);
    }
    const rivalTemplate = await call(rival.token, 'POST', '/api/offers/templates', { name: 'R', body: 'Hi' });
    const foreign = await call(
      employer,
      'POST',
      `/api/offers/application/${app}`,
      offerBody({ template_id: rivalTemplate.json().data.id }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message.template_id).toEqual(['Unknown template']);
    expect(await statusOf(app)).toBe('applied');
    expect(await t.database.db.select().from(offers).where(eq(offers.applicationId, app))).toEqual([]);
  });

  it("is 404 on another organisation's application and 409 for a second pending offer", async () => {
    const { app } = await applicant();
    expect((await call(rival.token, 'POST', `/api/offers/application/${app}`, offerBody())).statusCode).toBe(
      404,
    );
    expect((await call(rival.token, 'GET', `/api/offers/application/${app}`)).statusCode).toBe(404);
    expect((await call(employer, 'POST', `/api/offers/application/${app}`, offerBody())).statusCode).toBe(
      201,
    );
    const again = await call(employer, 'POST', `/api/offers/application/${app}`, offerBody());
    expect(again.statusCode).toBe(409);
  });
});

describe('answering an offer', () => {
  it('accepting from the signed link (signed out) hires, asks to close the filled job, and refuses twice', async () => {
    const { app, cand, job } = await applicant();
    const offer = (await call(employer, 'POST', `/api/offers/application/${app}`, offerBody())).json().data;
    const token = await mailedToken(cand.email);

    const seen = await call(null, 'GET', `/api/offers/link?token=${encodeURIComponent(token)}`);
    expect(seen.json().data).toMatchObject({ id: offer.id, status: 'pending' });
    const pdf = await call(null, 'GET', `/api/offers/link/pdf?token=${encodeURIComponent(token)}`);
    expect(await pdfText(pdf.rawPayload)).toContain('AED 8,500');

    const accepted = await call(null, 'POST', '/api/offers/link/answer', { token, answer: 'accept' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.status).toBe('accepted');
    expect(await statusOf(app)).toBe('hired');

    const view = (await call(employer, 'GET', `/api/offers/application/${app}`)).json().data;
    expect(view.job).toMatchObject({ id: job, openings: 1, hired: 1, filled: true });
    // Asked, not done: the job is still published until the employer closes it.
    expect(view.job.status).toBe('published');

    const twice = await call(cand.token, 'POST', `/api/offers/mine/${offer.id}/answer`, { answer: 'accept' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('You have already accepted this offer.');
    expect(await actions(offer.id)).toEqual(
      expect.arrayContaining(['offer.created', 'offer.sent', 'offer.viewed', 'offer.accepted']),
    );
  });

  it('declining in the candidate area leaves the application at offered', async () => {
    const { app, cand } = await applicant();
    const offer = (await call(employer, 'POST', `/api/offers/application/${app}`, offerBody())).json().data;
    const mine = (await call(cand.token, 'GET', '/api/offers/mine')).json().data;
    expect(mine.map((o: { id: number }) => o.id)).toEqual([offer.id]);
    const res = await call(cand.token, 'POST', `/api/offers/mine/${offer.id}/answer`, { answer: 'decline' });
    expect(res.json().data.status).toBe('declined');
    expect(await statusOf(app)).toBe('offered');
    expect(await actions(offer.id)).toContain('offer.declined');
  });

  it('a withdrawn or expired offer cannot be accepted', async () => {
    const one = await applicant();
    const withdrawn = (await call(employer, 'POST', `/api/offers/application/${one.app}`, offerBody())).json()
      .data;
    expect(
      (await call(employer, 'POST', `/api/offers/sent/${withdrawn.id}/withdraw`)).json().data.status,
    ).toBe('withdrawn');
    const late = await call(one.cand.token, 'POST', `/api/offers/mine/${withdrawn.id}/answer`, {
      answer: 'accept',
    });
    expect(late.statusCode).toBe(409);
    expect(await actions(withdrawn.id)).toContain('offer.withdrawn');

    const two = await applicant();
    const old = (await call(employer, 'POST', `/api/offers/application/${two.app}`, offerBody())).json().data;
    await t.database.db
      .update(offers)
      .set({ expiresOn: day(-1) })
      .where(eq(offers.id, old.id));
    const mine = (await call(two.cand.token, 'GET', '/api/offers/mine')).json().data;
    expect(mine[0].status).toBe('expired');
    const res = await call(two.cand.token, 'POST', `/api/offers/mine/${old.id}/answer`, { answer: 'accept' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/expired on .* can no longer be answered/);
    expect(await statusOf(two.app)).toBe('offered');
  });

  it('keeps offers to their candidate and organisation; a forged link is refused', async () => {
    const { app, cand } = await applicant();
    const offer = (await call(employer, 'POST', `/api/offers/application/${app}`, offerBody())).json().data;
    const other = await newCandidate(t.app);
    expect((await call(other.token, 'GET', `/api/offers/mine/${offer.id}/pdf`)).statusCode).toBe(404);
    expect(
      (await call(other.token, 'POST', `/api/offers/mine/${offer.id}/answer`, { answer: 'accept' }))
        .statusCode,
    ).toBe(404);
    expect((await call(rival.token, 'GET', `/api/offers/sent/${offer.id}/pdf`)).statusCode).toBe(404);
    expect((await call(rival.token, 'POST', `/api/offers/sent/${offer.id}/withdraw`)).statusCode).toBe(404);
    expect((await call(cand.token, 'GET', `/api/offers/mine/${offer.id}/pdf`)).statusCode).toBe(200);
    const token = await mailedToken(cand.email);
    const forged = `${offer.id + 1}.${token.split('.')[1]}`;
    const res = await call(null, 'POST', '/api/offers/link/answer', { token: forged, answer: 'accept' });
    expect(res.statusCode).toBe(400);
    expect(await statusOf(app)).toBe('offered');
  });
});
