import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { newCandidate } from '../../../test/helpers/applications';
import { uniqueWord } from '../../../test/helpers/cv-fixture';
import { mailboxFor, waitFor } from '../../../test/helpers/mail';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { newTenant, type Tenant } from '../../../test/helpers/tenancy';
import { maskEmail } from './service';

/*
 * Issue 29 item 4: the candidate claiming an account a recruiter made is told of the other accounts
 * that are likely his own (same phone or e-mail, or a close name with the same birth date), with the
 * reason, and nothing of them but a masked e-mail.
 */

let t: Awaited<ReturnType<typeof setupFile>>;
let agency: Tenant;

beforeAll(async () => {
  t = await setupFile();
  const admin = await signIn(t.app, 'admin', DEMO.master_admin);
  agency = await newTenant(t.app, admin, 'consultancy', `Claim Dup ${uniqueWord()}`);
});
afterAll(() => t.close());

const phone = () =>
  `+971 54 ${String(Date.now() % 1_000_000).padStart(6, '0')}${Math.floor(Math.random() * 10)}`;

async function add(fields: Record<string, string>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/candidate/candidates-create',
    headers: bearer(agency.token),
    payload: fields,
  });
  expect(res.statusCode, res.body).toBe(201);
  const raw = await waitFor(() => mailboxFor(t.dataDir, fields.email as string)[0]);
  const token = /claim-account\?token=([A-Za-z0-9_-]+)/.exec(
    raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='),
  )?.[1];
  if (!token) throw new Error('no claim link');
  return token;
}

type Info = {
  status: string;
  likely_duplicates: { masked_email: string; matched_on: string[] }[];
};
const info = async (token: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/candidate/claim?token=${token}` });
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.body, data: res.json<{ data: Info }>().data };
};

describe('claiming an account a recruiter made', () => {
  it('shows another account with a close name and the same birth date: a masked e-mail and why, nothing else', async () => {
    const word = uniqueWord().replace(/[^a-z]/gi, '');
    const last = `Haddad${word}`;
    const mine = await newCandidate(t.app, { first_name: 'Noura', last_name: last });
    const dob = await t.app.inject({
      method: 'PATCH',
      url: '/api/candidate/update',
      headers: bearer(mine.token),
      payload: { date_of_birth: '1991-04-12' },
    });
    expect(dob.statusCode, dob.body).toBe(200);
    const token = await add({
      first_name: 'Nora',
      last_name: last,
      email: `nora-${word}@example.com`,
      phone: phone(),
      date_of_birth: '1991-04-12',
    });
    const { data, body } = await info(token);
    expect(data.status).toBe('open');
    expect(data.likely_duplicates).toEqual([
      { masked_email: maskEmail(mine.email), matched_on: ['name_and_birth_date'] },
    ]);
    // Nothing of the other account beyond the masked address: not its address, nor its name.
    expect(body).not.toContain(mine.email);
    expect(body).not.toContain('Noura');
  });

  it('shows an account that took the same phone since, and none once the link is used', async () => {
    const word = uniqueWord().replace(/[^a-z]/gi, '');
    const number = phone();
    const token = await add({
      first_name: 'Omar',
      last_name: `Saleh${word}`,
      email: `omar-${word}@example.com`,
      phone: number,
    });
    expect((await info(token)).data.likely_duplicates).toEqual([]);
    const other = await newCandidate(t.app, { first_name: 'Omar' });
    const set = await t.app.inject({
      method: 'PATCH',
      url: '/api/candidate/update',
      headers: bearer(other.token),
      // Typed the local way: the same number as E.164.
      payload: { phone: number.replace('+971 ', '0') },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await info(token)).data.likely_duplicates).toEqual([
      { masked_email: maskEmail(other.email), matched_on: ['phone'] },
    ]);
    const claimed = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/claim',
      payload: { token, password: 'Dhow-Harbour-Lantern-73' },
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect((await info(token)).data).toMatchObject({ status: 'claimed', likely_duplicates: [] });
  });

  it('masks an address to its first letters', () => {
    expect(maskEmail('nour.h@example.com')).toBe('n***@e***.com');
  });
});
