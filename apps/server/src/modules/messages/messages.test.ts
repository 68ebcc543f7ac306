import { MESSAGES_PER_MINUTE } from '@portal/contract/messages-values';
import { and, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { applyFor, newCandidate } from '../../../test/helpers/applications';
import { jobBody, loadMasters, type Masters, newEmployer, postJob } from '../../../test/helpers/jobs';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { minimalPdf } from '../../../test/helpers/uploads';
import { messageNotices } from '../../core/db/schema/messages';
import { outbox } from '../../core/db/schema/outbox';
import { users } from '../../core/db/schema/users';

let t: Awaited<ReturnType<typeof setupFile>>;
let m: Masters;
let employer: string;
let rival: { id: number; token: string };
let admin: string;
let job: number;

beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  m = await loadMasters(t.app);
  employer = await signIn(t.app, 'employer', DEMO.employer);
  admin = await signIn(t.app, 'admin', DEMO.master_admin);
  rival = await newEmployer(t.app, admin, 'Rival Haulage LLC');
  job = await postJob(t.app, employer, jobBody(m, { title: 'Reach Truck Operator' }));
});
afterAll(() => t.close());

/** A fresh candidate with an application to the employer's job: each test its own thread. */
async function thread() {
  const c = await newCandidate(t.app, { first_name: 'Omar', last_name: 'Haddad' });
  const app = await applyFor(t.app, c.token, job);
  return { candidate: c, app };
}

const send = (token: string, app: number, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/messages/${app}`,
    headers: bearer(token),
    payload: payload as string,
  });
const get = (token: string | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

/** Multipart with a text `body` and one `file`, as the composer's FormData sends it. */
function withFile(body: string, data: Buffer, filename: string, type: string) {
  const boundary = `----msg${Math.random().toString(16).slice(2)}`;
  const text = `--${boundary}\r\nContent-Disposition: form-data; name="body"\r\n\r\n${body}\r\n`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(text + head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const upload = (token: string, app: number, part: ReturnType<typeof withFile>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/messages/${app}`,
    headers: { ...bearer(token), ...part.headers },
    payload: part.payload,
  });

const noticesTo = (email: string) =>
  t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), like(outbox.subject, 'New message about%')));

describe('a conversation', () => {
  it('is started by staff, shows unread to the candidate, and reads back as Read', async () => {
    const { candidate, app } = await thread();
    const sent = await send(employer, app, { body: '  Can you start on Sunday?  ' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data).toMatchObject({
      side: 'organisation',
      mine: true,
      body: 'Can you start on Sunday?',
      read_at: null,
    });

    const unread = await get(candidate.token, '/api/messages/unread');
    expect(unread.json().data.unread).toBe(1);
    // The header polls this: only sending is rate-limited, never reading.
    expect(unread.headers['x-ratelimit-limit']).toBeUndefined();
    const list = (await get(candidate.token, '/api/messages/')).json();
    expect(list.meta.total).toBe(1);
    expect(list.data[0]).toMatchObject({
      application_id: app,
      unread: 1,
      job_title: 'Reach Truck Operator',
      last_side: 'organisation',
    });

    // Staff have not read anything of theirs yet, and their own message does not count.
    const before = (await get(employer, `/api/messages/${app}`)).json().data;
    expect(before.messages[0].read_at).toBeNull();

    const opened = (await get(candidate.token, `/api/messages/${app}`)).json().data;
    expect(opened).toMatchObject({
      application_id: app,
      counterpart: expect.any(String),
      job_title: 'Reach Truck Operator',
    });
    expect(opened.messages).toHaveLength(1);
    expect(opened.messages[0]).toMatchObject({ mine: false, body: 'Can you start on Sunday?' });
    expect((await get(candidate.token, '/api/messages/unread')).json().data.unread).toBe(0);

    const after = (await get(employer, `/api/messages/${app}`)).json().data;
    expect(after.messages[0].read_at).not.toBeNull();
    expect(await noticesTo(candidate.email)).toHaveLength(1);
  });

  it('mails one notice per thread and recipient for two quick messages, and the other side its own', async () => {
    const { candidate, app } = await thread();
    expect((await send(employer, app, { body: 'First question' })).statusCode).toBe(201);
    expect((await send(employer, app, { body: 'Second question' })).statusCode).toBe(201);
    const notices = await noticesTo(candidate.email);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain(`http://portal.test/candidate/messages/${app}`);
    expect(notices[0]?.text).not.toContain('First question');

    // The employer's side is mailed apart (its poster), with its own link.
    expect((await send(candidate.token, app, { body: 'Yes, Sunday works.' })).statusCode).toBe(201);
    const toEmployer = await noticesTo(DEMO.employer);
    expect(toEmployer.some((n) => n.text.includes(`/management/messages/${app}`))).toBe(true);

    // Once the window has passed, the next message is mailed again.
    await t.database.db
      .update(messageNotices)
      .set({ sentAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(messageNotices.applicationId, app));
    expect((await send(employer, app, { body: 'Third' })).statusCode).toBe(201);
    expect(await noticesTo(candidate.email)).toHaveLength(2);
  });

  it('carries an attachment both sides can download, and lists the newest thread first', async () => {
    const { candidate, app } = await thread();
    const res = await upload(
      candidate.token,
      app,
      withFile('My licence', minimalPdf('UAE forklift licence'), 'licence.pdf', 'application/pdf'),
    );
    expect(res.statusCode).toBe(201);
    const message = res.json().data;
    expect(message.attachment).toMatchObject({ file_name: 'licence.pdf', mime: 'application/pdf' });

    for (const token of [candidate.token, employer]) {
      const file = await get(token, `/api/messages/attachments/${message.id}`);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-disposition']).toContain('licence.pdf');
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await get(rival.token, `/api/messages/attachments/${message.id}`)).statusCode).toBe(404);

    // An image alone (no text) is re-encoded, its metadata gone.
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#1CA3DC' } })
      .png()
      .toBuffer();
    const image = await upload(employer, app, withFile('', png, 'yard.png', 'image/png'));
    expect(image.statusCode).toBe(201);
    expect(image.json().data.attachment).toMatchObject({ mime: 'image/webp', file_name: 'yard.png' });
    const list = (await get(employer, '/api/messages/?page_size=100')).json();
    expect(list.data[0]).toMatchObject({ application_id: app, last_message: 'Attachment: yard.png' });
  });
});

describe('bad input and limits', () => {
  it('refuses an empty message, one too long, and a bad id, by field', async () => {
    const { app } = await thread();
    for (const body of [{}, { body: '' }, { body: '   ' }]) {
      const res = await send(employer, app, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual({ body: ['Write a message or attach a file.'] });
    }
    const long = await send(employer, app, { body: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message.body).toEqual(['A message can be at most 5000 characters.']);
    expect((await send(employer, app, { body: 'hi', extra: 1 })).statusCode).toBe(400);
    expect((await get(employer, '/api/messages/abc')).statusCode).toBe(400);
    expect((await get(employer, `/api/messages/${app}`)).json().data.messages).toEqual([]);
  });

  it('refuses a 10 MB attachment with 413 and a file of another type with 400, storing nothing', async () => {
    const { app } = await thread();
    const big = await upload(
      employer,
      app,
      withFile('See attached', Buffer.alloc(10 * 1024 * 1024, 1), 'big.pdf', 'application/pdf'),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('The attachment must be 5 MB or smaller.');
    const exe = await upload(
      employer,
      app,
      withFile('Run this', Buffer.from('MZ\x90\x00not really'), 'tool.pdf', 'application/pdf'),
    );
    expect(exe.statusCode).toBe(400);
    expect(exe.json().message.file).toEqual([
      'Attach a PDF, DOC or DOCX document, or a JPEG, PNG or WebP image.',
    ]);
    expect((await get(employer, `/api/messages/${app}`)).json().data.messages).toEqual([]);
  });

  it("answers 404 for another organisation's or another candidate's thread, the operator's staff included", async () => {
    const { candidate, app } = await thread();
    expect((await send(rival.token, app, { body: 'Hello' })).statusCode).toBe(404);
    expect((await get(rival.token, `/api/messages/${app}`)).statusCode).toBe(404);
    // The operator's staff see only the operator's own conversations.
    expect((await get(admin, `/api/messages/${app}`)).statusCode).toBe(404);
    const other = await newCandidate(t.app);
    expect((await get(other.token, `/api/messages/${app}`)).statusCode).toBe(404);
    expect((await send(other.token, app, { body: 'Hi' })).statusCode).toBe(404);
    expect((await get(null, `/api/messages/${app}`)).statusCode).toBe(401);
    await send(candidate.token, app, { body: 'Hello from me' });
    expect(
      (await get(rival.token, '/api/messages/'))
        .json()
        .data.map((r: { application_id: number }) => r.application_id),
    ).not.toContain(app);
    expect((await get(rival.token, '/api/messages/unread')).json().data.unread).toBe(0);
  });

  it(`answers 429 with a message after ${MESSAGES_PER_MINUTE} messages in a minute from one sender`, async () => {
    const { candidate, app } = await thread();
    for (let i = 0; i < MESSAGES_PER_MINUTE; i++)
      expect((await send(candidate.token, app, { body: `Message ${i}` })).statusCode).toBe(201);
    const flood = await send(candidate.token, app, { body: 'One more' });
    expect(flood.statusCode).toBe(429);
    expect(flood.headers['retry-after']).toBe('60');
    expect(flood.json().message).toBe(
      'You are sending messages too quickly. Please wait a minute and try again.',
    );
    // The other side is not held back by the candidate's flood.
    expect((await send(employer, app, { body: 'Please slow down.' })).statusCode).toBe(201);
  });
});

describe('message notices in the recipient language', () => {
  it("mails an Arabic candidate in Arabic, with the job's Arabic title, and the English poster in English", async () => {
    const arJob = await postJob(
      t.app,
      employer,
      jobBody(m, { title: 'Fleet Coordinator', title_ar: 'منسق أسطول' }),
    );
    const c = await newCandidate(t.app, { first_name: 'Omar', last_name: 'Haddad' });
    await t.database.db.update(users).set({ locale: 'ar' }).where(eq(users.id, c.id));
    const app = await applyFor(t.app, c.token, arJob);

    expect((await send(employer, app, { body: 'Can you start on Sunday?' })).statusCode).toBe(201);
    const arabic = (await t.database.db.select().from(outbox).where(eq(outbox.to, c.email))).find((r) =>
      r.subject.startsWith('رسالة جديدة'),
    );
    expect(arabic?.subject).toBe('رسالة جديدة بخصوص منسق أسطول');
    expect(arabic?.text).toContain('مرحباً Omar،');
    expect(arabic?.text).toMatch(/أرسل إليك .+ من .+ رسالة بخصوص طلب التوظيف لوظيفة منسق أسطول\./);
    expect(arabic?.text).toContain(`http://portal.test/ar/candidate/messages/${app}`);
    expect(arabic?.html).toContain('dir="rtl"');
    expect(arabic?.text).not.toMatch(/Hello|New message|Fleet Coordinator| of /);

    expect((await send(c.token, app, { body: 'Yes, Sunday works.' })).statusCode).toBe(201);
    const english = (await noticesTo(DEMO.employer)).find((n) =>
      n.text.includes(`/management/messages/${app}`),
    );
    expect(english?.subject).toBe('New message about Fleet Coordinator');
    expect(english?.text).toContain(
      'Omar Haddad sent you a message about the application for Fleet Coordinator.',
    );
  });
});
