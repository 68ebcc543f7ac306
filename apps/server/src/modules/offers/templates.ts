import type { OfferTemplate, OfferTemplateInput } from '@portal/contract/offers';
import { tagsIn } from '@portal/contract/recruiter-email';
import type { Db } from '../../core/db/client';
import { AppError } from '../../core/lib/app-error';
import { type Caller, ownClientId } from '../../platform/tenancy/scope';
import { catalogue } from './i18n';
import {
  deleteOfferTemplate,
  findOfferTemplate,
  insertOfferTemplate,
  listOfferTemplates,
  type OfferTemplateRow,
  updateOfferTemplate,
} from './templates-repository';

export const TEMPLATE_NOT_FOUND = catalogue.text('errors.offer_template_not_found');

export const toOfferTemplate = (r: OfferTemplateRow): OfferTemplate => ({
  id: r.id,
  name: r.name,
  body: r.body,
  tags: tagsIn(r.body),
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

/** Offer-letter templates belong to one organisation: another organisation's is not found. */
export function createOfferTemplateService(db: Db) {
  async function load(caller: Caller, id: number) {
    const row = await findOfferTemplate(db, caller, id);
    if (!row) throw AppError.notFound(TEMPLATE_NOT_FOUND);
    return row;
  }
  return {
    load,
    async list(caller: Caller, q: { q?: string; page: number; page_size: number }) {
      const { rows, total } = await listOfferTemplates(db, caller, q);
      return { data: rows.map(toOfferTemplate), total };
    },
    get: async (caller: Caller, id: number) => toOfferTemplate(await load(caller, id)),
    async create(caller: Caller, input: OfferTemplateInput) {
      const row = await insertOfferTemplate(db, {
        clientId: ownClientId(caller),
        name: input.name,
        body: input.body,
        createdBy: caller.user.id,
      });
      return toOfferTemplate(row);
    },
    async update(caller: Caller, id: number, patch: Partial<OfferTemplateInput>) {
      await load(caller, id);
      const row = await updateOfferTemplate(db, id, patch);
      if (!row) throw AppError.notFound(TEMPLATE_NOT_FOUND);
      return toOfferTemplate(row);
    },
    /** Offers made from it keep their letter and PDF; they only lose the link to the template. */
    async remove(caller: Caller, id: number) {
      await load(caller, id);
      await deleteOfferTemplate(db, id);
    },
  };
}
