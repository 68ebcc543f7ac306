import { createHash, randomBytes } from 'node:crypto';
import { CLAIM_DAYS } from '@portal/contract/candidate-create';
import { CONSENT_VERSIONS } from '@portal/contract/consents';
import { eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { candidateProfiles } from '../../core/db/schema/candidates';
import { candidateConsents } from '../../core/db/schema/consents';
import { candidateInvitations } from '../../core/db/schema/cv-database';
import { users } from '../../core/db/schema/users';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { demoCandidate } from './demo-candidate';
import { noSignInHash } from './no-sign-in-hash';

const DAY = 86_400_000;
/** The recruiter-added candidate still to confirm: added ten days ago, so twenty days are left. */
export const AWAITING_EMAIL = 'added-awaiting@demo.example.com';
const ADDED_DAYS_AGO = 10;

/**
 * Consent and retention demo data (issue 29): the demo candidate's consents as her sign-up recorded
 * them (she has not subscribed to the weekly news, so no marketing consent), and a candidate the demo employer added who has
 * not confirmed yet (erased by the retention job if the claim link runs out). Idempotent: each part
 * is written only when missing.
 */
export async function seedDemoConsents(db: Db): Promise<void> {
  const aisha = await demoCandidate(db);
  if (aisha) {
    const has = await db
      .select({ id: candidateConsents.id })
      .from(candidateConsents)
      .where(eq(candidateConsents.candidateId, aisha.id))
      .limit(1);
    if (!has.length) {
      const [user] = await db
        .select({ createdAt: users.createdAt })
        .from(users)
        .where(eq(users.id, aisha.id));
      const joined = user?.createdAt ?? new Date();
      const signUp = { candidateId: aisha.id, granted: true, source: 'sign_up' as const, createdAt: joined };
      await db.insert(candidateConsents).values([
        { ...signUp, kind: 'terms', version: CONSENT_VERSIONS.terms },
        { ...signUp, kind: 'privacy', version: CONSENT_VERSIONS.privacy },
        { ...signUp, kind: 'cv_database', version: CONSENT_VERSIONS.cv_database },
      ]);
    }
  }

  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, AWAITING_EMAIL));
  if (existing) return;
  const employerEmail = DEMO_ACCOUNTS.find((a) => a.role === 'employer')?.email ?? '';
  const [recruiter] = await db
    .select({ id: users.id, clientId: users.clientId })
    .from(users)
    .where(eq(users.email, employerEmail));
  if (!recruiter) return;
  const added = new Date(Date.now() - ADDED_DAYS_AGO * DAY);
  const [person] = await db
    .insert(users)
    .values({
      email: AWAITING_EMAIL,
      passwordHash: await noSignInHash(),
      role: 'candidate',
      firstName: 'Omar',
      lastName: 'Siddiqui',
      phone: '+971 50 246 8013',
      createdAt: added,
    })
    .returning({ id: users.id });
  if (!person) return;
  await db.insert(candidateProfiles).values({ userId: person.id, headline: 'Reach truck operator' });
  await db.insert(candidateInvitations).values({
    candidateId: person.id,
    clientId: recruiter.clientId,
    createdBy: recruiter.id,
    // Nobody holds the link: the demo shows the state, the claim itself is the journeys' business.
    tokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
    expiresAt: new Date(added.getTime() + CLAIM_DAYS * DAY),
    createdAt: added,
  });
}
