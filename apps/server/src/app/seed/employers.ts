import { inArray } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { users } from '../../core/db/schema/users';
import { demoEmployerId } from './demo-accounts';
import { DEMO_EMPLOYERS, PENDING_EMPLOYERS } from './demo-employers';
import { noSignInHash } from './no-sign-in-hash';

/**
 * The demo portal's other employers (the demo employer account's is made with the demo accounts):
 * each organisation, active since a day after it registered, and its recruiter's account; and one
 * that registered in the last days and waits for the staff to activate it. Nobody
 * signs in as these recruiters (noSignInHash). Idempotent.
 */
export async function seedDemoEmployers(db: Db): Promise<void> {
  const employers = [
    ...DEMO_EMPLOYERS.map((e) => ({ ...e, status: 'active' as const })),
    ...PENDING_EMPLOYERS.map((e) => ({ ...e, status: 'pending' as const })),
  ];
  const owners = employers.flatMap((e) => (e.owner ? [e.owner] : []));
  const have = new Set(
    (
      await db
        .select({ email: users.email })
        .from(users)
        .where(
          inArray(
            users.email,
            owners.map((o) => o.email),
          ),
        )
    ).map((u) => u.email),
  );
  let passwordHash: string | null = null;
  for (const employer of employers) {
    const clientId = await demoEmployerId(db, employer, employer.status);
    const owner = employer.owner;
    if (!owner || have.has(owner.email)) continue;
    passwordHash ??= await noSignInHash();
    const joined = new Date(Date.now() - employer.joinedDaysAgo * 86_400_000);
    await db.insert(users).values({
      email: owner.email,
      passwordHash,
      role: 'employer',
      firstName: owner.firstName,
      lastName: owner.lastName,
      clientId,
      createdAt: joined,
      updatedAt: joined,
    });
  }
}
