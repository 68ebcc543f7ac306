import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../core/db/client';
import { clients } from '../../core/db/schema/clients';
import { companyBranches, companyContacts, companyProfiles } from '../../core/db/schema/companies';
import { masterItems } from '../../core/db/schema/master-data';
import { users } from '../../core/db/schema/users';

export type ProfileRow = typeof companyProfiles.$inferSelect;
export type BranchRow = typeof companyBranches.$inferSelect;
export type ContactRow = typeof companyContacts.$inferSelect;
type ContactValues = Omit<typeof companyContacts.$inferInsert, 'id' | 'clientId'>;
type BranchValues = Omit<typeof companyBranches.$inferInsert, 'id' | 'clientId'>;

// Reads

export async function organisationById(db: Db, clientId: number) {
  const [row] = await db.select().from(clients).where(eq(clients.id, clientId));
  return row;
}

export async function profileRow(db: Db, clientId: number): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(companyProfiles).where(eq(companyProfiles.clientId, clientId));
  return row;
}

/** The profiles of many organisations at once (those without one are absent). */
export function profileRows(db: Db, clientIds: number[]) {
  return db
    .select()
    .from(companyProfiles)
    .where(inArray(companyProfiles.clientId, [...new Set(clientIds)]));
}

/** An organisation's offices, head office first. */
export function branchRows(db: Db, clientId: number) {
  return db
    .select()
    .from(companyBranches)
    .where(eq(companyBranches.clientId, clientId))
    .orderBy(desc(companyBranches.isHeadOffice), asc(companyBranches.id));
}

/** An organisation's contacts, every one of them (the profile's owner sees the private ones). */
export const contactRows = (db: Db, clientId: number) =>
  db
    .select()
    .from(companyContacts)
    .where(eq(companyContacts.clientId, clientId))
    .orderBy(asc(companyContacts.id));

/** The contacts marked public, with the fields the public page shows and nothing else. */
export const publicContactRows = (db: Db, clientId: number) =>
  db
    .select({
      id: companyContacts.id,
      name: companyContacts.name,
      role: companyContacts.role,
      email: companyContacts.email,
      phone: companyContacts.phone,
    })
    .from(companyContacts)
    .where(and(eq(companyContacts.clientId, clientId), eq(companyContacts.isPublic, true)))
    .orderBy(asc(companyContacts.id));

/** Master items by id with their list and parent: the check of an office's emirate and city. */
export const placeItems = (db: Db, ids: number[]) =>
  db
    .select({ id: masterItems.id, list: masterItems.list, parentId: masterItems.parentId })
    .from(masterItems)
    .where(inArray(masterItems.id, ids));

/** The profile holding this logo or cover key, with both images' keys and sizes. */
export async function imageOwner(db: Db, key: string) {
  const [row] = await db
    .select({
      logoKey: companyProfiles.logoKey,
      logoSize: companyProfiles.logoSize,
      coverKey: companyProfiles.coverKey,
      coverSize: companyProfiles.coverSize,
    })
    .from(companyProfiles)
    .where(sql`${companyProfiles.logoKey} = ${key} or ${companyProfiles.coverKey} = ${key}`);
  return row;
}

// The profile row

/** Makes the organisation's profile row if it has none and locks it for this transaction. */
export async function lockProfile(tx: Db, clientId: number): Promise<ProfileRow> {
  await tx.insert(companyProfiles).values({ clientId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(companyProfiles)
    .where(eq(companyProfiles.clientId, clientId))
    .for('update');
  if (!row) throw new Error('company profile row vanished');
  return row;
}

/** Changes the profile's columns (none: only its update time, as a change to its contacts or offices). */
export async function updateProfile(
  db: Db,
  clientId: number,
  set: PgUpdateSetSource<typeof companyProfiles> = {},
) {
  await db
    .update(companyProfiles)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(companyProfiles.clientId, clientId));
}

// Contacts

export async function contactCount(db: Db, clientId: number): Promise<number> {
  const [n] = await db
    .select({ n: count() })
    .from(companyContacts)
    .where(eq(companyContacts.clientId, clientId));
  return n?.n ?? 0;
}

export async function insertContact(db: Db, clientId: number, values: ContactValues) {
  const [row] = await db
    .insert(companyContacts)
    .values({ clientId, ...values })
    .returning();
  return row;
}

const ownContact = (clientId: number, id: number) =>
  and(eq(companyContacts.id, id), eq(companyContacts.clientId, clientId));

/** Changes one of the organisation's contacts; undefined when it has no such contact. */
export async function updateContact(db: Db, clientId: number, id: number, values: ContactValues) {
  const [row] = await db.update(companyContacts).set(values).where(ownContact(clientId, id)).returning();
  return row;
}

/** Deletes one of the organisation's contacts; false when it has no such contact. */
export async function deleteContact(db: Db, clientId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(companyContacts)
    .where(ownContact(clientId, id))
    .returning({ id: companyContacts.id });
  return rows.length > 0;
}

// Offices

const ownBranch = (clientId: number, id: number): SQL | undefined =>
  and(eq(companyBranches.id, id), eq(companyBranches.clientId, clientId));

export async function branchCount(db: Db, clientId: number): Promise<number> {
  const [n] = await db
    .select({ n: count() })
    .from(companyBranches)
    .where(eq(companyBranches.clientId, clientId));
  return n?.n ?? 0;
}

/** Locks one of the organisation's offices for this transaction; false when it has no such office. */
export async function lockBranch(tx: Db, clientId: number, id: number): Promise<boolean> {
  const [found] = await tx
    .select({ id: companyBranches.id })
    .from(companyBranches)
    .where(ownBranch(clientId, id))
    .for('update');
  return found !== undefined;
}

/** No office of the organisation is its head office any more. */
export async function clearHeadOffice(db: Db, clientId: number) {
  await db.update(companyBranches).set({ isHeadOffice: false }).where(eq(companyBranches.clientId, clientId));
}

export async function insertBranch(db: Db, clientId: number, values: BranchValues) {
  const [row] = await db
    .insert(companyBranches)
    .values({ clientId, ...values })
    .returning();
  return row;
}

export async function updateBranch(db: Db, clientId: number, id: number, values: BranchValues) {
  const [row] = await db.update(companyBranches).set(values).where(ownBranch(clientId, id)).returning();
  return row;
}

/** Deletes one of the organisation's offices; false when it has no such office. */
export async function deleteBranch(db: Db, clientId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(companyBranches)
    .where(ownBranch(clientId, id))
    .returning({ id: companyBranches.id });
  return rows.length > 0;
}

// The employer's own details

export async function userById(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function updateUserNames(
  db: Db,
  id: number,
  set: { firstName?: string; lastName?: string; phone?: string | null },
) {
  await db
    .update(users)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}
