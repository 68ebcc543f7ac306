import { and, desc, eq, isNull, notInArray } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { applications } from '../../core/db/schema/applications';
import { candidateProfiles, consultantFeedback } from '../../core/db/schema/candidates';
import { clients } from '../../core/db/schema/clients';
import { jobs } from '../../core/db/schema/jobs';
import { users } from '../../core/db/schema/users';
import { demoCvEmail } from './cv-database';
import { demoCv } from './demo-cvs';
import { noSignInHash } from './no-sign-in-hash';

/** The second record of the CV database's first candidate: what the duplicates page shows. */
export const DEMO_DUPLICATE_EMAIL = 'rajesh.pillai.personal@demo.example.com';

const DAY = 86_400_000;

/**
 * A likely duplicate to merge (issue 29 item 4): the CV database's first candidate registered a
 * second time, with a personal address and his phone typed the local way (`050 100 1037`, stored as
 * E.164 by the phone backfill at the end of the seed, so it matches his first record). The second
 * record has an application and a consultant's note of its own, so a merge has something to move.
 * Skipped once the address exists (also after the pair was merged).
 */
export async function seedDemoDuplicate(db: Db): Promise<void> {
  const [known] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_DUPLICATE_EMAIL));
  if (known) return;
  const [original] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoCvEmail(1)));
  if (!original) return;
  const cv = demoCv(1);
  const joined = new Date(Date.now() - 3 * DAY);
  const [user] = await db
    .insert(users)
    .values({
      email: DEMO_DUPLICATE_EMAIL,
      passwordHash: await noSignInHash(),
      role: 'candidate',
      firstName: cv.firstName,
      lastName: cv.lastName,
      phone: '050 100 1037',
      createdAt: joined,
      updatedAt: joined,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('Seed: could not create the demo duplicate');
  await db.insert(candidateProfiles).values({
    userId: user.id,
    headline: cv.headline,
    languages: ['English', 'Malayalam'],
    onboardedAt: joined,
    lastActiveAt: joined,
    createdAt: joined,
    updatedAt: joined,
  });
  // A published job the first record has not applied to: the merge moves this application.
  const appliedByOriginal = db
    .select({ jobId: applications.jobId })
    .from(applications)
    .where(eq(applications.candidateId, original.id));
  const [job] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.status, 'published'), notInArray(jobs.id, appliedByOriginal)))
    .orderBy(desc(jobs.id))
    .limit(1);
  if (job) {
    await db
      .insert(applications)
      .values({ jobId: job.id, candidateId: user.id, createdAt: joined, updatedAt: joined })
      .onConflictDoNothing();
  }
  const [operator] = await db.select({ id: clients.id }).from(clients).where(eq(clients.isOperator, true));
  const [author] = operator
    ? await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.clientId, operator.id), isNull(users.mergedInto)))
        .limit(1)
    : [];
  if (operator) {
    await db.insert(consultantFeedback).values({
      candidateId: user.id,
      clientId: operator.id,
      authorId: author?.id ?? null,
      body: 'Called him on his personal number: open to customs roles in Jebel Ali, available in a month.',
      createdAt: joined,
    });
  }
}
