import { z } from 'zod';
import { applicationStatusSchema } from './applications';
import { cvSearchCriteriaSchema } from './cv-search';
import { pageQuerySchema } from './envelope';
import { m } from './i18n/index';

/**
 * Recruiter e-mail (issue 13): templates with merge tags, campaigns to candidates, and the
 * candidates' answers by link. Merge tags are `{{group.name}}`; only the tags below exist. Their
 * names and sources, shown to recruiters, are the web catalogue's (`features/email-templates`).
 */
export const MERGE_TAGS = [
  'candidate.first_name',
  'candidate.last_name',
  'candidate.full_name',
  'candidate.desired_role',
  'candidate.location',
  'job.title',
  'job.location',
  'job.link',
  'recruiter.name',
  'recruiter.email',
  'organisation.name',
  'response_links',
] as const;
export type MergeTag = (typeof MERGE_TAGS)[number];
export const MERGE_TAG_NAMES: readonly string[] = MERGE_TAGS;

/** Tags that need a job attached to the mail. */
export const JOB_TAGS: readonly MergeTag[] = ['job.title', 'job.location', 'job.link'];

const TAG_PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** Every `{{...}}` in the text, as written (trimmed), in order of first use. */
export function tagsIn(text: string): string[] {
  const seen = new Set<string>();
  for (const m of text.matchAll(TAG_PATTERN)) seen.add(m[1] ?? '');
  return [...seen];
}

/** The tags of `text` that do not exist (misspelt or invented). */
export const unknownTags = (text: string) => tagsIn(text).filter((t) => !MERGE_TAG_NAMES.includes(t));

const unknownTagMessage = (tags: string[]) =>
  tags.length === 1
    ? m('recruiter-email.unknown_merge_tag', { value: `{{${tags[0]}}}` })
    : m('recruiter-email.unknown_merge_tags', { value: tags.map((t) => `{{${t}}}`).join(', ') });

const withKnownTags = (schema: z.ZodString) =>
  schema.superRefine((value, ctx) => {
    const unknown = unknownTags(value);
    if (unknown.length > 0) ctx.addIssue({ code: 'custom', message: unknownTagMessage(unknown) });
  });

export const emailSubjectField = withKnownTags(
  z
    .string({ error: m('recruiter-email.subject_required') })
    .trim()
    .min(1, m('recruiter-email.subject_required'))
    .max(200, m('recruiter-email.subject_must_at_most_200'))
    // A line break in a subject would end the mail's Subject header: refused, not stored.
    .regex(/^[^\r\n]*$/, m('recruiter-email.subject_must_one_line_no')),
);

/** HTML from the rich-text editor; the server sanitises it. */
export const emailBodyField = withKnownTags(
  z
    .string({ error: m('enquiries.message_required') })
    .trim()
    .min(1, m('enquiries.message_required'))
    .max(50_000, m('recruiter-email.message_too_long')),
);

export const emailTemplateInputSchema = z.object({
  name: z
    .string({ error: m('jobs.template_name_required') })
    .trim()
    .min(1, m('jobs.template_name_required'))
    .max(120, m('offers.template_name_must_at_most')),
  subject: emailSubjectField,
  body: emailBodyField,
});
export type EmailTemplateInput = z.infer<typeof emailTemplateInputSchema>;
export const emailTemplatePatchSchema = emailTemplateInputSchema.partial();

export const emailTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  subject: z.string(),
  /** Sanitised HTML with its merge tags. */
  body: z.string(),
  /** The merge tags the subject and body use. */
  tags: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;

export const emailTemplateListQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
});
export type EmailTemplateListQuery = z.infer<typeof emailTemplateListQuerySchema>;

const optionalId = (what: string) =>
  z.coerce
    .number({ error: m('interviews.choose', { what }) })
    .int()
    .positive(m('interviews.choose', { what }))
    .nullish();

/** A message (a template's or one being written) filled in for one candidate and job. */
export const emailPreviewInputSchema = z.object({
  subject: emailSubjectField,
  body: emailBodyField,
  candidate_id: optionalId('a candidate'),
  job_id: optionalId('a job'),
});
export type EmailPreviewInput = z.infer<typeof emailPreviewInputSchema>;

export const emailPreviewSchema = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  /** Who and what filled the tags: a real candidate and job of the organisation, when it has them. */
  candidate: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  job: z.object({ id: z.number().int(), title: z.string() }).nullable(),
});
export type EmailPreview = z.infer<typeof emailPreviewSchema>;

/** A tag and its value; the client names the tag and its source in the reader's language. */
export const mergeTagValueSchema = z.object({
  tag: z.enum(MERGE_TAGS),
  /** What the tag becomes for the preview candidate and job. */
  value: z.string(),
});

/** management/email-template/tags/view/{id}. */
export const emailTemplateTagsSchema = z.object({
  template: emailTemplateSchema,
  used: z.array(mergeTagValueSchema),
  unused: z.array(mergeTagValueSchema),
  candidate: emailPreviewSchema.shape.candidate,
  job: emailPreviewSchema.shape.job,
});
export type EmailTemplateTags = z.infer<typeof emailTemplateTagsSchema>;
export type MergeTagValue = z.infer<typeof mergeTagValueSchema>;

export const emailPreviewQuerySchema = z.object({
  candidate_id: optionalId('a candidate'),
  job_id: optionalId('a job'),
});

/** The answers a candidate can give by link. */
export const EMAIL_RESPONSES = ['interested', 'not_interested', 'call_me', 'similar_jobs'] as const;
export type EmailResponseAnswer = (typeof EMAIL_RESPONSES)[number];
export const EMAIL_RESPONSE_LABELS: Record<EmailResponseAnswer, string> = {
  interested: "I'm interested",
  not_interested: 'Not interested',
  call_me: 'Call me',
  similar_jobs: 'Send me similar jobs',
};

/** Why a recipient was not mailed. */
export const SKIP_REASONS = ['unsubscribed', 'bounced', 'hidden', 'duplicate'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];
export const SKIP_REASON_LABELS: Record<SkipReason, string> = {
  unsubscribed: 'Unsubscribed from recruiter mail',
  bounced: 'Address bounced',
  hidden: 'Hidden from the CV database',
  duplicate: 'Already a recipient of this campaign',
};

/** Addresses recruiter mail never goes to. */
export const SUPPRESSION_REASONS = ['unsubscribed', 'bounced'] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];

const idList = (what: string) =>
  z
    .array(z.coerce.number().int().positive(m('recruiter-email.unknown', { what })), {
      error: m('recruiter-email.choose_at_least_one', { what }),
    })
    .min(1, m('recruiter-email.choose_at_least_one', { what }))
    .max(500, m('recruiter-email.at_most_500_s_at', { what }));

/** Where a campaign's recipients come from. */
export const recipientSourceSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('applicants'),
      job_id: z.coerce
        .number({ error: m('applications.choose_job') })
        .int()
        .positive(m('applications.choose_job')),
      /** Only applicants in these statuses; every applicant when empty. */
      statuses: z.array(applicationStatusSchema).max(10).default([]),
    }),
    /** Chosen candidates: one candidate's page, the staff candidate list, a CV search's ticked rows. */
    z.object({ kind: z.literal('candidates'), candidate_ids: idList('candidate') }),
    z.object({
      kind: z.literal('folder'),
      folder_id: z.coerce
        .number({ error: m('recruiter-email.choose_folder') })
        .int()
        .positive(m('recruiter-email.choose_folder')),
    }),
    /** Every candidate a CV search finds (at most 500, most recently updated first). */
    z.object({ kind: z.literal('search'), criteria: cvSearchCriteriaSchema }),
  ],
  { error: m('recruiter-email.choose_who_receives_mail') },
);
export type RecipientSource = z.infer<typeof recipientSourceSchema>;
/** What a client sends: a search's criteria as the CV search page's query string holds them. */
export type RecipientSourceInput = z.input<typeof recipientSourceSchema>;

/**
 * A message: a template's, or one written here (subject and body). An attached job fills the
 * `job.*` tags and is shown on the response page.
 */
const messageShape = {
  template_id: z.coerce.number().int().positive(m('recruiter-email.unknown_template')).nullish(),
  subject: emailSubjectField.optional(),
  body: emailBodyField.optional(),
  job_id: z.coerce.number().int().positive(m('recruiter-email.unknown_job')).nullish(),
};
const needsMessage = (
  v: { template_id?: number | null; subject?: string; body?: string },
  ctx: z.RefinementCtx,
) => {
  if (v.template_id) return;
  if (!v.subject)
    ctx.addIssue({ code: 'custom', path: ['subject'], message: m('recruiter-email.subject_required') });
  if (!v.body) ctx.addIssue({ code: 'custom', path: ['body'], message: m('enquiries.message_required') });
};

export const sendCampaignSchema = z
  .object({ ...messageShape, recipients: recipientSourceSchema })
  .superRefine(needsMessage);
export type SendCampaignInput = z.infer<typeof sendCampaignSchema>;
export type SendCampaignRequest = z.input<typeof sendCampaignSchema>;

/** settings/send-single-email: one candidate. */
export const sendSingleEmailSchema = z
  .object({
    ...messageShape,
    candidate_id: z.coerce
      .number({ error: m('recruiter-email.choose_candidate') })
      .int()
      .positive(),
  })
  .superRefine(needsMessage);
export type SendSingleEmailInput = z.infer<typeof sendSingleEmailSchema>;

export const recipientsPreviewInputSchema = z.object({ recipients: recipientSourceSchema });

/** Who a source resolves to, and who of them would be skipped. */
export const recipientPreviewSchema = z.object({
  candidate_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  skip_reason: z.enum(SKIP_REASONS).nullable(),
});
export type RecipientPreview = z.infer<typeof recipientPreviewSchema>;

export const sendResultSchema = z.object({
  campaign_id: z.number().int(),
  queued: z.number().int(),
  skipped: z.number().int(),
  skipped_by_reason: z.partialRecord(z.enum(SKIP_REASONS), z.number().int()),
});
export type SendResult = z.infer<typeof sendResultSchema>;

export const RECIPIENT_STATUSES = ['queued', 'sent', 'failed', 'skipped'] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];

const answerCounts = z.object(
  Object.fromEntries(EMAIL_RESPONSES.map((a) => [a, z.number().int()])) as Record<
    EmailResponseAnswer,
    z.ZodNumber
  >,
);

export const campaignSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  subject: z.string(),
  source: z.string(),
  job: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  sender: z.string().nullable(),
  created_at: z.string(),
  counts: z.object({
    recipients: z.number().int(),
    queued: z.number().int(),
    sent: z.number().int(),
    failed: z.number().int(),
    skipped: z.number().int(),
    responded: z.number().int(),
  }),
  answers: answerCounts,
});
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;

export const campaignRecipientSchema = z.object({
  id: z.number().int(),
  candidate_id: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
  status: z.enum(RECIPIENT_STATUSES),
  /** Why it failed (the SMTP answer) or why it was skipped. */
  reason: z.string().nullable(),
  answer: z.enum(EMAIL_RESPONSES).nullable(),
  responded_at: z.string().nullable(),
});
export type CampaignRecipient = z.infer<typeof campaignRecipientSchema>;

export const campaignListQuerySchema = pageQuerySchema;

export const campaignRecipientsQuerySchema = pageQuerySchema.extend({
  /** `none`: recipients who have not answered. */
  answer: z.enum([...EMAIL_RESPONSES, 'none']).optional(),
  status: z.enum(RECIPIENT_STATUSES).optional(),
});
export type CampaignRecipientsQuery = z.infer<typeof campaignRecipientsQuerySchema>;

/** The candidate's side: what the link shows and records. */
export const emailResponseTokenQuerySchema = z.object({
  token: z
    .string({ error: m('recruiter-email.link_incomplete') })
    .trim()
    .min(1, m('recruiter-email.link_incomplete'))
    .max(200),
});
export const emailResponseInputSchema = emailResponseTokenQuerySchema.extend({
  answer: z.enum(EMAIL_RESPONSES, { error: m('recruiter-email.choose_answer') }),
});
export const emailResponseViewSchema = z.object({
  organisation: z.string(),
  subject: z.string(),
  job: z.object({ id: z.number().int(), title: z.string(), open: z.boolean() }).nullable(),
  answer: z.enum(EMAIL_RESPONSES).nullable(),
  responded_at: z.string().nullable(),
  expires_at: z.string(),
});
export type EmailResponseView = z.infer<typeof emailResponseViewSchema>;

export const emailUnsubscribeResultSchema = z.object({ email: z.string() });

/** RFC 8058: mail clients POST `List-Unsubscribe=One-Click` to the header's URL (token in the query). */
export const emailUnsubscribeQuerySchema = z.object({ token: z.string().max(200).optional() });
export const emailUnsubscribeBodySchema = z
  .strictObject({
    token: z.string().max(200).optional(),
    'List-Unsubscribe': z.literal('One-Click').optional(),
  })
  .optional();

/** Staff: the addresses recruiter mail skips, newest first. */
export const suppressionListQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(200).optional(),
  reason: z.enum(SUPPRESSION_REASONS).optional(),
});
export const suppressionSchema = z.object({
  email: z.string(),
  reason: z.enum(SUPPRESSION_REASONS),
  detail: z.string().nullable(),
  created_at: z.string(),
});
export type Suppression = z.infer<typeof suppressionSchema>;
export const suppressionLiftSchema = z.object({
  email: z
    .string({ error: m('recruiter-email.enter_address') })
    .trim()
    .toLowerCase()
    .min(3, m('recruiter-email.enter_address'))
    .max(254),
});

/** The signed-in candidate's own address as recruiter mail sees it. */
export const myEmailStatusSchema = z.object({
  email: z.string(),
  status: z.enum(['ok', ...SUPPRESSION_REASONS]),
  detail: z.string().nullable(),
  since: z.string().nullable(),
});
export type MyEmailStatus = z.infer<typeof myEmailStatusSchema>;
