import type { SavedSearch } from '@portal/contract/cv-saved-searches';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { type AllMasters, allMasters, listedCandidate, uniqueWord } from '../../../test/helpers/cv-fixture';
import { waitFor } from '../../../test/helpers/mail';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { startSmtpCapture } from '../../../test/helpers/smtp';
import { newTenant, type Tenant } from '../../../test/helpers/tenancy';
import { TEST_JWT_SECRET } from '../../../test/setup/constants';
import { cvSavedSearches } from '../../core/db/schema/cv-database';
import { outbox } from '../../core/db/schema/outbox';
import { users } from '../../core/db/schema/users';
import { createMailTransport } from '../../platform/mail/transport';
import { createOutboxWorker, type OutboxWorker } from '../../platform/mail/worker-loop';
import { wantsMail } from '../mail-preferences';
import { runDueSavedSearchAlerts, type SavedSearchAlertDeps } from './alert';

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let t: Awaited<ReturnType<typeof setupFile>>;
let mailer: OutboxWorker;
let deps: SavedSearchAlertDeps;
let m: AllMasters;
let admin: string;
let ats: string;
let tenant: Tenant;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  // The app's own worker is off so the test decides when alerts run; mail goes out over SMTP.
  t = await setupFile({ WORKER: 'off' });
  const transport = createMailTransport({
    smtpUrl: smtp.url,
    mailFrom: 'Portal <jobs@portal.test>',
    dataDir: t.dataDir,
  });
  mailer = createOutboxWorker({ wantsMail, db: t.database.db, transport, log: t.app.log, intervalMs: 100 });
  mailer.start();
  deps = {
    db: t.database.db,
    log: t.app.log,
    secret: new TextEncoder().encode(TEST_JWT_SECRET),
    publicUrl: 'http://portal.test',
    notifyMail: () => mailer.poke(),
  };
  m = await allMasters(t.app);
  admin = await signIn(t.app, 'admin', DEMO.master_admin);
  ats = await signIn(t.app, 'admin', DEMO.ats);
  tenant = await newTenant(t.app, admin, 'employer', `Saver ${uniqueWord()}`);
});
afterAll(async () => {
  await mailer.stop();
  await t.close();
  await smtp.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/${url}`,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
async function save(token: string, body: object) {
  const res = await call(token, 'POST', 'search/candidate-create', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: SavedSearch }>().data;
}
const makeDue = (id: number) =>
  t.database.db
    .update(cvSavedSearches)
    .set({ nextRunAt: sql`now() - interval '1 minute'` })
    .where(eq(cvSavedSearches.id, id));

describe('saved CV searches', () => {
  it('saves, lists for colleagues, lets only the maker rename or delete, and hides them from other organisations', async () => {
    const dubai = String(m('states', 'dubai'));
    const saved = await save(admin, {
      name: 'Forklift in Dubai',
      criteria: { q: 'forklift*', current_location: dubai, sort: undefined },
      alert: 'weekly',
    });
    expect(saved).toMatchObject({
      criteria: { q: 'forklift*', current_location: dubai },
      alert: 'weekly',
      mine: true,
    });
    const colleague = (await call(ats, 'GET', 'search/candidate-create')).json<{ data: SavedSearch[] }>()
      .data;
    expect(colleague.find((s) => s.id === saved.id)).toMatchObject({ owner: 'Nadia Karimi', mine: false });
    expect(
      (await call(ats, 'PATCH', `search/candidate-create/${saved.id}`, { name: 'Mine' })).statusCode,
    ).toBe(403);
    expect((await call(ats, 'DELETE', `search/candidate-create/${saved.id}`)).statusCode).toBe(403);
    const theirs = (await call(tenant.token, 'GET', 'search/candidate-create')).json<{
      data: SavedSearch[];
    }>().data;
    expect(theirs.map((s) => s.id)).not.toContain(saved.id);
    expect(
      (await call(tenant.token, 'PATCH', `search/candidate-create/${saved.id}`, { name: 'x' })).statusCode,
    ).toBe(404);
    expect((await call(tenant.token, 'DELETE', `search/candidate-create/${saved.id}`)).statusCode).toBe(404);
    const renamed = await call(admin, 'PATCH', `search/candidate-create/${saved.id}`, {
      name: 'Forklift, Dubai',
      alert: 'none',
    });
    expect(renamed.json()).toMatchObject({ data: { name: 'Forklift, Dubai', alert: 'none' } });
    expect((await call(admin, 'DELETE', `search/candidate-create/${saved.id}`)).statusCode).toBe(200);
    expect((await call(admin, 'DELETE', `search/candidate-create/${saved.id}`)).statusCode).toBe(404);
  });

  it.each([
    [{ name: 'x', criteria: {} }, 'criteria'],
    [{ name: 'x', criteria: { q: '(forklift' } }, 'criteria.q'],
    [{ name: 'x', criteria: { colour: 'red' } }, 'criteria'],
    [{ name: 'x', criteria: { skills: 'forklift' } }, 'criteria.skills'],
    [{ name: ' ', criteria: { q: 'forklift' } }, 'name'],
    [{ name: 'x', criteria: { q: 'forklift' }, alert: 'hourly' }, 'alert'],
    [{ name: 'x', criteria: { q: 'forklift' }, owner: 5 }, 'owner'],
  ])('refuses %j', async (body, field) => {
    const res = await call(tenant.token, 'POST', 'search/candidate-create', body);
    expect(res.statusCode).toBe(400);
    const fields = Object.keys(res.json<{ message: Record<string, unknown> }>().message);
    expect(
      fields.some((f) => f === field || f.startsWith(`${field}.`) || f.startsWith(field)),
      fields.join(),
    ).toBe(true);
  });

  it('is closed to candidates and guests', async () => {
    const cand = await listedCandidate(t.app, m, { headline: 'No saving' });
    expect((await call(cand.token, 'GET', 'search/candidate-create')).statusCode).toBe(403);
    expect((await call('', 'GET', 'search/candidate-create')).statusCode).toBe(401);
  });
});

describe('saved-search alerts over a real SMTP server', () => {
  it('mails a newly matching candidate once, never again, nothing when none; one-click unsubscribe stops it', async () => {
    const tag = uniqueWord();
    const search = await save(tenant.token, { name: `Reefer ${tag}`, criteria: { q: tag }, alert: 'daily' });
    const mails = () => smtp.received.filter((r) => r.to.includes(tenant.email) && r.raw.includes(tag));

    await makeDue(search.id);
    expect(await runDueSavedSearchAlerts(deps)).toEqual({ runs: 1, mailed: 0 });

    await listedCandidate(t.app, m, { first_name: 'Hamdan', headline: `Reefer planner ${tag}` });
    await listedCandidate(t.app, m, {
      first_name: 'Hidden',
      headline: `Reefer planner ${tag}`,
      hidden: true,
    });
    await makeDue(search.id);
    expect(await runDueSavedSearchAlerts(deps)).toEqual({ runs: 1, mailed: 1 });
    const [received] = await waitFor(() => (mails().length ? mails() : undefined));
    // Headers unfolded, as a mail reader shows them.
    const raw = (received?.raw ?? '').replace(/\r?\n[ \t]+/g, ' ');
    expect(raw).toContain('Hamdan');
    expect(raw).not.toContain('Hidden');
    expect(raw).toMatch(
      /List-Unsubscribe: <http:\/\/portal\.test\/api\/search\/candidate-create\/unsubscribe\?token=/,
    );
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // The same candidate never twice, even after a profile change.
    await makeDue(search.id);
    expect(await runDueSavedSearchAlerts(deps)).toEqual({ runs: 1, mailed: 0 });

    const token = /unsubscribe\?token=([^>\s]+)>/.exec(raw)?.[1] ?? '';
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/search/candidate-create/unsubscribe?token=${token}x`,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/search/candidate-create/unsubscribe' })).statusCode,
    ).toBe(400);
    const off = await t.app.inject({
      method: 'POST',
      url: `/api/search/candidate-create/unsubscribe?token=${token}`,
    });
    expect(off.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(cvSavedSearches).where(eq(cvSavedSearches.id, search.id));
    expect(row).toMatchObject({ alertFrequency: null, name: `Reefer ${tag}` });
    expect(mails()).toHaveLength(1);
  });
});

describe('the alert in the recruiter’s language', () => {
  it('mails a recruiter who reads Arabic in Arabic with /ar links, and one who reads English in English', async () => {
    const tag = uniqueWord();
    const arabic = await newTenant(t.app, admin, 'employer', `Qari ${uniqueWord()}`);
    await t.database.db
      .update(users)
      .set({ locale: 'ar' })
      .where(eq(users.email, arabic.email.toLowerCase()));
    const arSearch = await save(arabic.token, { name: `مخطط ${tag}`, criteria: { q: tag }, alert: 'daily' });
    const enSearch = await save(tenant.token, {
      name: `Planner ${tag}`,
      criteria: { q: tag },
      alert: 'daily',
    });
    await listedCandidate(t.app, m, { first_name: 'Rashid', headline: `Reefer planner ${tag}` });
    await makeDue(arSearch.id);
    await makeDue(enSearch.id);
    expect((await runDueSavedSearchAlerts(deps)).mailed).toBeGreaterThanOrEqual(2);
    const mailTo = async (email: string) =>
      (await t.database.db.select().from(outbox).where(eq(outbox.to, email.toLowerCase()))).find((x) =>
        x.text.includes(tag),
      );

    const ar = await mailTo(arabic.email);
    expect(ar?.subject).toBe(`مرشح جديد واحد لبحث «مخطط ${tag}»`);
    expect(ar?.html).toContain('<html lang="ar" dir="rtl">');
    expect(ar?.text).toContain(`مرشح جديد واحد يطابق بحثك المحفوظ «مخطط ${tag}».`);
    expect(ar?.text).toContain('Rashid');
    expect(ar?.text).toMatch(/http:\/\/portal\.test\/ar\/management\/cv-search\/view\/\d+/);
    expect(ar?.text).toContain(
      'إيقاف هذا التنبيه أو تعديله: http://portal.test/ar/management/cv-search/saved-list',
    );
    expect(ar?.text).not.toMatch(/Hello|newly match|Run the search/);

    const en = await mailTo(tenant.email);
    expect(en?.subject).toBe(`1 new candidate for “Planner ${tag}”`);
    expect(en?.html).toContain('<html lang="en">');
    expect(en?.text).toContain(`1 candidate newly matches your saved search “Planner ${tag}”.`);
    expect(en?.text).toContain(
      'Stop or change this alert: http://portal.test/management/cv-search/saved-list',
    );
  });
});
