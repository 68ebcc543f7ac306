import { DEFAULT_ROLE_PERMISSIONS } from '@portal/contract/permissions';
import type { Role } from '@portal/contract/roles';
import type { SettingsUpdate } from '@portal/contract/settings';
import { eq, sql } from 'drizzle-orm';
import type { S3Settings } from '../../core/config';
import type { Db } from '../../core/db/client';
import { settings } from '../../core/db/schema/settings';
import { rolePermissions } from '../../core/db/schema/users';
import { normaliseCandidatePhones } from '../../modules/candidate-create';
import { adoptStoredCvs } from '../../modules/files';
import { initialPublicSettings } from '../../modules/settings';
import { seedAccessControl } from './access-control';
import { seedCompanyProfiles } from './company-profiles';
import { seedCvDatabase } from './cv-database';
import { seedDemoCvFiles } from './cv-files';
import { seedDemoAccounts, seedOperator } from './demo-accounts';
import { seedDemoActivity } from './demo-activity';
import { seedArabicTexts } from './demo-arabic';
import { seedDemoCandidate } from './demo-candidate';
import { seedDemoConsents } from './demo-consents';
import { seedDemoDemand } from './demo-demand';
import { seedDemoDuplicate } from './demo-duplicate';
import { seedDemoInterviews } from './demo-interviews';
import { seedDemoJobs } from './demo-jobs';
import { seedDemoMessages } from './demo-messages';
import { seedDemoOffers } from './demo-offers';
import { seedDemoReports } from './demo-reports';
import { seedSalaryHistory } from './demo-salary-history';
import { seedDemoScorecards } from './demo-scorecards';
import { seedDemoScreening } from './demo-screening';
import { seedDemoSources } from './demo-sources';
import { seedDemoTasks } from './demo-tasks';
import { seedDemoTeam } from './demo-team';
import { seedDemoEmployers } from './employers';
import { seedEnquiries } from './enquiries';
import { seedExchangeRates } from './exchange-rates';
import { seedMasterData } from './master-data';
import { seedNews } from './news';
import { seedPages } from './pages';
import { seedPlans } from './plans';
import { seedDemoCampaign, seedEmailTemplates } from './recruiter-email';
import { seedSubscribers } from './subscribers';

/** Bump when the seed gains something; every step is idempotent, the marker only skips work. */
export const SEED_VERSION = 25;
const MARKER = 'seed.version';
const SEED_LOCK_KEY = 727_001;

export type SeedOptions = {
  dataDir: string;
  demoPassword: string | null;
  /** Where seeded images go when uploads are in a bucket (else DATA_DIR/uploads). */
  s3?: S3Settings | null;
  /** Settings given in the environment, stored instead of the placeholders on a fresh start. */
  initialSettings?: SettingsUpdate;
};

/** Seeds master data, permissions, public settings and demo accounts. Returns whether it ran. */
export async function runSeed(db: Db, opts: SeedOptions): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Two servers starting together on one PostgreSQL must not both seed: the second waits here,
    // then sees the marker.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [marker] = await tx
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, MARKER));
    if (typeof marker?.value === 'number' && marker.value >= SEED_VERSION) return false;
    await seedMasterData(tx);
    await seedExchangeRates(tx);
    await seedGrants(tx);
    await tx
      .insert(settings)
      .values(
        Object.entries(initialPublicSettings(opts.initialSettings ?? {})).map(([key, value]) => ({
          key,
          value,
        })),
      )
      .onConflictDoNothing();
    await seedOperator(tx);
    await seedDemoAccounts(tx, opts);
    await seedDemoEmployers(tx);
    await seedDemoJobs(tx);
    await seedEmailTemplates(tx);
    await seedPlans(tx);
    await seedCvDatabase(tx);
    await seedDemoCvFiles(tx, opts);
    await seedDemoCandidate(tx, opts);
    await seedDemoConsents(tx);
    // The demo CVs stored on profiles become their candidates' default CVs (issue 29).
    await adoptStoredCvs(tx);
    await seedDemoActivity(tx);
    await seedDemoCampaign(tx);
    await seedCompanyProfiles(tx, opts);
    await seedEnquiries(tx);
    await seedNews(tx, opts);
    await seedPages(tx);
    await seedSubscribers(tx);
    await seedAccessControl(tx);
    // issue 28: offers
    await seedDemoOffers(tx, opts);
    await seedDemoMessages(tx, opts);
    await seedDemoInterviews(tx);
    await seedDemoScreening(tx);
    await seedDemoScorecards(tx, opts);
    // Issue 30: what job seekers searched for, and each staff member's own work and the team's.
    await seedDemoDemand(tx);
    await seedDemoTeam(tx);
    // Issue 30: views per day and interviews held, for the activity reports.
    await seedDemoReports(tx);
    // Issue 29: a likely duplicate to merge (its local phone is made E.164 just below).
    await seedDemoDuplicate(tx);
    // Issue 30: a year of closed postings behind the salary pages.
    await seedSalaryHistory(tx);
    // Issue 30: tasks and a proposal for the demo employer and the operator's staff.
    await seedDemoTasks(tx);
    // Issue 30: the demo applicants' ways in (search, alerts, campaigns...) and utm_source values.
    await seedDemoSources(tx);
    // Issue 31: demo jobs and a news article in Arabic as well.
    await seedArabicTexts(tx);
    // Issue 29: phones as E.164, the demo's and those stored before (idempotent).
    await normaliseCandidatePhones(tx);
    await tx
      .insert(settings)
      .values({ key: MARKER, value: SEED_VERSION })
      .onConflictDoUpdate({ target: settings.key, set: { value: SEED_VERSION, updatedAt: new Date() } });
    return true;
  });
}

const GRANTS_MARKER = 'seed.grants';

/**
 * Adds the default grants this database has not been given yet. Grants seeded before are not
 * re-added, so a grant an administrator revoked stays revoked; new permission codes still arrive.
 */
async function seedGrants(tx: Db): Promise<void> {
  const [seeded] = await tx
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, GRANTS_MARKER));
  const done = new Set(Array.isArray(seeded?.value) ? (seeded.value as string[]) : []);
  const all = Object.entries(DEFAULT_ROLE_PERMISSIONS).flatMap(([role, perms]) =>
    perms.map((permission) => ({ role: role as Role, permission })),
  );
  const fresh = all.filter((g) => !done.has(`${g.role}:${g.permission}`));
  if (fresh.length > 0) await tx.insert(rolePermissions).values(fresh).onConflictDoNothing();
  const value = [...new Set([...done, ...all.map((g) => `${g.role}:${g.permission}`)])].sort();
  await tx
    .insert(settings)
    .values({ key: GRANTS_MARKER, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}
