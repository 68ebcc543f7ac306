import type { EnquiryListQuery, EnquiryStatus } from '@portal/contract/enquiries';
import { STAFF_ROLES } from '@portal/contract/roles';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { clients } from '../../core/db/schema/clients';
import { enquiries, enquiryNotes } from '../../core/db/schema/enquiries';
import { users } from '../../core/db/schema/users';

export type EnquiryRow = typeof enquiries.$inferSelect;
type NewEnquiry = typeof enquiries.$inferInsert;
export type EnquiryFilters = Omit<EnquiryListQuery, 'page' | 'page_size'>;

const like = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** Staff of the operator (who may be assigned an enquiry), by name; only the ids given when given. */
export function operatorStaff(db: Db, ids?: number[]) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .innerJoin(clients, eq(clients.id, users.clientId))
    .where(
      and(
        eq(clients.isOperator, true),
        inArray(users.role, [...STAFF_ROLES]),
        ids ? inArray(users.id, ids.length ? ids : [-1]) : undefined,
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName));
}

function filters(q: EnquiryFilters, withStatus = true): SQL | undefined {
  return and(
    withStatus && q.status ? eq(enquiries.status, q.status) : undefined,
    q.service ? eq(enquiries.service, q.service) : undefined,
    q.assignee ? eq(enquiries.assigneeId, q.assignee) : undefined,
    q.q
      ? sql`(${enquiries.name} ilike ${like(q.q)} or ${enquiries.company} ilike ${like(q.q)} or ${enquiries.email} ilike ${like(q.q)} or ${enquiries.message} ilike ${like(q.q)})`
      : undefined,
  );
}

export async function enquiryById(db: Db, id: number) {
  const [row] = await db.select().from(enquiries).where(eq(enquiries.id, id));
  return row;
}

export async function insertEnquiry(db: Db, values: NewEnquiry) {
  const [row] = await db.insert(enquiries).values(values).returning({ id: enquiries.id });
  return row;
}

/**
 * One page of the enquiries the filters find, newest first, their number, and how many each
 * status holds under the other filters (the tabs' counts).
 */
export async function enquiryPage(db: Db, q: EnquiryListQuery) {
  const where = filters(q);
  const [rows, [total], byStatus] = await Promise.all([
    db
      .select()
      .from(enquiries)
      .where(where)
      .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(enquiries).where(where),
    db
      .select({ status: enquiries.status, n: count() })
      .from(enquiries)
      .where(filters(q, false))
      .groupBy(enquiries.status),
  ]);
  return { rows, total: total?.n ?? 0, byStatus };
}

/** Every enquiry the filters find (up to 50,000), newest first: the CSV's rows. */
export function enquiriesForExport(db: Db, q: EnquiryFilters) {
  return db
    .select()
    .from(enquiries)
    .where(filters(q))
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(50_000);
}

/** An enquiry's notes, oldest first, with their authors' names (none for a deleted author). */
export function enquiryNotesOf(db: Db, enquiryId: number) {
  return db
    .select({
      id: enquiryNotes.id,
      body: enquiryNotes.body,
      createdAt: enquiryNotes.createdAt,
      authorId: enquiryNotes.authorId,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(enquiryNotes)
    .leftJoin(users, eq(users.id, enquiryNotes.authorId))
    .where(eq(enquiryNotes.enquiryId, enquiryId))
    .orderBy(asc(enquiryNotes.createdAt), asc(enquiryNotes.id));
}

/** Changes an enquiry (its update time always); false when there is no such enquiry. */
export async function updateEnquiry(
  db: Db,
  id: number,
  change: { status?: EnquiryStatus; assigneeId?: number | null } = {},
): Promise<boolean> {
  const rows = await db
    .update(enquiries)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(enquiries.id, id))
    .returning({ id: enquiries.id });
  return rows.length > 0;
}

export async function insertEnquiryNote(
  db: Db,
  values: { enquiryId: number; authorId: number; body: string },
) {
  await db.insert(enquiryNotes).values(values);
}
