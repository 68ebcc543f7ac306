import { z } from 'zod';
import { listEnvelopeWith, pageQuerySchema } from './envelope';
import { emailField, nameField, phoneField } from './fields';
import { m } from './i18n/index';
import { EMPLOYER_SERVICE_PAGES } from './site-pages';

/** What an enquiry is about: a general question (contact-us) or one of the employer services. */
export const ENQUIRY_SERVICES = ['general', ...EMPLOYER_SERVICE_PAGES] as const;
export type EnquiryService = (typeof ENQUIRY_SERVICES)[number];

export const ENQUIRY_STATUSES = ['new', 'in_progress', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export const ENQUIRY_STATUS_LABEL: Record<EnquiryStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  closed: 'Closed',
};

/** The field a bot fills and a person never sees. */
export const ENQUIRY_HONEYPOT = 'website';
export const ENQUIRY_THANKS =
  'Thank you. Your enquiry has reached our team; we reply within one working day.';

/** POST settings/enquiry (anyone). */
export const enquiryCreateSchema = z.strictObject({
  name: nameField('Name'),
  company: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().trim().max(120, m('enquiries.company_must_at_most_120')).optional(),
  ),
  email: emailField,
  phone: z.preprocess((v) => (v === '' ? undefined : v), phoneField.optional()),
  service: z.enum(ENQUIRY_SERVICES, { error: m('enquiries.choose_what_your_enquiry_about') }),
  message: z
    .string({ error: m('enquiries.message_required') })
    .trim()
    .min(10, m('enquiries.tell_us_little_more_at'))
    .max(5000, m('enquiries.message_must_at_most_5')),
  /** Honeypot: hidden from people; anything in it marks the sender as a bot. */
  [ENQUIRY_HONEYPOT]: z.string().max(500).optional(),
});
export type EnquiryCreate = z.input<typeof enquiryCreateSchema>;

const person = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const enquirySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  company: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  service: z.enum(ENQUIRY_SERVICES),
  message: z.string(),
  status: z.enum(ENQUIRY_STATUSES),
  assignee: person,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Enquiry = z.infer<typeof enquirySchema>;

export const enquiryNoteSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  author: person,
  created_at: z.string(),
});
export type EnquiryNote = z.infer<typeof enquiryNoteSchema>;
export const enquiryDetailSchema = enquirySchema.extend({ notes: z.array(enquiryNoteSchema) });
export type EnquiryDetail = z.infer<typeof enquiryDetailSchema>;

/** GET settings/enquiry: newest first; `q` searches name, company, e-mail and message. */
export const enquiryListQuerySchema = pageQuerySchema.extend({
  status: z.enum(ENQUIRY_STATUSES, { error: m('applications.unknown_status') }).optional(),
  service: z.enum(ENQUIRY_SERVICES, { error: m('enquiries.unknown_service') }).optional(),
  assignee: z.coerce.number().int().positive(m('enquiries.invalid_assignee')).optional(),
  q: z.string().trim().max(100).optional(),
});
export type EnquiryListQuery = z.infer<typeof enquiryListQuerySchema>;
export const enquiryExportQuerySchema = enquiryListQuerySchema.omit({ page: true, page_size: true });

export const enquiryListSchema = listEnvelopeWith(enquirySchema, {
  counts: z.record(z.enum(ENQUIRY_STATUSES), z.number().int()),
});
export type EnquiryList = z.infer<typeof enquiryListSchema>;

/** PATCH settings/enquiry/{id}: the status and/or the assignee (null unassigns). */
export const enquiryUpdateSchema = z
  .strictObject({
    status: z.enum(ENQUIRY_STATUSES, { error: m('applications.unknown_status') }).optional(),
    assignee_id: z.number().int().positive(m('enquiries.invalid_assignee')).nullable().optional(),
  })
  .refine(
    (v) => v.status !== undefined || v.assignee_id !== undefined,
    m('enquiries.change_status_or_assignee'),
  );

export const enquiryNoteCreateSchema = z.strictObject({
  body: z.string().trim().min(1, m('enquiries.write_note')).max(2000, m('enquiries.note_must_at_most_2')),
});

/** Staff who can be assigned an enquiry. */
export const enquiryAssigneeSchema = z.object({ id: z.number().int(), name: z.string() });
