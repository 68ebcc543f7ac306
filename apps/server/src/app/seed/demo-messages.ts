import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { S3Settings } from '../../core/config';
import type { Db } from '../../core/db/client';
import { applications } from '../../core/db/schema/applications';
import { jobs } from '../../core/db/schema/jobs';
import { messages } from '../../core/db/schema/messages';
import { users } from '../../core/db/schema/users';
import { newStorageKey } from '../../platform/files/storage';
import { demoUploads } from './cv-files';
import { cvPdf } from './cv-pdf';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { demoCandidate } from './demo-candidate';

const HOUR = 3_600_000;

type Line = { from: 'candidate' | 'organisation'; body: string; hoursAgo: number; read: boolean };
type Attachment = { name: string; pdf: Buffer };

/**
 * Issue 28 item 4: two conversations on demo applications, so a fresh start shows the messages
 * pages and the header's badge. The demo candidate's furthest application gets a thread whose last
 * message (from the employer) she has not read; an applicant of the demo employer's jobs has sent a
 * copy of a licence the employer has not opened yet. Skipped once any message exists.
 */
export async function seedDemoMessages(db: Db, opts: { dataDir: string; s3?: S3Settings | null }) {
  const [any] = await db.select({ n: count() }).from(messages);
  if ((any?.n ?? 0) > 0) return;
  const aisha = await demoCandidate(db);
  const employerEmail = DEMO_ACCOUNTS.find((a) => a.role === 'employer')?.email ?? '';
  const [employer] = await db
    .select({ id: users.id, clientId: users.clientId })
    .from(users)
    .where(eq(users.email, employerEmail));

  if (aisha) {
    // Her most advanced application (the one with the latest move), and the organisation's first user.
    const [app] = await db
      .select({ id: applications.id, clientId: jobs.clientId, at: applications.createdAt })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(eq(applications.candidateId, aisha.id), ne(applications.status, 'withdrawn')))
      .orderBy(desc(sql`${applications.updatedAt} - ${applications.createdAt}`), asc(applications.id))
      .limit(1);
    const staff = app && (await firstUserOf(db, app.clientId));
    if (app && staff)
      await thread(db, { applicationId: app.id, candidateId: aisha.id, staffId: staff, since: app.at }, [
        {
          from: 'organisation',
          body: 'Hello Aisha, thank you for your application. Could you tell us your notice period, and which mornings suit you for a short interview at our Jebel Ali warehouse?',
          hoursAgo: 70,
          read: true,
        },
        {
          from: 'candidate',
          body: 'Thank you! My notice period is one month. Any weekday morning works for me, Sunday to Thursday.',
          hoursAgo: 66,
          read: true,
        },
        {
          from: 'organisation',
          body: 'Great, we will send you an invitation for next week. Please bring your forklift and reach truck licences.',
          hoursAgo: 5,
          read: false,
        },
      ]);
  }

  if (employer?.clientId) {
    // An applicant of the demo employer's jobs who is past "applied", other than the demo candidate.
    const [app] = await db
      .select({ id: applications.id, candidateId: applications.candidateId, at: applications.createdAt })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(
        and(
          eq(jobs.clientId, employer.clientId),
          ne(applications.status, 'applied'),
          ne(applications.status, 'withdrawn'),
          aisha ? ne(applications.candidateId, aisha.id) : undefined,
        ),
      )
      .orderBy(desc(applications.updatedAt))
      .limit(1);
    if (app) {
      const pdf = cvPdf(
        'UAE driving licence (copy)',
        'Light vehicle and forklift categories.\nValid until 2029.',
      );
      await thread(
        db,
        { applicationId: app.id, candidateId: app.candidateId, staffId: employer.id, since: app.at },
        [
          {
            from: 'organisation',
            body: 'Before we meet, could you send us a copy of your UAE driving licence?',
            hoursAgo: 30,
            read: true,
          },
          { from: 'candidate', body: 'Of course, here it is.', hoursAgo: 20, read: false },
        ],
        { name: 'driving-licence.pdf', pdf },
        opts,
      );
    }
  }
}

async function firstUserOf(db: Db, clientId: number): Promise<number | undefined> {
  const [u] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.clientId, clientId))
    .orderBy(asc(users.id))
    .limit(1);
  return u?.id;
}

/** Writes a conversation; the last candidate line carries `attachment`, stored where uploads go. */
async function thread(
  db: Db,
  t: { applicationId: number; candidateId: number; staffId: number; since: Date },
  lines: Line[],
  attachment?: Attachment,
  opts?: { dataDir: string; s3?: S3Settings | null },
) {
  const earliest = t.since.getTime() + HOUR;
  let key: string | null = null;
  if (attachment && opts) {
    key = newStorageKey();
    await demoUploads(opts).put(key, attachment.pdf);
  }
  const lastCandidate = lines.map((l) => l.from).lastIndexOf('candidate');
  await db.insert(messages).values(
    lines.map((l, i) => {
      const at = Math.max(earliest + i * HOUR, Date.now() - l.hoursAgo * HOUR);
      const attached = key && attachment && i === lastCandidate;
      return {
        applicationId: t.applicationId,
        senderId: l.from === 'candidate' ? t.candidateId : t.staffId,
        senderSide: l.from,
        body: l.body,
        attachmentKey: attached ? key : null,
        attachmentName: attached ? attachment.name : null,
        attachmentMime: attached ? 'application/pdf' : null,
        attachmentSize: attached ? attachment.pdf.length : null,
        readAt: l.read ? new Date(Math.min(at + HOUR, Date.now())) : null,
        createdAt: new Date(Math.min(at, Date.now() - 60_000)),
      };
    }),
  );
}
