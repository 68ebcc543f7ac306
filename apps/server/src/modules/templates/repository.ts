import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { jobTemplates } from '../../core/db/schema/jobs';
import type { Caller } from '../../platform/tenancy/scope';
import { ownedBy } from '../../platform/tenancy/scope-repository';

export type TemplateRow = typeof jobTemplates.$inferSelect;

const scope = (c: Caller) => ownedBy(c, jobTemplates.clientId);

/** The template when the caller's organisation scope reaches it, else undefined. */
export async function templateInScope(db: Db, caller: Caller, id: number): Promise<TemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(jobTemplates)
    .where(and(eq(jobTemplates.id, id), scope(caller)));
  return row;
}

/** One page of the caller's templates, last changed first, by name; and how many there are. */
export async function templatePage(
  db: Db,
  caller: Caller,
  q: { page: number; page_size: number; q?: string },
) {
  const filters: (SQL | undefined)[] = [scope(caller)];
  if (q.q) filters.push(ilike(jobTemplates.name, `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(jobTemplates)
      .where(where)
      .orderBy(desc(jobTemplates.updatedAt), desc(jobTemplates.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(jobTemplates).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function insertTemplate(db: Db, values: typeof jobTemplates.$inferInsert): Promise<TemplateRow> {
  const [row] = await db.insert(jobTemplates).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateTemplate(
  db: Db,
  id: number,
  set: Partial<typeof jobTemplates.$inferInsert>,
): Promise<TemplateRow | undefined> {
  const [row] = await db.update(jobTemplates).set(set).where(eq(jobTemplates.id, id)).returning();
  return row;
}

export async function deleteTemplate(db: Db, id: number) {
  await db.delete(jobTemplates).where(eq(jobTemplates.id, id));
}
