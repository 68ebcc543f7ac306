import type { Client, ClientListQuery } from '@portal/contract/clients';
import type { ClientStatus } from '@portal/contract/roles';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { clients } from '../../core/db/schema/clients';
import { users } from '../../core/db/schema/users';
import type { Caller } from '../../platform/tenancy/scope';
import { ownedBy } from '../../platform/tenancy/scope-repository';

type ClientRow = typeof clients.$inferSelect;

export async function insertClient(db: Db, values: typeof clients.$inferInsert): Promise<ClientRow> {
  const [row] = await db.insert(clients).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The row locked for the rest of the transaction, so two staff decisions cannot interleave. */
export async function lockClient(db: Db, caller: Caller, id: number): Promise<ClientRow | null> {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.id, id), ownedBy(caller, clients.id)))
    .for('update');
  return row ?? null;
}

export async function updateClientStatus(
  db: Db,
  id: number,
  status: ClientStatus,
  reason: string | null,
): Promise<void> {
  await db
    .update(clients)
    .set({
      status,
      statusReason: reason,
      updatedAt: sql`now()`,
      ...(status === 'active' ? { activatedAt: sql`coalesce(${clients.activatedAt}, now())` } : {}),
    })
    .where(eq(clients.id, id));
}

export async function clientUsers(db: Db, clientId: number) {
  return db
    .select({ email: users.email, firstName: users.firstName, locale: users.locale })
    .from(users)
    .where(eq(users.clientId, clientId))
    .orderBy(asc(users.id));
}

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
const likeTerm = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function withContacts(db: Db, rows: ClientRow[]): Promise<Client[]> {
  if (rows.length === 0) return [];
  const members = await db
    .select()
    .from(users)
    .where(
      inArray(
        users.clientId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(users.id));
  return rows.map((r) => {
    const own = members.filter((u) => u.clientId === r.id);
    const first = own[0];
    return {
      id: r.id,
      type: r.type,
      name: r.name,
      status: r.status,
      created_at: r.createdAt.toISOString(),
      activated_at: r.activatedAt?.toISOString() ?? null,
      contact: first
        ? { first_name: first.firstName, last_name: first.lastName, email: first.email, phone: first.phone }
        : null,
      user_count: own.length,
      is_operator: r.isOperator,
    };
  });
}

/** Organisations of one type the caller may see: all for the operator's staff, else its own. */
export async function listClients(
  db: Db,
  caller: Caller,
  q: ClientListQuery,
): Promise<{ items: Client[]; total: number }> {
  const filters: (SQL | undefined)[] = [eq(clients.type, q.type), ownedBy(caller, clients.id)];
  if (q.status) filters.push(eq(clients.status, q.status));
  if (q.q) {
    const term = likeTerm(q.q);
    const byContact = db.select({ id: users.clientId }).from(users).where(ilike(users.email, term));
    const match = or(ilike(clients.name, term), inArray(clients.id, byContact));
    if (match) filters.push(match);
  }
  const where = and(...filters);
  const [totalRow] = await db.select({ n: count() }).from(clients).where(where);
  const rows = await db
    .select()
    .from(clients)
    .where(where)
    .orderBy(desc(clients.createdAt), desc(clients.id))
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size);
  return { items: await withContacts(db, rows), total: totalRow?.n ?? 0 };
}

/** One organisation, when the caller may see it (its own, or any for the operator's staff). */
export async function getClient(db: Db, caller: Caller, id: number): Promise<Client | null> {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.id, id), ownedBy(caller, clients.id)));
  if (!row) return null;
  const [client] = await withContacts(db, [row]);
  return client ?? null;
}
