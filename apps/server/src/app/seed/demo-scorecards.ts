import { DEFAULT_CRITERIA } from '@portal/contract/scorecard-values';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { applications } from '../../core/db/schema/applications';
import { jobs } from '../../core/db/schema/jobs';
import { scorecardCriteria, scorecardRatings, scorecards } from '../../core/db/schema/scorecards';
import { users } from '../../core/db/schema/users';
import { generateReadablePassword, hashPassword } from '../../core/lib/passwords';
import { demoEmployerId } from './demo-accounts';
import { DEMO_EMPLOYERS, type DemoEmployer } from './demo-employers';

/**
 * The demo employer's talent acquisition lead: a second member of its team, so the demo employer
 * has a colleague whose scorecard is hidden until he submits his own (blind scoring). She signs in
 * with the demo password when one is set; otherwise only through "Forgot password".
 */
export const DEMO_COLLEAGUE = {
  email: 'mariam.haddad@gulffreight.example.com',
  firstName: 'Mariam',
  lastName: 'Haddad',
} as const;

const STAGES = ['interview', 'offered', 'hired'] as const;

/** Her card: strong on the floor, less so on paperwork. */
const RATINGS = [4, 5, 3, 4];
const NOTES =
  'Handled the reach truck test well and knew the racking load limits by heart. English is fine for the shift briefings; ' +
  'he would need help with the WMS reports at first. I would hire him for the night shift.';

/**
 * One submitted scorecard on the demo employer's first applicant at the interview stage (else offered,
 * else hired),
 * by the colleague above. Skipped once that organisation has any scorecard.
 */
export async function seedDemoScorecards(db: Db, opts: { demoPassword: string | null }): Promise<void> {
  const clientId = await demoEmployerId(db, DEMO_EMPLOYERS[0] as DemoEmployer);
  // An applicant who has been interviewed: at the interview stage, else one already past it.
  const interviewed = await db
    .select({
      id: applications.id,
      jobId: applications.jobId,
      at: applications.updatedAt,
      status: applications.status,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(jobs.clientId, clientId), inArray(applications.status, STAGES)))
    .orderBy(asc(applications.id));
  const application = STAGES.flatMap((stage) => interviewed.filter((a) => a.status === stage))[0];
  if (!application) return;
  const jobIds = db.select({ id: jobs.id }).from(jobs).where(eq(jobs.clientId, clientId));
  const appIds = db
    .select({ id: applications.id })
    .from(applications)
    .where(inArray(applications.jobId, jobIds));
  const [any] = await db
    .select({ id: scorecards.id })
    .from(scorecards)
    .where(inArray(scorecards.applicationId, appIds))
    .limit(1);
  if (any) return;

  const authorId = await colleague(db, clientId, opts.demoPassword);
  let criteria = await db
    .select({ id: scorecardCriteria.id })
    .from(scorecardCriteria)
    .where(eq(scorecardCriteria.jobId, application.jobId))
    .orderBy(asc(scorecardCriteria.position));
  if (!criteria.length)
    criteria = await db
      .insert(scorecardCriteria)
      .values(DEFAULT_CRITERIA.map((name, position) => ({ jobId: application.jobId, name, position })))
      .returning({ id: scorecardCriteria.id });
  // The day after the interview step, never in the future.
  const at = new Date(Math.min(application.at.getTime() + 86_400_000, Date.now() - 3_600_000));
  const [card] = await db
    .insert(scorecards)
    .values({
      applicationId: application.id,
      authorId,
      recommendation: 'yes',
      notes: NOTES,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: scorecards.id });
  if (!card) return;
  await db.insert(scorecardRatings).values(
    criteria.map((c, i) => ({
      scorecardId: card.id,
      criterionId: c.id,
      rating: RATINGS[i % RATINGS.length] ?? 3,
    })),
  );
}

/** The colleague's account, made when missing (another seed step may have made her already). */
async function colleague(db: Db, clientId: number, demoPassword: string | null): Promise<number> {
  const [found] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_COLLEAGUE.email));
  if (found) return found.id;
  const [made] = await db
    .insert(users)
    .values({
      ...DEMO_COLLEAGUE,
      passwordHash: await hashPassword(demoPassword ?? generateReadablePassword()),
      role: 'employer',
      phone: '+971500000001',
      clientId,
      createdAt: new Date(Date.now() - 50 * 86_400_000),
    })
    .returning({ id: users.id });
  if (!made) throw new Error('Seed: could not create the demo colleague');
  return made.id;
}
