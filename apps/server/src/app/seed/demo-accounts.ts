import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ClientType, Role } from '@portal/contract/roles';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { clients } from '../../core/db/schema/clients';
import { users } from '../../core/db/schema/users';
import { generateReadablePassword, hashPassword } from '../../core/lib/passwords';
import { DEMO_EMPLOYERS, type DemoEmployer } from './demo-employers';

/** Staff accounts belong to the operator; the demo employer is a tenant; candidates have no organisation. */
type DemoOrg = 'operator' | 'employer';
type DemoAccount = {
  role: Role;
  email: string;
  firstName: string;
  lastName: string;
  org: DemoOrg | null;
  /** When the account was made, in days before the seed ran: the staff before the demo history. */
  joinedDaysAgo: number;
};

/** One account per role (DESIGN.md section 6). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    role: 'candidate',
    email: 'candidate@demo.example.com',
    firstName: 'Aisha',
    lastName: 'Rahman',
    org: null,
    joinedDaysAgo: 47,
  },
  {
    role: 'employer',
    email: 'employer@demo.example.com',
    firstName: 'Omar',
    lastName: 'Haddad',
    org: 'employer',
    joinedDaysAgo: 56,
  },
  {
    role: 'consultancy',
    email: 'consultancy@demo.example.com',
    firstName: 'Priya',
    lastName: 'Nair',
    org: 'operator',
    joinedDaysAgo: 96,
  },
  {
    role: 'consultancy_admin',
    email: 'consultancy_admin@demo.example.com',
    firstName: 'James',
    lastName: 'Carter',
    org: 'operator',
    joinedDaysAgo: 118,
  },
  {
    role: 'ats',
    email: 'ats@demo.example.com',
    firstName: 'Maria',
    lastName: 'Santos',
    org: 'operator',
    joinedDaysAgo: 74,
  },
  {
    role: 'master_admin',
    email: 'admin@demo.example.com',
    firstName: 'Nadia',
    lastName: 'Karimi',
    org: 'operator',
    joinedDaysAgo: 120,
  },
];

/** The portal started before the demo history: its operator is older than any of it. */
const OPERATOR_JOINED_DAYS_AGO = 120;

/** The demo employer (a tenant) and the operator's name on a fresh database. */
export const DEMO_ORGS: Record<ClientType, string> = {
  employer: (DEMO_EMPLOYERS[0] as DemoEmployer).name,
  consultancy: 'Desert Bridge Logistics Recruitment',
};

export const demoAccountsFile = (dataDir: string) => path.join(dataDir, 'demo-accounts.txt');

async function demoOrgId(db: Db, org: DemoOrg): Promise<number> {
  return org === 'operator' ? seedOperator(db) : demoEmployerId(db, DEMO_EMPLOYERS[0] as DemoEmployer);
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** A demo employer's organisation, made (registered, and activated a day later) when missing. */
export async function demoEmployerId(
  db: Db,
  employer: Pick<DemoEmployer, 'name' | 'joinedDaysAgo'>,
  status: 'active' | 'pending' = 'active',
): Promise<number> {
  const [existing] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.type, 'employer'), eq(clients.name, employer.name)));
  if (existing) return existing.id;
  const [created] = await db
    .insert(clients)
    .values({
      type: 'employer',
      name: employer.name,
      status,
      createdAt: daysAgo(employer.joinedDaysAgo),
      activatedAt: status === 'active' ? daysAgo(employer.joinedDaysAgo - 1) : null,
    })
    .returning({ id: clients.id });
  if (!created) throw new Error('Seed: could not create a demo organisation');
  return created.id;
}

/**
 * The operator organisation (DESIGN.md "Tenancy"): the one marked `is_operator`, made here on a
 * fresh database. A database older than tenancy got its operator from the tenancy migration (migrations/*_tenancy.sql).
 */
export async function seedOperator(db: Db): Promise<number> {
  const [existing] = await db.select({ id: clients.id }).from(clients).where(eq(clients.isOperator, true));
  if (existing) return existing.id;
  const [created] = await db
    .insert(clients)
    .values({
      type: 'consultancy',
      name: DEMO_ORGS.consultancy,
      status: 'active',
      createdAt: daysAgo(OPERATOR_JOINED_DAYS_AGO),
      activatedAt: daysAgo(OPERATOR_JOINED_DAYS_AGO),
      isOperator: true,
    })
    .returning({ id: clients.id });
  if (!created) throw new Error('Seed: could not create the operator organisation');
  return created.id;
}

/**
 * Creates the demo organisations and accounts that do not exist yet. The password is DEMO_PASSWORD,
 * or generated once and written to DATA_DIR/demo-accounts.txt (0600); it is never logged.
 */
export async function seedDemoAccounts(db: Db, opts: { dataDir: string; demoPassword: string | null }) {
  const existing = new Set((await db.select({ email: users.email }).from(users)).map((u) => u.email));
  const missing = DEMO_ACCOUNTS.filter((a) => !existing.has(a.email));
  if (missing.length === 0) return;
  const password = opts.demoPassword ?? generateReadablePassword();
  const passwordHash = await hashPassword(password);
  const orgIds: Partial<Record<DemoOrg, number>> = {};
  for (const account of missing) {
    let clientId: number | null = null;
    if (account.org) {
      clientId = orgIds[account.org] ?? (await demoOrgId(db, account.org));
      orgIds[account.org] = clientId;
    }
    await db
      .insert(users)
      .values({
        email: account.email,
        passwordHash,
        role: account.role,
        firstName: account.firstName,
        lastName: account.lastName,
        phone: '+971500000000',
        clientId,
        createdAt: daysAgo(account.joinedDaysAgo),
        updatedAt: daysAgo(account.joinedDaysAgo),
      })
      .onConflictDoNothing();
  }
  if (!opts.demoPassword) {
    mkdirSync(opts.dataDir, { recursive: true, mode: 0o700 });
    const lines = missing.map((a) => `${a.role}\t${a.email}\t${password}`);
    const header =
      '# Demo accounts of the Logistics Jobs portal. Keep this file private.\n# role\temail\tpassword\n';
    writeFileSync(demoAccountsFile(opts.dataDir), `${header}${lines.join('\n')}\n`, { mode: 0o600 });
  }
}

/** What server.ts prints at start: accounts and where the password is, never the password. */
export function demoBannerLines(opts: { dataDir: string; demoPassword: string | null }): string[] {
  const file = demoAccountsFile(opts.dataDir);
  const where = opts.demoPassword
    ? 'Password: as set in DEMO_PASSWORD.'
    : existsSync(file)
      ? `Password: in ${file}`
      : `Password: ${file} is missing (the accounts were seeded elsewhere); reset it via "Forgot password".`;
  const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.role.length));
  return [
    'Demo accounts:',
    ...DEMO_ACCOUNTS.map((a) => `  ${a.role.padEnd(width)}  ${a.email}`),
    `  ${where}`,
  ];
}
