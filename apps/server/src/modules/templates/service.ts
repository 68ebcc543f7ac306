import type {
  JobManage,
  JobTemplate,
  jobTemplateInputSchema,
  jobTemplatePatchSchema,
} from '@portal/contract/jobs';
import type { z } from 'zod';
import type { Db } from '../../core/db/client';
import { AppError } from '../../core/lib/app-error';
import { type Caller, ownerClientId } from '../../platform/tenancy/scope';
import type { JobService } from '../jobs';
import { descriptionColumns, fieldColumns, type Ref } from '../jobs';
import { checkReferences, heldByPosting, masterRefs } from '../master';
import { ownerQuestions } from '../screening';
import { catalogue } from './i18n';
import {
  deleteTemplate,
  insertTemplate,
  type TemplateRow,
  templateInScope,
  templatePage,
  updateTemplate,
} from './repository';

type TemplateInput = z.infer<typeof jobTemplateInputSchema> & { client_id?: number };
type TemplatePatch = z.infer<typeof jobTemplatePatchSchema>;
type Row = TemplateRow;

const NOT_FOUND = catalogue.text('errors.template_not_found');

async function toTemplate(db: Db, r: Row): Promise<JobTemplate> {
  const ids = [r.designationId, r.functionalAreaId, r.industryId, r.educationLevelId, ...r.skillIds];
  for (const l of r.locations) ids.push(l.country_id, l.state_id, l.city_id);
  const refs = await masterRefs(
    db,
    ids.filter((v): v is number => v != null),
  );
  const ref = (id: number | null): Ref | null => {
    const m = id == null ? undefined : refs.get(id);
    return m ? { id: m.id, name: m.name, name_ar: m.nameAr, slug: m.slug } : null;
  };
  return {
    id: r.id,
    client_id: r.clientId,
    name: r.name,
    title: r.title,
    description: r.descriptionHtml,
    client_company_name: r.clientCompanyName,
    designation: ref(r.designationId),
    functional_area: ref(r.functionalAreaId),
    industry: ref(r.industryId),
    education_level: ref(r.educationLevelId),
    skills: r.skillIds.flatMap((id) => ref(id) ?? []),
    locations: r.locations.flatMap((l) => {
      const country = ref(l.country_id);
      return country ? [{ country, state: ref(l.state_id), city: ref(l.city_id) }] : [];
    }),
    experience_min: r.experienceMin,
    experience_max: r.experienceMax,
    salary_min: r.salaryMin,
    salary_max: r.salaryMax,
    salary_currency: r.salaryCurrency,
    salary_period: r.salaryPeriod,
    salary_visible: r.salaryVisible,
    employment_type: r.employmentType,
    openings: r.openings,
    apply_method: r.applyMethod,
    apply_url: r.applyUrl,
    screening_questions: ownerQuestions(r.screeningQuestions),
    screening_auto_decline: r.screeningAutoDecline,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

/** A template keeps the description's HTML only (it is not searched). */
const columns = (input: TemplatePatch) => {
  const { descriptionText: _t, ...rest } = fieldColumns(input);
  return { ...rest, ...(input.name !== undefined ? { name: input.name } : {}) };
};

export function createTemplateService(db: Db, jobsService: JobService) {
  async function load(caller: Caller, id: number): Promise<Row> {
    const row = await templateInScope(db, caller, id);
    if (!row) throw AppError.notFound(NOT_FOUND);
    return row;
  }
  return {
    async list(caller: Caller, q: { page: number; page_size: number; q?: string }) {
      const { rows, total } = await templatePage(db, caller, q);
      return { data: await Promise.all(rows.map((r) => toTemplate(db, r))), total };
    },
    async get(caller: Caller, id: number) {
      return toTemplate(db, await load(caller, id));
    },
    async create(caller: Caller, input: TemplateInput) {
      const clientId = await ownerClientId(db, caller, input.client_id);
      const locations = (await checkReferences(db, input)) ?? [];
      const { description, ...fields } = input;
      const row = await insertTemplate(db, {
        ...columns(fields),
        name: input.name,
        title: input.title,
        descriptionHtml: descriptionColumns(description).descriptionHtml,
        clientId,
        createdBy: caller.user.id,
        locations,
      });
      return toTemplate(db, row);
    },
    async update(caller: Caller, id: number, patch: TemplatePatch) {
      const current = await load(caller, id);
      const smin = patch.salary_min === undefined ? current.salaryMin : patch.salary_min;
      const smax = patch.salary_max === undefined ? current.salaryMax : patch.salary_max;
      if (smin != null && smax != null && smin > smax)
        throw AppError.validation({ salary_max: [catalogue.text('errors.maximum_salary_must_at_least')] });
      const emin = patch.experience_min === undefined ? current.experienceMin : patch.experience_min;
      const emax = patch.experience_max === undefined ? current.experienceMax : patch.experience_max;
      if (emin != null && emax != null && emin > emax)
        throw AppError.validation({
          experience_max: [catalogue.text('errors.maximum_experience_must_at_least')],
        });
      const locations = await checkReferences(
        db,
        patch,
        heldByPosting(
          current,
          current.locations.flatMap((l) => [l.country_id, l.state_id, l.city_id]),
        ),
      );
      const row = await updateTemplate(db, id, {
        ...columns(patch),
        ...(locations ? { locations } : {}),
        updatedAt: new Date(),
      });
      if (!row) throw AppError.notFound(NOT_FOUND);
      return toTemplate(db, row);
    },
    async remove(caller: Caller, id: number) {
      await load(caller, id);
      await deleteTemplate(db, id);
    },
    /** A new draft job in the template's organisation, prefilled from the template. */
    async createJob(caller: Caller, id: number): Promise<JobManage> {
      const r = await load(caller, id);
      return jobsService.create(caller, {
        title: r.title,
        description: r.descriptionHtml,
        designation_id: r.designationId,
        functional_area_id: r.functionalAreaId,
        industry_id: r.industryId,
        education_level_id: r.educationLevelId,
        skill_ids: r.skillIds,
        locations: r.locations,
        experience_min: r.experienceMin,
        experience_max: r.experienceMax,
        salary_min: r.salaryMin,
        salary_max: r.salaryMax,
        salary_currency: r.salaryCurrency,
        salary_period: r.salaryPeriod,
        salary_visible: r.salaryVisible,
        employment_type: r.employmentType,
        openings: r.openings,
        apply_method: r.applyMethod,
        apply_url: r.applyUrl,
        client_company_name: r.clientCompanyName,
        // The template's questions are copied with their ids (a job of its own from then on).
        screening_questions: r.screeningQuestions,
        screening_auto_decline: r.screeningAutoDecline,
        client_id: r.clientId,
        status: 'draft',
      });
    },
  };
}
