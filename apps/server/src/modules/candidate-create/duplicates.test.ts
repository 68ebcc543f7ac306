import type { CandidateMatch } from '@portal/contract/candidate-create';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { uniqueWord } from '../../../test/helpers/cv-fixture';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { newTenant, type Tenant } from '../../../test/helpers/tenancy';
import { users } from '../../core/db/schema/users';

/*
 * Issue 29 item 4 (detection): phones compared as E.164 whatever way they are typed, e-mails
 * case-folded, and a close name with the same birth date offered as a likely duplicate.
 */

let t: Awaited<ReturnType<typeof setupFile>>;
let agency: Tenant;

beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  const admin = await signIn(t.app, 'admin', DEMO.master_admin);
  agency = await newTenant(t.app, admin, 'consultancy', `Dedup ${uniqueWord()}`);
});
afterAll(() => t.close());

const match = async (query: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/candidate/candidates-create/match?${query}`,
    headers: bearer(agency.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: CandidateMatch[] }>().data;
};
const create = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/candidate/candidates-create',
    headers: bearer(agency.token),
    payload,
  });
const names = (rows: CandidateMatch[]) => rows.map((r) => `${r.first_name} ${r.last_name}`);

describe('likely duplicates of a candidate being added', () => {
  it.each([
    '050 100 1037',
    '0501001037',
    '00971501001037',
    '+971 50 100 1037',
    '+971501001037',
    '971501001037',
  ])('finds the seeded candidate of +971 50 100 1037 by %s', async (phone) => {
    const [seeded] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.phone, '+971501001037'));
    expect(seeded, 'the seed stores the phone as E.164').toBeDefined();
    const rows = await match(`phone=${encodeURIComponent(phone)}`);
    expect(rows.find((r) => r.id === seeded?.id)?.matched_on).toEqual(['phone']);
  });

  it('does not make a second candidate from the seeded one’s local number', async () => {
    const res = await create({
      first_name: 'Jose',
      last_name: 'Haddad',
      email: `jose-${uniqueWord()}@example.com`,
      phone: '050 100 1037',
    });
    expect(res.statusCode, res.body).toBe(409);
  });

  it('stores a new candidate’s phone in E.164, so a later local number finds him', async () => {
    const local = `05${String(Math.floor(Math.random() * 10_000_000)).padStart(8, '0')}`.slice(0, 10);
    const res = await create({
      first_name: 'Basil',
      last_name: 'Shammas',
      email: `basil-${uniqueWord()}@example.com`,
      phone: local,
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ data: { id: number } }>().data.id;
    const [row] = await t.database.db.select({ phone: users.phone }).from(users).where(eq(users.id, id));
    expect(row?.phone).toBe(`+971${local.slice(1)}`);
    expect((await match(`phone=${encodeURIComponent(`+971 ${local.slice(1)}`)}`)).map((r) => r.id)).toEqual([
      id,
    ]);
  });

  it('matches e-mails whatever their case', async () => {
    const email = `Case.${uniqueWord()}@Example.com`;
    const res = await create({ first_name: 'Hana', last_name: 'Saleh', email, phone: '+966 55 123 4567' });
    expect(res.statusCode, res.body).toBe(201);
    const rows = await match(`email=${encodeURIComponent(email.toUpperCase())}`);
    expect(rows.map((r) => r.matched_on)).toEqual([['email']]);
  });

  it('normalises other GCC numbers: Saudi 05x, Omani +968, Qatari 00974', async () => {
    const word = uniqueWord();
    const saudi = await create({
      first_name: 'Faisal',
      last_name: 'Otaibi',
      email: `faisal-${word}@example.com`,
      phone: '+966 50 987 6543',
    });
    expect(saudi.statusCode, saudi.body).toBe(201);
    expect(names(await match('phone=00966509876543'))).toContain('Faisal Otaibi');
  });

  it('offers a close name with the same birth date, saying why', async () => {
    const word = uniqueWord().replace(/[^a-z]/gi, '');
    const res = await create({
      first_name: 'Mohammed',
      last_name: `Rashidi${word}`,
      email: `mr-${word}@example.com`,
      phone: '+971 52 765 4321',
      date_of_birth: '1988-04-12',
    });
    expect(res.statusCode, res.body).toBe(201);
    const rows = await match(
      `first_name=Mohamed&last_name=Rashidi${word}&date_of_birth=1988-04-12&email=${encodeURIComponent(`other-${word}@example.com`)}`,
    );
    expect(rows.map((r) => r.matched_on)).toEqual([['name_and_birth_date']]);
    // Another birth date is another person.
    expect(
      await match(
        `first_name=Mohamed&last_name=Rashidi${word}&date_of_birth=1990-01-01&email=${encodeURIComponent(`x-${word}@example.com`)}`,
      ),
    ).toEqual([]);
  });
});
