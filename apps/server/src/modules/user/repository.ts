import type { Locale } from '@portal/contract/locale';
import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { clients } from '../../core/db/schema/clients';
import { revokedTokens } from '../../core/db/schema/sessions';
import { users } from '../../core/db/schema/users';
import { AppError } from '../../core/lib/app-error';
import type { UserRow, UserWithClient } from '../../platform/auth/signed-in-user';
import { catalogue } from './i18n';

export type { ClientRow, UserRow, UserWithClient } from '../../platform/auth/signed-in-user';

async function findWithClient(db: Db, where: ReturnType<typeof eq>): Promise<UserWithClient | null> {
  const [row] = await db.select().from(users).leftJoin(clients, eq(users.clientId, clients.id)).where(where);
  return row ? { ...row.users, client: row.clients } : null;
}

export const findUserByEmail = (db: Db, email: string) =>
  findWithClient(db, eq(users.email, email.toLowerCase()));
export const findUserById = (db: Db, id: number) => findWithClient(db, eq(users.id, id));

/**
 * A signed-in request's lookup in one round trip: the user a token names, with their organisation,
 * and whether that token was ended (user/logout). `user` is null when there is no such user.
 */
const sessionQuery = (db: Db) =>
  db
    .select({
      revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${sql.placeholder('jti')})`,
      users,
      clients,
    })
    .from(users)
    .leftJoin(clients, eq(users.clientId, clients.id))
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('find_session');
// Built once per database, a named statement each connection plans once: every signed-in request
// runs it, and building it each time cost ~4 % of the server thread under the CV search's load.
const sessionQueries = new WeakMap<Db, ReturnType<typeof sessionQuery>>();

export async function findSession(
  db: Db,
  id: number,
  jti: string,
): Promise<{ user: UserWithClient | null; revoked: boolean }> {
  let query = sessionQueries.get(db);
  if (!query) {
    query = sessionQuery(db);
    sessionQueries.set(db, query);
  }
  const [row] = await query.execute({ id, jti });
  return row
    ? { user: { ...row.users, client: row.clients }, revoked: row.revoked }
    : { user: null, revoked: false };
}

export async function emailExists(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
  return row !== undefined;
}

export const DUPLICATE_EMAIL = catalogue.text('errors.account_with_email_already_exists');

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Inserts a user; a concurrent registration of the same address becomes the same 409. */
export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  if (await emailExists(db, values.email)) throw AppError.conflict(DUPLICATE_EMAIL);
  try {
    const [row] = await db.insert(users).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) throw AppError.conflict(DUPLICATE_EMAIL);
    throw err;
  }
}

export async function touchLastLogin(db: Db, id: number): Promise<void> {
  await db.update(users).set({ lastLoginAt: sql`now()` }).where(eq(users.id, id));
}

export async function countOtherUsersOfClient(db: Db, clientId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.clientId, clientId), ne(users.id, userId)));
  return row?.n ?? 0;
}

/** Serialises changes that could leave no active administrator (last-admin.ts). */
export async function lockAdminChanges(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(727002)`);
}

/**
 * The other active holders of the built-in administrator role: the ones that keep the portal
 * administrable (a custom role on the administrator's kind, or a suspended account, does not).
 */
export async function countOtherActiveAdmins(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(
      and(
        eq(users.role, 'master_admin'),
        isNull(users.customRole),
        eq(users.status, 'active'),
        ne(users.id, userId),
      ),
    );
  return row?.n ?? 0;
}

/** Deletes the user; their password resets go with them (ON DELETE CASCADE). */
export async function deleteUser(db: Db, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

export async function deleteClient(db: Db, id: number): Promise<void> {
  await db.delete(clients).where(eq(clients.id, id));
}

export async function setPassword(db: Db, id: number, passwordHash: string): Promise<void> {
  // Bumping the token version ends every session signed in with the old password.
  await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

/** The language of the user's pages and mail (users.locale). */
export async function setLocale(db: Db, id: number, locale: Locale): Promise<void> {
  await db.update(users).set({ locale, updatedAt: sql`now()` }).where(eq(users.id, id));
}

/** Addresses of the portal's staff, who review registrations. */
/** The operator's administrators: who hears of a new registration. */
export async function staffEmails(db: Db): Promise<{ email: string; firstName: string; locale: Locale }[]> {
  return db
    .select({ email: users.email, firstName: users.firstName, locale: users.locale })
    .from(users)
    .innerJoin(clients, eq(clients.id, users.clientId))
    .where(and(eq(users.role, 'master_admin'), eq(clients.isOperator, true)));
}

export function toUserSummary(u: UserRow) {
  return {
    id: u.id,
    role: u.role,
    email: u.email,
    first_name: u.firstName,
    last_name: u.lastName,
    phone: u.phone,
    profile_photo: u.profilePhoto,
    client_id: u.clientId,
    locale: u.locale,
  };
}
