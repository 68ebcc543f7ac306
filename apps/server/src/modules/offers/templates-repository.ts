import { and, asc, count, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { offerTemplates } from '../../core/db/schema/offers';
import type { Caller } from '../../platform/tenancy/scope';
import { ownOrgOnly } from '../../platform/tenancy/scope-repository';

export type OfferTemplateRow = typeof offerTemplates.$inferSelect;

const likeTerm = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Templates are the organisation's own, the operator's staff included (never shared). */
export async function listOfferTemplates(
  db: Db,
  caller: Caller,
  q: { q?: string; page: number; page_size: number },
) {
  const where = and(
    ownOrgOnly(caller, offerTemplates.clientId),
    q.q ? ilike(offerTemplates.name, likeTerm(q.q)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(offerTemplates)
      .where(where)
      .orderBy(asc(offerTemplates.name), asc(offerTemplates.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(offerTemplates).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findOfferTemplate(db: Db, caller: Caller, id: number) {
  const [row] = await db
    .select()
    .from(offerTemplates)
    .where(and(eq(offerTemplates.id, id), ownOrgOnly(caller, offerTemplates.clientId)));
  return row;
}

export async function insertOfferTemplate(db: Db, values: typeof offerTemplates.$inferInsert) {
  const [row] = await db.insert(offerTemplates).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateOfferTemplate(db: Db, id: number, set: { name?: string; body?: string }) {
  const [row] = await db
    .update(offerTemplates)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(offerTemplates.id, id))
    .returning();
  return row;
}

export async function deleteOfferTemplate(db: Db, id: number) {
  await db.delete(offerTemplates).where(eq(offerTemplates.id, id));
}

/** Whether the organisation has any offer template (the seed adds the default to those without). */
export async function hasOfferTemplate(db: Db, clientId: number) {
  const [row] = await db
    .select({ id: offerTemplates.id })
    .from(offerTemplates)
    .where(eq(offerTemplates.clientId, clientId))
    .limit(1);
  return Boolean(row);
}
