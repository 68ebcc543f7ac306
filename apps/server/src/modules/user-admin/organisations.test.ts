import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { passwordLinkToken } from '../../../test/helpers/mail-links';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { startSmtpCapture } from '../../../test/helpers/smtp';
import { clients } from '../../core/db/schema/clients';

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let t: Awaited<ReturnType<typeof setupFile>>;
let admin: string;
const tag = () => Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await setupFile({ SMTP_URL: smtp.url, MAIL_FROM: 'Portal <jobs@portal.test>' });
  admin = await signIn(t.app, 'admin', DEMO.master_admin);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const body = (over: Record<string, unknown> = {}) => ({
  client_type: 'consultancy',
  company_name: `Harbour Talent ${tag()}`,
  first_name: 'Layla',
  last_name: 'Haddad',
  email: `layla-${tag()}@example.com`,
  ...over,
});
const create = (payload: object, token = admin) =>
  t.app.inject({ method: 'POST', url: '/api/employers/', headers: bearer(token), payload });

describe('staff create an organisation', () => {
  it('active at once, on the chosen plan; its first user sets a password from the mail and signs in', async () => {
    const plans = await t.app.inject({ method: 'GET', url: '/api/plans/', headers: bearer(admin) });
    const standard = plans.json().data.find((p: { name: string }) => p.name === 'Standard');
    const input = body({ plan_id: standard.id });
    const res = await create(input);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(
      `${input.company_name} is active. An invitation has been sent to ${input.email}.`,
    );
    const { client_id } = res.json().data;
    const org = await t.app.inject({
      method: 'GET',
      url: `/api/employers/${client_id}`,
      headers: bearer(admin),
    });
    expect(org.json().data).toMatchObject({ status: 'active', type: 'consultancy', user_count: 1 });
    const usage = await t.app.inject({
      method: 'GET',
      url: `/api/employers/${client_id}/usage`,
      headers: bearer(admin),
    });
    expect(usage.json().data.plan).toMatchObject({ name: 'Standard', current: true });

    const token = await passwordLinkToken(smtp.received, input.email);
    const password = 'Bonded-Warehouse-Keys-8';
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/user/set-password',
      payload: { token, password },
    });
    expect(set.statusCode).toBe(200);
    const me = await signIn(t.app, 'consultancy', input.email, password);
    const profile = await t.app.inject({ method: 'GET', url: '/api/user/', headers: bearer(me) });
    expect(profile.json().data).toMatchObject({
      role: 'consultancy_admin',
      client: { id: client_id, is_operator: false },
    });
  });

  it.each([
    ['an e-mail already in use', { email: DEMO.candidate }, 409],
    ['an unknown plan', { plan_id: 999_999 }, 400],
    ['a one-letter name', { company_name: 'X' }, 400],
    ['an unknown type', { client_type: 'agency' }, 400],
    ['a password chosen by staff', { password: 'Chosen-By-Staff-1' }, 400],
  ])('refuses %s and writes nothing', async (_, over, status) => {
    const input = body(over);
    const res = await create(input);
    expect(res.statusCode, res.body).toBe(status);
    const rows = await t.database.db
      .select()
      .from(clients)
      .where(eq(clients.name, String(input.company_name)));
    expect(rows).toHaveLength(0);
  });

  it("is the operator's alone: other staff without clients.create and tenants get 403", async () => {
    for (const who of [DEMO.ats, DEMO.consultancy_admin]) {
      const res = await create(body(), await signIn(t.app, 'admin', who));
      expect(res.statusCode).toBe(403);
    }
    const employer = await signIn(t.app, 'employer', DEMO.employer);
    expect((await create(body(), employer)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/employers/', payload: body() })).statusCode).toBe(
      401,
    );
  });
});
