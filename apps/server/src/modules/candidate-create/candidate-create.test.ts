import { createHash } from 'node:crypto';
import type { CandidateMatch } from '@portal/contract/candidate-create';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { type AllMasters, allMasters, listedCandidate, uniqueWord } from '../../../test/helpers/cv-fixture';
import { mailboxFor, waitFor } from '../../../test/helpers/mail';
import { bearer, DEMO, LOGIN_URL, signIn } from '../../../test/helpers/requests';
import { newTenant, type Tenant } from '../../../test/helpers/tenancy';
import { minimalPdf } from '../../../test/helpers/uploads';
import { candidateProfiles } from '../../core/db/schema/candidates';
import { candidateInvitations } from '../../core/db/schema/cv-database';
import { outbox } from '../../core/db/schema/outbox';
import { users } from '../../core/db/schema/users';

let t: Awaited<ReturnType<typeof setupFile>>;
let m: AllMasters;
let admin: string;
let agency: Tenant;

beforeAll(async () => {
  t = await setupFile();
  m = await allMasters(t.app);
  admin = await signIn(t.app, 'admin', DEMO.master_admin);
  agency = await newTenant(t.app, admin, 'consultancy', `Adding Agency ${uniqueWord()}`);
});
afterAll(() => t.close());

/** A multipart body of text fields and, optionally, the CV file. */
function form(fields: Record<string, string>, file?: { data: Buffer; name: string; type: string }) {
  const b = `----cc${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${b}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${b}` } };
}

let n = 0;
const person = () => {
  n += 1;
  const word = uniqueWord();
  return {
    first_name: 'Noura',
    last_name: 'Haddad',
    email: `added-${word}@example.com`,
    phone: `+971 55 ${String(Date.now() % 1_000_000).padStart(6, '0')}${n}`,
  };
};
const create = (token: string, fields: Record<string, string>, file?: Parameters<typeof form>[1]) => {
  const body = form(fields, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/candidate/candidates-create',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
};
const pdf = (text: string) => ({ data: minimalPdf(text), name: 'noura-cv.pdf', type: 'application/pdf' });
const claimLink = async (email: string) => {
  const raw = await waitFor(() => mailboxFor(t.dataDir, email)[0]);
  const body = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const token = /claim-account\?token=([A-Za-z0-9_-]+)/.exec(body)?.[1];
  if (!token) throw new Error('no claim link in the mail');
  return { raw: body, token };
};

describe('candidates added by a recruiter', () => {
  it('creates the candidate with their CV text and desired job, and mails them a link to claim', async () => {
    const p = person();
    const word = uniqueWord();
    const res = await create(
      agency.token,
      { ...p, desired_designation_id: String(m('designations', 'warehouse-supervisor')) },
      pdf(`Reach truck supervisor ${word}`),
    );
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<{ data: { id: number; has_cv: boolean } }>().data;
    expect(created.has_cv).toBe(true);
    const [profile] = await t.database.db
      .select()
      .from(candidateProfiles)
      .where(eq(candidateProfiles.userId, created.id));
    expect(profile?.cvText).toContain(word);
    expect(profile?.desiredDesignationIds).toEqual([m('designations', 'warehouse-supervisor')]);
    const [inv] = await t.database.db
      .select()
      .from(candidateInvitations)
      .where(eq(candidateInvitations.candidateId, created.id));
    expect(inv?.clientId).toBe(agency.id);
    const { raw, token } = await claimLink(p.email);
    expect(raw).toMatch(/Adding Agency/);
    expect(inv?.tokenHash).not.toContain(token);

    // Nobody can sign in until the candidate sets a password; then they can.
    const info = await t.app.inject({ method: 'GET', url: `/api/candidate/claim?token=${token}` });
    expect(info.json()).toMatchObject({ data: { first_name: 'Noura', email: p.email, status: 'open' } });
    const claim = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/claim',
      payload: { token, password: 'Jebel-Ali-Forklift-77' },
    });
    expect(claim.statusCode, claim.body).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: LOGIN_URL.candidate,
      payload: { email: p.email, password: 'Jebel-Ali-Forklift-77' },
    });
    expect(login.statusCode, login.body).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/claim',
      payload: { token, password: 'Another-Password-88' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('finds an existing candidate by e-mail or phone and refuses a duplicate', async () => {
    const word = uniqueWord();
    const existing = await listedCandidate(t.app, m, { first_name: 'Farah', headline: `Planner ${word}` });
    const [row] = await t.database.db
      .select({ email: users.email, phone: users.phone })
      .from(users)
      .where(eq(users.id, existing.id));
    const match = async (q: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/candidate/candidates-create/match?${q}`,
        headers: bearer(agency.token),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: CandidateMatch[] }>().data;
    };
    const upper = (row?.email ?? '').toUpperCase();
    expect(await match(`email=${encodeURIComponent(upper)}`)).toEqual([
      {
        id: existing.id,
        first_name: 'Farah',
        last_name: expect.any(String),
        matched_on: ['email'],
        listed: true,
      },
    ]);
    // The same number typed with other spacing.
    const spaced = (row?.phone ?? '').replace(/\D/g, '').replace(/(\d{3})(\d{2})/, '+$1 $2 ');
    const byPhone = await match(`phone=${encodeURIComponent(spaced)}`);
    expect(byPhone.map((c) => [c.id, c.matched_on])).toEqual([[existing.id, ['phone']]]);
    expect(await match(`email=nobody-${word}@example.com`)).toEqual([]);

    const dup = await create(agency.token, { ...person(), email: row?.email ?? '' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ message: 'A candidate with this e-mail or phone already exists.' });
  });

  it('lets the candidate object to being listed: the profile is hidden', async () => {
    const p = person();
    const res = await create(agency.token, p);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ data: { id: number } }>().data.id;
    const { token } = await claimLink(p.email);
    const obj = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/claim/object',
      payload: { token },
    });
    expect(obj.statusCode, obj.body).toBe(200);
    const [profile] = await t.database.db
      .select({ hidden: candidateProfiles.hidden })
      .from(candidateProfiles)
      .where(eq(candidateProfiles.userId, id));
    expect(profile?.hidden).toBe(true);
    const info = await t.app.inject({ method: 'GET', url: `/api/candidate/claim?token=${token}` });
    expect(info.json()).toMatchObject({ data: { status: 'objected' } });
  });

  it('refuses bad input and a bad CV, writing nothing', async () => {
    const p = person();
    for (const [fields, key] of [
      [{ ...p, email: 'not-an-email' }, 'email'],
      [{ ...p, phone: '12' }, 'phone'],
      [{ ...p, first_name: '' }, 'first_name'],
      [{ ...p, desired_designation_id: 'abc' }, 'desired_designation_id'],
      [{ ...p, role: 'master_admin' }, 'role'],
    ] as const) {
      const res = await create(agency.token, fields as Record<string, string>);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(Object.keys(res.json<{ message: object }>().message)).toContain(key);
    }
    const bad = await create(agency.token, p, {
      data: Buffer.from('plain text, no CV'),
      name: 'cv.pdf',
      type: 'application/pdf',
    });
    expect(bad.statusCode).toBe(400);
    const [none] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, p.email));
    expect(none).toBeUndefined();
    expect(mailboxFor(t.dataDir, p.email)).toEqual([]);
  });

  it('needs candidates.create; the claim endpoints need a valid token', async () => {
    const cand = await listedCandidate(t.app, m, { headline: `Anyone ${uniqueWord()}` });
    expect((await create(cand.token, person())).statusCode).toBe(403);
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/candidates-create',
      payload: person(),
    });
    expect(anon.statusCode).toBe(401);
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/candidate/claim?token=${'x'.repeat(43)}`,
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/claim',
      payload: { token: 'x' },
    });
    expect(malformed.statusCode).toBe(400);

    const p = person();
    expect((await create(agency.token, p)).statusCode).toBe(201);
    const { token } = await claimLink(p.email);
    await t.database.db
      .update(candidateInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(candidateInvitations.tokenHash, createHash('sha256').update(token).digest('hex')));
    const expired = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/claim',
      payload: { token, password: 'Jebel-Ali-Forklift-77' },
    });
    expect(expired.statusCode).toBe(410);
  });
});

describe('the claim mail in the candidate language', () => {
  const mailsTo = (email: string) =>
    t.database.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(asc(outbox.id));
  const createIn = (language: string, fields: Record<string, string>) => {
    const body = form(fields);
    return t.app.inject({
      method: 'POST',
      url: '/api/candidate/candidates-create',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(agency.token), 'accept-language': language },
    });
  };

  it('a candidate added from an Arabic page gets the claim mail in Arabic, its links to the /ar pages', async () => {
    const p = person();
    const res = await createIn('ar-AE,ar;q=0.9', p);
    expect(res.statusCode, res.body).toBe(201);
    const [stored] = await t.database.db
      .select({ locale: users.locale })
      .from(users)
      .where(eq(users.email, p.email));
    expect(stored?.locale).toBe('ar');
    const [mail] = await mailsTo(p.email);
    expect(mail?.subject).toBe('ملفك الشخصي على Logistics Jobs');
    expect(mail?.text).toContain('مرحباً Noura،');
    expect(mail?.text).toMatch(/أضافت Adding Agency \S+ ملفك الشخصي إلى Logistics Jobs/);
    expect(mail?.text).toContain('الرابط صالح لمدة 30 يوماً');
    expect(mail?.text).toMatch(
      /واختر "لا تُدرجني": https?:\/\/[^/]+\/ar\/auth\/claim-account\?token=[\w-]+&action=object/,
    );
    expect(mail?.text).toMatch(/تفعيل حسابك: https?:\/\/[^/]+\/ar\/auth\/claim-account\?token=/);
    expect(mail?.html).toContain('dir="rtl"');
    expect(mail?.text).not.toMatch(/Hello|profile/);
  });

  it('a candidate added from an English page gets it in English', async () => {
    const p = person();
    expect((await createIn('en-GB', p)).statusCode).toBe(201);
    const [mail] = await mailsTo(p.email);
    expect(mail?.subject).toBe('Your profile on Logistics Jobs');
    expect(mail?.text).toMatch(/Adding Agency \S+ added your profile to Logistics Jobs/);
    expect(mail?.text).toContain('The link works for 30 days;');
    expect(mail?.text).toMatch(/Claim your account: https?:\/\/[^/]+\/auth\/claim-account\?token=/);
  });
});
