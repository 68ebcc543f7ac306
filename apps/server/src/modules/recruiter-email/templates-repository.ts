import type { EmailTemplateListQuery } from '@portal/contract/recruiter-email';
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { emailTemplates } from '../../core/db/schema/recruiter-email';
import type { Caller } from '../../platform/tenancy/scope';
import { ownedBy } from '../../platform/tenancy/scope-repository';

export type EmailTemplateRow = typeof emailTemplates.$inferSelect;
type NewEmailTemplate = typeof emailTemplates.$inferInsert;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The template, when it is the caller's organisation's (the operator's staff: any). */
export async function findTemplate(
  db: Db,
  caller: Caller,
  id: number,
): Promise<EmailTemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(emailTemplates)
    .where(and(eq(emailTemplates.id, id), ownedBy(caller, emailTemplates.clientId)));
  return row;
}

/** A page of the caller's templates, last changed first, and how many match. */
export async function listTemplates(
  db: Db,
  caller: Caller,
  q: EmailTemplateListQuery,
): Promise<{ rows: EmailTemplateRow[]; total: number }> {
  const filters: (SQL | undefined)[] = [ownedBy(caller, emailTemplates.clientId)];
  if (q.q) filters.push(ilike(emailTemplates.name, `%${escapeLike(q.q)}%`));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(emailTemplates)
      .where(where)
      .orderBy(desc(emailTemplates.updatedAt), desc(emailTemplates.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(emailTemplates).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function insertTemplate(db: Db, values: NewEmailTemplate): Promise<EmailTemplateRow> {
  const [row] = await db.insert(emailTemplates).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Changes the given fields and the update time; undefined when the template is gone. */
export async function updateTemplate(
  db: Db,
  id: number,
  patch: Partial<Pick<NewEmailTemplate, 'name' | 'subject' | 'bodyHtml'>>,
): Promise<EmailTemplateRow | undefined> {
  const [row] = await db
    .update(emailTemplates)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(emailTemplates.id, id))
    .returning();
  return row;
}

export async function deleteTemplate(db: Db, id: number): Promise<void> {
  await db.delete(emailTemplates).where(eq(emailTemplates.id, id));
}
