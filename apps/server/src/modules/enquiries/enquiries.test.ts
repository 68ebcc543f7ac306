import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { waitFor } from '../../../test/helpers/mail';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { startSmtpCapture } from '../../../test/helpers/smtp';
import { newTenant } from '../../../test/helpers/tenancy';
import { enquiries } from '../../core/db/schema/enquiries';
import { outbox } from '../../core/db/schema/outbox';
import { users } from '../../core/db/schema/users';

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let t: Awaited<ReturnType<typeof setupFile>>;
let admin: string;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  // Real limits: the rate-limit test counts them.
  t = await setupFile({ SMTP_URL: smtp.url, MAIL_FROM: 'Portal <jobs@portal.test>', RATE_LIMIT_FACTOR: '1' });
  admin = await signIn(t.app, 'admin', DEMO.master_admin);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let ip = 0;
/** Each test sends from its own address, so the per-address limit is its own. */
const nextIp = () => `10.9.${Math.floor(++ip / 250)}.${ip % 250}`;
const tag = () => Math.random().toString(36).slice(2, 8);
const body = (over: Record<string, unknown> = {}) => ({
  name: 'Hamad Saleh',
  company: 'Dune Cargo',
  email: `hamad.${tag()}@dunecargo.example.com`,
  phone: '+971 50 111 2233',
  service: 'rpo',
  message: 'We need forty warehouse staff for a new site in Dubai South by March.',
  ...over,
});
const send = (payload: unknown, remoteAddress = nextIp(), language?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/settings/enquiry',
    payload: payload as string,
    remoteAddress,
    ...(language ? { headers: { 'accept-language': language } } : {}),
  });
/** The mails queued to an address, oldest first. */
const queuedTo = (to: string) =>
  t.database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(outbox.id);
const staff = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: unknown, token = admin) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: bearer(token),
    ...(payload ? { payload: payload as string } : {}),
  });
const find = async (email: string) =>
  (await staff('GET', `/settings/enquiry?q=${encodeURIComponent(email)}`)).json().data as {
    id: number;
    email: string;
  }[];

describe('POST settings/enquiry', () => {
  it('stores the enquiry and mails the staff, replies going to the sender', async () => {
    const b = body();
    const res = await send(b);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toMatch(/^Thank you/);
    const [row] = await find(b.email);
    expect(row).toMatchObject({
      email: b.email,
      status: 'new',
      service: 'rpo',
      company: 'Dune Cargo',
      phone: '+971501112233',
    });
    const mail = await waitFor(
      () => smtp.received.find((m) => m.raw.includes(b.email) && m.to.includes('admin@demo.example.com')),
      10_000,
    );
    expect(mail.to).toEqual(['admin@demo.example.com']);
    // Long headers are folded onto continuation lines.
    const unfolded = mail.raw.replace(/\r?\n[ \t]+/g, ' ');
    expect(unfolded).toMatch(
      /^Subject: New enquiry: Recruitment process outsourcing \(RPO\) from Hamad Saleh/m,
    );
    expect(mail.raw).toMatch(new RegExp(`^Reply-To: ${b.email.replace(/\./g, '\\.')}`, 'm'));
    expect(unfolded.replace(/=\r?\n/g, '')).toContain(`/admin-pannel/enquiries/${row?.id}`);
  });

  it('answers an English enquirer in English, and tells the staff which language to reply in', async () => {
    const b = body();
    expect((await send(b, nextIp(), 'en-GB,en;q=0.9')).statusCode).toBe(201);
    const [row] = await t.database.db.select().from(enquiries).where(eq(enquiries.email, b.email));
    expect(row?.locale).toBe('en');
    const [ack] = await queuedTo(b.email);
    expect(ack?.subject).toBe('We have received your enquiry');
    expect(ack?.text).toContain('Hello Hamad Saleh,');
    expect(ack?.text).toContain('Thank you for your enquiry about Recruitment process outsourcing (RPO).');
    // The message is not repeated to whatever address was typed.
    expect(ack?.text).not.toContain(b.message);
    expect(ack?.html).toContain('<html lang="en">');
    expect(ack?.text).toMatch(/: http:\/\/[^/\s]+\/\n/);
    const staffMail = (await queuedTo('admin@demo.example.com')).find((m) => m.text.includes(b.email));
    expect(staffMail?.text).toContain('They wrote in English: please reply in English.');
  });

  it('keeps the language of an Arabic page with the enquiry and answers the enquirer in Arabic', async () => {
    const b = body({ name: 'حمد صالح', company: 'كثبان للشحن' });
    expect((await send(b, nextIp(), 'ar-AE,ar;q=0.9,en;q=0.8')).statusCode).toBe(201);
    const [row] = await t.database.db.select().from(enquiries).where(eq(enquiries.email, b.email));
    expect(row?.locale).toBe('ar');
    const [ack] = await queuedTo(b.email);
    expect(ack?.subject).toBe('تلقّينا استفسارك');
    expect(ack?.text).toContain('مرحباً حمد صالح،');
    expect(ack?.text).toContain('شكرًا لاستفسارك بشأن تعهيد عمليات التوظيف (RPO).');
    expect(ack?.text).not.toMatch(/Thank you|Hello/);
    expect(ack?.html).toContain('<html lang="ar" dir="rtl">');
    // Its link opens the Arabic home page.
    expect(ack?.html).toMatch(/href="http:\/\/[^/"]+\/ar\/?"/);
    // The demo administrator reads English: the staff mail is English and says to reply in Arabic.
    const staffMail = (await queuedTo('admin@demo.example.com')).find((m) => m.text.includes(b.email));
    expect(staffMail?.subject).toBe('New enquiry: Recruitment process outsourcing (RPO) from حمد صالح');
    expect(staffMail?.text).toContain('They wrote in Arabic: please reply in Arabic.');
  });

  it('mails an administrator who reads Arabic in Arabic, linking to the Arabic inbox', async () => {
    const setLocale = (locale: 'en' | 'ar') =>
      t.database.db.update(users).set({ locale }).where(eq(users.email, 'admin@demo.example.com'));
    await setLocale('ar');
    try {
      const b = body();
      await send(b);
      const staffMail = (await queuedTo('admin@demo.example.com')).find((m) => m.text.includes(b.email));
      expect(staffMail?.subject).toBe('استفسار جديد: تعهيد عمليات التوظيف (RPO) من Hamad Saleh');
      expect(staffMail?.text).toContain(
        'أرسل Hamad Saleh من Dune Cargo استفسارًا بشأن تعهيد عمليات التوظيف (RPO).',
      );
      expect(staffMail?.text).toContain('كُتب الاستفسار بالإنجليزية: يُرجى الرد بالإنجليزية.');
      expect(staffMail?.html).toContain('<html lang="ar" dir="rtl">');
      expect(staffMail?.html).toMatch(/href="http:\/\/[^/"]+\/ar\/admin-pannel\/enquiries\/\d+"/);
    } finally {
      await setLocale('en');
    }
  });

  it('refuses bad input with a message per field and stores nothing', async () => {
    const b = body({ email: 'nope', service: 'free-money', message: 'hi', name: '<script>' });
    const res = await send(b);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().message).sort()).toEqual(['email', 'message', 'name', 'service']);
    expect((await send({ ...body(), admin: true })).statusCode).toBe(400);
    expect((await send({ ...body(), message: 'x'.repeat(5001) })).statusCode).toBe(400);
  });

  it('keeps and mails nothing when the honeypot is filled, and answers the same', async () => {
    const b = body({ website: 'http://spam.example.com' });
    const res = await send(b);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toMatch(/^Thank you/);
    expect(await find(b.email)).toEqual([]);
    // A real one sent after it is mailed; the bot's never is.
    const real = body();
    await send(real);
    await waitFor(() => smtp.received.find((m) => m.raw.includes(real.email)), 10_000);
    expect(await queuedTo(b.email)).toEqual([]);
    expect(smtp.received.some((m) => m.raw.includes(b.email))).toBe(false);
  });

  it('limits one address to 5 enquiries an hour (429 with Retry-After)', async () => {
    const from = nextIp();
    for (let i = 0; i < 5; i++) expect((await send(body(), from)).statusCode).toBe(201);
    const sixth = await send(body(), from);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(body())).statusCode).toBe(201);
  });
});

describe('the enquiry inbox', () => {
  it('assigns, moves through the statuses, takes notes, searches, counts and exports', async () => {
    const key = tag();
    const b = body({ company: `Inbox ${key}`, message: `=HYPERLINK("x") please call ${key}` });
    await send(b);
    const [row] = await find(key);
    if (!row) throw new Error('no enquiry');
    const people = (await staff('GET', '/settings/enquiry/assignees')).json().data as {
      id: number;
      name: string;
    }[];
    const me = people[0];
    const assigned = await staff('PATCH', `/settings/enquiry/${row.id}`, {
      status: 'in_progress',
      assignee_id: me?.id,
    });
    expect(assigned.json().data).toMatchObject({ status: 'in_progress', assignee: { id: me?.id } });
    const noted = await staff('POST', `/settings/enquiry/${row.id}/notes`, {
      body: 'Called back, sending a proposal.',
    });
    expect(noted.statusCode).toBe(201);
    expect(noted.json().data.notes).toEqual([
      expect.objectContaining({
        body: 'Called back, sending a proposal.',
        author: expect.objectContaining({ id: expect.any(Number) }),
      }),
    ]);
    const list = (await staff('GET', `/settings/enquiry?q=${key}&status=in_progress`)).json();
    expect(list.data.map((e: { id: number }) => e.id)).toEqual([row.id]);
    expect(list.meta.counts).toEqual({ new: 0, in_progress: 1, closed: 0 });
    const closed = await staff('PATCH', `/settings/enquiry/${row.id}`, { status: 'closed' });
    expect(closed.json().data).toMatchObject({ status: 'closed', assignee: { id: me?.id } });

    const csv = await staff('GET', `/settings/enquiry/export?q=${key}`);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body).toContain(`Inbox ${key}`);
    // A formula in a cell is defused for spreadsheets.
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")`);
  });

  it('names an assignee who has left the staff "Former staff" in the reader\'s language', async () => {
    const b = body();
    await send(b);
    const [row] = await find(b.email);
    // Someone who is no longer among the operator's staff (here: an employer's user).
    const [gone] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO.employer));
    await t.database.db
      .update(enquiries)
      .set({ assigneeId: gone?.id as number })
      .where(eq(enquiries.id, row?.id as number));
    const read = async (language: string) => {
      const headers = { ...bearer(admin), 'accept-language': language };
      const one = await t.app.inject({ method: 'GET', url: `/api/settings/enquiry/${row?.id}`, headers });
      const list = await t.app.inject({
        method: 'GET',
        url: `/api/settings/enquiry?q=${encodeURIComponent(b.email)}`,
        headers,
      });
      return [one.json().data.assignee?.name, list.json().data[0]?.assignee?.name];
    };
    expect(await read('en')).toEqual(['Former staff', 'Former staff']);
    expect(await read('ar')).toEqual(['موظف سابق', 'موظف سابق']);
  });

  it("exports the CSV with its headers, status and service in the reader's language", async () => {
    const b = body();
    await send(b);
    const exported = async (language: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/settings/enquiry/export?q=${encodeURIComponent(b.email)}`,
        headers: { ...bearer(admin), 'accept-language': language },
      });
      return res.body.replace(/^\uFEFF/, '').split(/\r?\n/);
    };
    const [enHeader, enRow] = await exported('en');
    expect(enHeader).toBe('ID,Received,Status,Service,Name,Company,Email,Phone,Assigned to,Message');
    expect(enRow).toContain(',New,Recruitment process outsourcing (RPO),Hamad Saleh,');
    const [arHeader, arRow] = await exported('ar');
    expect(arHeader).toBe(
      'الرقم,تاريخ الاستلام,الحالة,الخدمة,الاسم,الشركة,البريد الإلكتروني,الهاتف,مسند إلى,الرسالة',
    );
    expect(arRow).toContain(',جديد,');
    expect(arRow).toContain(b.email);
  });

  it('refuses bad changes and unknown enquiries', async () => {
    const b = body();
    await send(b);
    const [row] = await find(b.email);
    expect((await staff('PATCH', `/settings/enquiry/${row?.id}`, { status: 'done' })).statusCode).toBe(400);
    expect((await staff('PATCH', `/settings/enquiry/${row?.id}`, {})).statusCode).toBe(400);
    const notStaff = await staff('PATCH', `/settings/enquiry/${row?.id}`, { assignee_id: 999_999 });
    expect(notStaff.json().message).toEqual({ assignee_id: ['Choose a member of staff'] });
    expect((await staff('GET', '/settings/enquiry/999999')).statusCode).toBe(404);
    expect((await staff('POST', '/settings/enquiry/999999/notes', { body: 'x' })).statusCode).toBe(404);
    expect((await staff('POST', `/settings/enquiry/${row?.id}/notes`, { body: '  ' })).statusCode).toBe(400);
    expect((await staff('GET', '/settings/enquiry?status=open')).statusCode).toBe(400);
  });

  it("is the operator's: tenants, candidates and guests cannot read it", async () => {
    const tenant = await newTenant(t.app, admin, 'consultancy', `Tenant ${tag()}`);
    expect((await staff('GET', '/settings/enquiry', undefined, tenant.token)).statusCode).toBe(403);
    const cand = await signIn(t.app, 'candidate', DEMO.candidate);
    expect((await staff('GET', '/settings/enquiry', undefined, cand)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/settings/enquiry' })).statusCode).toBe(401);
    const recruiter = await signIn(t.app, 'consultancy', DEMO.consultancy);
    expect((await staff('GET', '/settings/enquiry', undefined, recruiter)).statusCode).toBe(200);
  });
});
