import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { clients } from '../../core/db/schema/clients';
import { clientPlans, plans } from '../../core/db/schema/plans';
import { DEMO_ORGS } from './demo-accounts';

/** The pricing page's plans (features/content pricing); null is unlimited. */
export const SEED_PLANS = [
  {
    name: 'Basic',
    description: 'For occasional hiring: up to 3 jobs at a time.',
    activeJobs: 3,
    cvViews: 20,
    cvDownloads: 5,
    recruiterEmails: 20,
    users: 2,
  },
  {
    name: 'Standard',
    description: 'For growing logistics teams: up to 15 jobs at a time and the CV database.',
    activeJobs: 15,
    cvViews: 200,
    cvDownloads: 50,
    recruiterEmails: 100,
    users: 5,
  },
  {
    name: 'Premium',
    description: 'For high-volume hiring: unlimited jobs, full CV database access and campaigns.',
    activeJobs: null,
    cvViews: 1000,
    cvDownloads: 300,
    recruiterEmails: 500,
    users: 25,
  },
] as const;

/** Plans that do not exist yet (by name), and the demo employer on Premium from today when it has none. */
export async function seedPlans(db: Db): Promise<void> {
  for (const p of SEED_PLANS) {
    const [found] = await db
      .select({ id: plans.id })
      .from(plans)
      .where(sql`lower(${plans.name}) = lower(${p.name})`);
    if (!found) await db.insert(plans).values(p);
  }
  const [premium] = await db.select({ id: plans.id }).from(plans).where(eq(plans.name, 'Premium'));
  const [employer] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.type, 'employer'), eq(clients.name, DEMO_ORGS.employer)));
  if (!premium || !employer) return;
  await db
    .insert(clientPlans)
    .values({ clientId: employer.id, planId: premium.id, startsOn: new Date().toISOString().slice(0, 10) })
    .onConflictDoNothing();
}
