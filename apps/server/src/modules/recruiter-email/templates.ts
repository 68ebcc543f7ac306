import type {
  EmailTemplate,
  EmailTemplateInput,
  EmailTemplateListQuery,
} from '@portal/contract/recruiter-email';
import { tagsIn } from '@portal/contract/recruiter-email';
import type { Db } from '../../core/db/client';
import { AppError } from '../../core/lib/app-error';
import { sanitizeDescription } from '../../core/lib/sanitize';
import { type Caller, ownClientId } from '../../platform/tenancy/scope';
import { catalogue } from './i18n';
import {
  deleteTemplate,
  findTemplate,
  insertTemplate,
  listTemplates,
  type EmailTemplateRow as Row,
  updateTemplate,
} from './templates-repository';

const NOT_FOUND = catalogue.text('errors.e_mail_template_not_found');

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

/** E-mail templates belong to one organisation: another organisation's is not found. */
export function createEmailTemplateService(db: Db) {
  async function load(caller: Caller, id: number): Promise<Row> {
    const row = await findTemplate(db, caller, id);
    if (!row) throw AppError.notFound(NOT_FOUND);
    return row;
  }
  return {
    load,
    async list(caller: Caller, q: EmailTemplateListQuery) {
      const { rows, total } = await listTemplates(db, caller, q);
      return { data: rows.map(toEmailTemplate), total };
    },
    async get(caller: Caller, id: number) {
      return toEmailTemplate(await load(caller, id));
    },
    async create(caller: Caller, input: EmailTemplateInput) {
      const body = sanitizeEmailBody(input.body);
      if (body === '') throw AppError.validation({ body: [catalogue.text('errors.message_required')] });
      const row = await insertTemplate(db, {
        clientId: ownClientId(caller),
        name: input.name,
        subject: input.subject,
        bodyHtml: body,
        createdBy: caller.user.id,
      });
      return toEmailTemplate(row);
    },
    async update(caller: Caller, id: number, patch: Partial<EmailTemplateInput>) {
      await load(caller, id);
      const body = patch.body === undefined ? undefined : sanitizeEmailBody(patch.body);
      if (body === '') throw AppError.validation({ body: [catalogue.text('errors.message_required')] });
      const row = await updateTemplate(db, id, {
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.subject !== undefined ? { subject: patch.subject } : {}),
        ...(body !== undefined ? { bodyHtml: body } : {}),
      });
      if (!row) throw AppError.notFound(NOT_FOUND);
      return toEmailTemplate(row);
    },
    async duplicate(caller: Caller, id: number) {
      const source = await load(caller, id);
      const row = await insertTemplate(db, {
        clientId: source.clientId,
        name: `${source.name} (copy)`.slice(0, 120),
        subject: source.subject,
        bodyHtml: source.bodyHtml,
        createdBy: caller.user.id,
      });
      return toEmailTemplate(row);
    },
    async remove(caller: Caller, id: number) {
      await load(caller, id);
      await deleteTemplate(db, id);
    },
  };
}
