import {
  ENQUIRY_HONEYPOT,
  ENQUIRY_SERVICE_LABEL,
  ENQUIRY_STATUSES,
  type Enquiry,
  type EnquiryDetail,
  type EnquiryListQuery,
  type EnquiryStatus,
  type enquiryCreateSchema,
} from '@portal/contract/enquiries';
import { STAFF_ROLES } from '@portal/contract/roles';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { clients } from '../../db/schema/clients';
import { enquiries, enquiryNotes } from '../../db/schema/enquiries';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';
import { enqueueMail } from '../../mail/outbox';
import { compose } from '../../mail/templates';
import { toCsv } from '../applicants/csv';
import { staffEmails } from '../user';

type Row = typeof enquiries.$inferSelect;
type CreateBody = z.infer<typeof enquiryCreateSchema>;
type Deps = { db: Db; publicUrl: string; notifyMail: () => void };

const NOT_FOUND = 'Enquiry not found.';
const like = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** Staff of the operator (who may be assigned an enquiry), by id. */
async function operatorStaff(db: Db, ids?: number[]) {
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

function filters(q: Omit<EnquiryListQuery, 'page' | 'page_size'>, withStatus = true): SQL | undefined {
  return and(
    withStatus && q.status ? eq(enquiries.status, q.status) : undefined,
    q.service ? eq(enquiries.service, q.service) : undefined,
    q.assignee ? eq(enquiries.assigneeId, q.assignee) : undefined,
    q.q
      ? sql`(${enquiries.name} ilike ${like(q.q)} or ${enquiries.company} ilike ${like(q.q)} or ${enquiries.email} ilike ${like(q.q)} or ${enquiries.message} ilike ${like(q.q)})`
      : undefined,
  );
}

export function createEnquiryService({ db, publicUrl, notifyMail }: Deps) {
  async function toEnquiries(rows: Row[]): Promise<Enquiry[]> {
    const staff = await operatorStaff(db, [
      ...new Set(rows.flatMap((r) => (r.assigneeId ? [r.assigneeId] : []))),
    ]);
    const names = new Map(staff.map((s) => [s.id, fullName(s)]));
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      company: r.company,
      email: r.email,
      phone: r.phone,
      service: r.service,
      message: r.message,
      status: r.status,
      assignee: r.assigneeId ? { id: r.assigneeId, name: names.get(r.assigneeId) ?? 'Former staff' } : null,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    }));
  }

  async function find(id: number): Promise<Row> {
    const [row] = await db.select().from(enquiries).where(eq(enquiries.id, id));
    if (!row) throw AppError.notFound(NOT_FOUND);
    return row;
  }

  return {
    /**
     * Stores the enquiry and mails the operator's administrators, in one transaction. A filled
     * honeypot means a bot: nothing is stored or sent, and the answer is the same, so the bot
     * learns nothing. Returns whether it was kept.
     */
    async create(body: CreateBody): Promise<boolean> {
      if (body[ENQUIRY_HONEYPOT]?.trim()) return false;
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(enquiries)
          .values({
            name: body.name,
            company: body.company ?? null,
            email: body.email,
            phone: body.phone ?? null,
            service: body.service,
            message: body.message,
          })
          .returning({ id: enquiries.id });
        if (!row) throw new Error('insert returned no row');
        const mail = compose(
          `New enquiry: ${ENQUIRY_SERVICE_LABEL[body.service]} from ${body.name}`,
          [
            `${body.name}${body.company ? ` of ${body.company}` : ''} sent an enquiry about ${ENQUIRY_SERVICE_LABEL[body.service].toLowerCase()}.`,
            `E-mail: ${body.email}${body.phone ? ` · Phone: ${body.phone}` : ''}`,
            body.message,
          ],
          { href: `${publicUrl}/admin-pannel/enquiries/${row.id}`, label: 'Open the enquiry' },
        );
        const staff = await staffEmails(tx);
        // Replies go straight to the person who asked.
        await enqueueMail(
          tx,
          staff.map((s) => ({ to: s.email, ...mail, headers: { 'Reply-To': body.email } })),
        );
      });
      notifyMail();
      return true;
    },

    async list(q: EnquiryListQuery) {
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
      const counts = Object.fromEntries(ENQUIRY_STATUSES.map((s) => [s, 0])) as Record<EnquiryStatus, number>;
      for (const r of byStatus) counts[r.status] = r.n;
      return { data: await toEnquiries(rows), total: total?.n ?? 0, counts };
    },

    async get(id: number): Promise<EnquiryDetail> {
      const [enquiry] = await toEnquiries([await find(id)]);
      const notes = await db
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
        .where(eq(enquiryNotes.enquiryId, id))
        .orderBy(asc(enquiryNotes.createdAt), asc(enquiryNotes.id));
      if (!enquiry) throw AppError.notFound(NOT_FOUND);
      return {
        ...enquiry,
        notes: notes.map((n) => ({
          id: n.id,
          body: n.body,
          author:
            n.authorId && n.firstName != null
              ? { id: n.authorId, name: fullName({ firstName: n.firstName, lastName: n.lastName ?? '' }) }
              : null,
          created_at: n.createdAt.toISOString(),
        })),
      };
    },

    async update(id: number, change: { status?: EnquiryStatus; assignee_id?: number | null }) {
      if (change.assignee_id) {
        const [staff] = await operatorStaff(db, [change.assignee_id]);
        if (!staff) throw AppError.validation({ assignee_id: ['Choose a member of staff'] });
      }
      const [row] = await db
        .update(enquiries)
        .set({
          ...(change.status ? { status: change.status } : {}),
          ...(change.assignee_id !== undefined ? { assigneeId: change.assignee_id } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(enquiries.id, id))
        .returning({ id: enquiries.id });
      if (!row) throw AppError.notFound(NOT_FOUND);
      return this.get(id);
    },

    async addNote(id: number, authorId: number, body: string) {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(enquiries)
          .set({ updatedAt: sql`now()` })
          .where(eq(enquiries.id, id))
          .returning({ id: enquiries.id });
        if (!row) throw AppError.notFound(NOT_FOUND);
        await tx.insert(enquiryNotes).values({ enquiryId: id, authorId, body });
      });
      return this.get(id);
    },

    async assignees() {
      return (await operatorStaff(db)).map((s) => ({ id: s.id, name: fullName(s) }));
    },

    /** Every enquiry the filters find, oldest last, as CSV (formula-safe cells). */
    async csv(q: Omit<EnquiryListQuery, 'page' | 'page_size'>): Promise<string> {
      const rows = await db
        .select()
        .from(enquiries)
        .where(filters(q))
        .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
        .limit(50_000);
      const list = await toEnquiries(rows);
      return toCsv([
        ['id', 'received', 'status', 'service', 'name', 'company', 'email', 'phone', 'assignee', 'message'],
        ...list.map((e) => [
          e.id,
          e.created_at,
          e.status,
          e.service,
          e.name,
          e.company,
          e.email,
          e.phone,
          e.assignee?.name,
          e.message,
        ]),
      ]);
    },
  };
}
