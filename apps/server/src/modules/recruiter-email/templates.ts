import type {
  EmailTemplate,
  EmailTemplateInput,
  EmailTemplateListQuery,
} from '@portal/contract/recruiter-email';
import { tagsIn } from '@portal/contract/recruiter-email';
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { emailTemplates } from '../../core/db/schema/recruiter-email';
import { AppError } from '../../core/lib/app-error';
import { sanitizeDescription } from '../../core/lib/sanitize';
import { type Caller, ownClientId, ownedBy } from '../../platform/tenancy/scope';

type Row = typeof emailTemplates.$inferSelect;
const NOT_FOUND = 'E-mail template not found.';

export const toEmailTemplate = (r: Row): EmailTemplate => ({
  id: r.id,
  name: r.name,
  subject: r.subject,
  body: r.bodyHtml,
  tags: [...new Set([...tagsIn(r.subject), ...tagsIn(r.bodyHtml)])],
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

/** The editor's HTML through the same allowlist as job descriptions: no script, no styles, no events. */
export const sanitizeEmailBody = (html: string) => sanitizeDescription(html);

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** E-mail templates belong to one organisation: another organisation's is not found. */
export function createEmailTemplateService(db: Db) {
  async function load(caller: Caller, id: number): Promise<Row> {
    const [row] = await db
      .select()
      .from(emailTemplates)
      .where(and(eq(emailTemplates.id, id), ownedBy(caller, emailTemplates.clientId)));
    if (!row) throw AppError.notFound(NOT_FOUND);
    return row;
  }
  return {
    load,
    async list(caller: Caller, q: EmailTemplateListQuery) {
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
      return { data: rows.map(toEmailTemplate), total: total?.n ?? 0 };
    },
    async get(caller: Caller, id: number) {
      return toEmailTemplate(await load(caller, id));
    },
    async create(caller: Caller, input: EmailTemplateInput) {
      const body = sanitizeEmailBody(input.body);
      if (body === '') throw AppError.validation({ body: ['Message is required'] });
      const [row] = await db
        .insert(emailTemplates)
        .values({
          clientId: ownClientId(caller),
          name: input.name,
          subject: input.subject,
          bodyHtml: body,
          createdBy: caller.user.id,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return toEmailTemplate(row);
    },
    async update(caller: Caller, id: number, patch: Partial<EmailTemplateInput>) {
      await load(caller, id);
      const body = patch.body === undefined ? undefined : sanitizeEmailBody(patch.body);
      if (body === '') throw AppError.validation({ body: ['Message is required'] });
      const [row] = await db
        .update(emailTemplates)
        .set({
          ...(patch.name !== undefined ? { name: patch.name } : {}),
          ...(patch.subject !== undefined ? { subject: patch.subject } : {}),
          ...(body !== undefined ? { bodyHtml: body } : {}),
          updatedAt: new Date(),
        })
        .where(eq(emailTemplates.id, id))
        .returning();
      if (!row) throw AppError.notFound(NOT_FOUND);
      return toEmailTemplate(row);
    },
    async duplicate(caller: Caller, id: number) {
      const source = await load(caller, id);
      const [row] = await db
        .insert(emailTemplates)
        .values({
          clientId: source.clientId,
          name: `${source.name} (copy)`.slice(0, 120),
          subject: source.subject,
          bodyHtml: source.bodyHtml,
          createdBy: caller.user.id,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return toEmailTemplate(row);
    },
    async remove(caller: Caller, id: number) {
      await load(caller, id);
      await db.delete(emailTemplates).where(eq(emailTemplates.id, id));
    },
  };
}
