import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { applyFor, newCandidate } from '../../../test/helpers/applications';
import { allMasters, listedCandidate, uniqueWord } from '../../../test/helpers/cv-fixture';
import { jobBody, loadMasters, postJob } from '../../../test/helpers/jobs';
import { bearer, candidateBody, DEMO, signIn } from '../../../test/helpers/requests';
import { minimalPdf } from '../../../test/helpers/uploads';
import { queryRows } from '../../core/db/client';
import { applicationEvents, applications } from '../../core/db/schema/applications';
import { files } from '../../core/db/schema/candidates';
import { erasedCandidates } from '../../core/db/schema/consents';
import { candidateInvitations } from '../../core/db/schema/cv-database';
import { outbox } from '../../core/db/schema/outbox';
import { auditLog } from '../../core/db/schema/user-admin';
import { users } from '../../core/db/schema/users';
import { runRetentionPass, runUnconfirmedPurge } from './index';

let t: Awaited<ReturnType<typeof setupFile>>;
let m: Awaited<ReturnType<typeof allMasters>>;
let employer: string;
beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  m = await allMasters(t.app);
  employer = await signIn(t.app, 'employer', DEMO.employer);
});
afterAll(() => t.close());

const DAY = 86_400_000;
const deps = () => ({
  db: t.database.db,
  storage: t.app.storage,
  log: t.app.log,
  publicUrl: 'http://portal.test',
  notifyMail: () => {},
});
const db = () => t.database.db;

/** Every row of every table whose text (any text, JSON or search vector column) holds `needle`. */
async function rowsHolding(needle: string): Promise<string[]> {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    db(),
    sql`select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and data_type in ('text', 'character varying', 'jsonb', 'json', 'tsvector', 'ARRAY')`,
  );
  const found: string[] = [];
  for (const c of columns) {
    const [row] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from ${sql.identifier(c.table_name)}
        where position(lower(${needle}) in lower(${sql.identifier(c.column_name)}::text)) > 0`,
    );
    if (row && row.n > 0) found.push(`${c.table_name}.${c.column_name}`);
  }
  return found;
}

const searchTotal = async (q: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/search/candidate?${new URLSearchParams({ q })}`,
    headers: bearer(employer),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ meta: { total: number } }>().meta.total;
};

/** Makes the candidate inactive since `monthsAgo` months (their last sign-in and the account's creation). */
const inactiveSince = (id: number, at: Date) =>
  db().update(users).set({ lastLoginAt: at, createdAt: at }).where(eq(users.id, id));

describe('the retention job', () => {
  it('mails an inactive candidate, anonymises them 30 days later, and the erasure leaves nothing', async () => {
    const word = uniqueWord();
    const lastName = `Qx${word}`;
    const phone = `+971 56 ${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`;
    const cand = await listedCandidate(t.app, m, { cv: `Fleet planner ${word} ${lastName}` });
    await t.app.inject({
      method: 'PATCH',
      url: '/api/candidate/update',
      headers: bearer(cand.token),
      payload: { last_name: lastName, phone },
    });
    await t.app.inject({
      method: 'PATCH',
      url: '/api/candidate/mail-preferences',
      headers: bearer(cand.token),
      payload: { weekly_news: true },
    });
    const jobId = await postJob(
      t.app,
      employer,
      jobBody(await loadMasters(t.app), { title: 'Fleet Planner' }),
    );
    const applicationId = await applyFor(t.app, cand.token, jobId, `Regards, ${lastName}`);
    await t.app.inject({
      method: 'POST',
      url: `/api/messages/${applicationId}`,
      headers: bearer(employer),
      payload: { body: `Hello ${lastName}` },
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/candidate/export', headers: bearer(cand.token) }))
        .statusCode,
    ).toBe(200);
    const keys = (
      await db().select({ key: files.storageKey }).from(files).where(eq(files.ownerId, cand.id))
    ).map((f) => f.key);
    expect(keys.length).toBeGreaterThan(0);
    const stored = (key: string) => existsSync(path.join(t.dataDir, 'uploads', key.slice(0, 2), key));
    expect(keys.every(stored)).toBe(true);
    expect(await searchTotal(word)).toBe(1); // the in-memory index holds her now
    const needles = [cand.email, lastName, phone.replace(/\D/g, '').slice(-7)];
    for (const n of needles) expect(await rowsHolding(n)).not.toEqual([]);

    const now = new Date();
    await inactiveSince(cand.id, new Date(now.getTime() - 25 * 31 * DAY));
    const first = await runRetentionPass(deps(), now);
    expect(first.mailed).toBeGreaterThanOrEqual(1);
    const [notice] = await db()
      .select()
      .from(outbox)
      .where(
        and(eq(outbox.to, cand.email), eq(outbox.subject, 'Your Logistics Jobs account will be anonymised')),
      );
    expect(notice?.text).toMatch(/sign in before then/);
    // A second pass (another worker) mails nobody twice, and 29 days on nothing is anonymised yet.
    expect((await runRetentionPass(deps(), now)).mailed).toBe(0);
    await runRetentionPass(deps(), new Date(now.getTime() + 29 * DAY));
    expect(await db().select().from(users).where(eq(users.id, cand.id))).toHaveLength(1);

    const later = await runRetentionPass(deps(), new Date(now.getTime() + 31 * DAY));
    expect(later.anonymised).toBeGreaterThanOrEqual(1);

    // Nothing of her remains: no row anywhere, no stored file, no search entry, no mail.
    for (const n of needles) expect(await rowsHolding(n), n).toEqual([]);
    expect(await db().select().from(users).where(eq(users.id, cand.id))).toEqual([]);
    expect(keys.some(stored)).toBe(false);
    expect(await queryRows(db(), sql`select 1 from candidate_search where user_id = ${cand.id}`)).toEqual([]);
    expect(await searchTotal(word)).toBe(0);
    expect(
      await signIn(t.app, 'candidate', cand.email, candidateBody().password).catch(() => 'refused'),
    ).toBe('refused');
    // The employer keeps the application: the job, the status and its history, without her.
    const [kept] = await db().select().from(applications).where(eq(applications.id, applicationId));
    expect(kept).toMatchObject({ jobId, coverNote: null, cvFileId: null, status: 'applied' });
    expect(
      await db()
        .select()
        .from(erasedCandidates)
        .where(eq(erasedCandidates.userId, kept?.candidateId ?? 0)),
    ).toHaveLength(1);
    expect(
      await db().select().from(applicationEvents).where(eq(applicationEvents.applicationId, applicationId)),
    ).not.toEqual([]);
    // The erasure is in the audit log.
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account.erase'), eq(auditLog.targetId, String(cand.id))));
    expect(audit.map((a) => a.after)).toEqual([{ reason: 'retention' }]);
  });

  it('keeps a candidate who signs in between the mail and the deadline', async () => {
    const cand = await listedCandidate(t.app, m, {});
    const now = new Date();
    await inactiveSince(cand.id, new Date(now.getTime() - 25 * 31 * DAY));
    await runRetentionPass(deps(), now);
    await signIn(t.app, 'candidate', cand.email, candidateBody().password);
    await runRetentionPass(deps(), new Date(now.getTime() + 31 * DAY));
    expect(await db().select().from(users).where(eq(users.id, cand.id))).toHaveLength(1);
  });

  it('follows the operator’s period', async () => {
    const admin = await signIn(t.app, 'admin', DEMO.master_admin);
    const cand = await listedCandidate(t.app, m, {});
    const now = new Date();
    await inactiveSince(cand.id, new Date(now.getTime() - 8 * 31 * DAY));
    await runRetentionPass(deps(), now);
    const mailed = () =>
      db()
        .select()
        .from(outbox)
        .where(
          and(
            eq(outbox.to, cand.email),
            eq(outbox.subject, 'Your Logistics Jobs account will be anonymised'),
          ),
        );
    expect(await mailed()).toEqual([]);
    const set = (months: number | string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/settings/portal',
        headers: bearer(admin),
        payload: { candidate_retention_months: months },
      });
    expect((await set(3)).statusCode).toBe(400);
    expect((await set(6)).statusCode).toBe(200);
    try {
      await runRetentionPass(deps(), now);
      expect(await mailed()).toHaveLength(1);
    } finally {
      await set(24);
    }
  });
});

describe('recruiter-added candidates who never confirm', () => {
  it('are erased with their files after the 30 days of the claim link, and the recruiter is told', async () => {
    const recruiter = await signIn(t.app, 'employer', DEMO.employer);
    const word = uniqueWord();
    const lastName = `Qy${word}`;
    const email = `added-${word}@example.com`;
    const boundary = '----added';
    const field = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const payload = Buffer.concat([
      Buffer.from(
        field('first_name', 'Noura') +
          field('last_name', lastName) +
          field('email', email) +
          field('phone', `+971 52 ${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`) +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      minimalPdf(`Forklift ${lastName}`),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/candidates-create',
      headers: { ...bearer(recruiter), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const id: number = res.json().data.id;
    const [inv] = await db()
      .select()
      .from(candidateInvitations)
      .where(eq(candidateInvitations.candidateId, id));
    const days = ((inv?.expiresAt.getTime() ?? 0) - Date.now()) / DAY;
    expect(Math.round(days)).toBe(30);
    const keys = (await db().select({ key: files.storageKey }).from(files).where(eq(files.ownerId, id))).map(
      (f) => f.key,
    );
    expect(keys).toHaveLength(1);

    // A day before the link runs out, the candidate is still there (others' may go: the seed has one).
    await runUnconfirmedPurge(deps(), new Date(Date.now() + 29 * DAY));
    expect(await db().select().from(users).where(eq(users.id, id))).toHaveLength(1);
    // Two workers at once: one erases, the other finds nothing to do.
    const passes = await Promise.all([
      runUnconfirmedPurge(deps(), new Date(Date.now() + 31 * DAY)),
      runUnconfirmedPurge(deps(), new Date(Date.now() + 31 * DAY)),
    ]);
    expect(passes.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await db().select().from(users).where(eq(users.id, id))).toEqual([]);
    expect(existsSync(path.join(t.dataDir, 'uploads', keys[0]?.slice(0, 2) ?? '', keys[0] ?? ''))).toBe(
      false,
    );
    expect(await rowsHolding(lastName)).toEqual([]);
    expect(await rowsHolding(email)).toEqual([]);
    const told = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, DEMO.employer), eq(outbox.subject, 'A candidate you added did not confirm')));
    expect(told.map((mail) => mail.text).join()).toContain(`record #${id}`);
  });
});

describe('retention notices in the recipient language', () => {
  it('warns an Arabic candidate in Arabic, with the date in Arabic and the /ar sign-in page', async () => {
    const cand = await newCandidate(t.app, { first_name: 'Amal', last_name: `Qx${uniqueWord()}` });
    await db().update(users).set({ locale: 'ar' }).where(eq(users.id, cand.id));
    const now = new Date();
    await inactiveSince(cand.id, new Date(now.getTime() - 25 * 31 * DAY));
    await runRetentionPass(deps(), now);
    const [notice] = await db()
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.to, cand.email),
          eq(outbox.subject, 'ستُحذف بياناتك الشخصية من حسابك في Logistics Jobs'),
        ),
      );
    expect(notice).toBeDefined();
    expect(notice?.text).toContain('مرحباً Amal،');
    expect(notice?.text).toMatch(/لم تسجّل الدخول إلى Logistics Jobs منذ \d+ شهراً/);
    expect(notice?.text).toMatch(/سنُخفي هوية حسابك في \d{1,2} \S+ \d{4} \(بعد 30 يوماً\)/);
    expect(notice?.text).toContain('http://portal.test/ar/auth/candidate/sign-in');
    expect(notice?.html).toContain('dir="rtl"');
    expect(notice?.text).not.toMatch(/Hello|sign in|account/i);
  });

  it('tells an Arabic recruiter in Arabic that the candidate they added did not confirm', async () => {
    const stamp = uniqueWord().toLowerCase();
    const [recruiter, added] = await db()
      .insert(users)
      .values([
        {
          email: `huda.${stamp}@example.com`,
          passwordHash: '',
          role: 'employer',
          firstName: 'Huda',
          lastName: 'Saleh',
          locale: 'ar',
        },
        {
          email: `added.${stamp}@example.com`,
          passwordHash: '',
          role: 'candidate',
          firstName: 'Sam',
          lastName: 'Roe',
        },
      ])
      .returning({ id: users.id, email: users.email });
    if (!recruiter || !added) throw new Error('no users');
    const addedAt = new Date('2026-02-01T09:00:00Z');
    await db()
      .insert(candidateInvitations)
      .values({
        candidateId: added.id,
        createdBy: recruiter.id,
        tokenHash: `unclaimed-${stamp}`,
        expiresAt: new Date(Date.now() - DAY),
        createdAt: addedAt,
      });
    await runUnconfirmedPurge(deps());
    const [told] = await db().select().from(outbox).where(eq(outbox.to, recruiter.email));
    expect(told?.subject).toBe('لم يؤكد مرشح أضفته ملفه الشخصي');
    expect(told?.text).toContain('مرحباً Huda،');
    expect(told?.text).toContain(
      `لم يؤكد المرشح الذي أضفته في 1 فبراير 2026 (السجل رقم ${added.id}) ملفه الشخصي خلال 30 يوماً.`,
    );
    expect(told?.text).not.toMatch(/Hello|candidate/);
  });
});
