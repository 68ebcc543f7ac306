import { EMAIL_RESPONSES, SKIP_REASONS, SUPPRESSION_REASONS } from '@portal/contract/recruiter-email';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { jobs } from './jobs';
import { outbox } from './outbox';
import { users } from './users';

/** A recruiter e-mail template of one organisation (issue 13); body is sanitised HTML with merge tags. */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    bodyHtml: text('body_html').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_templates_client_idx').on(t.clientId, t.updatedAt)],
);

/** One send: the message as written (with its tags) and where its recipients came from. */
export const emailCampaigns = pgTable(
  'email_campaigns',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    templateId: integer('template_id').references(() => emailTemplates.id, { onDelete: 'set null' }),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    bodyHtml: text('body_html').notNull(),
    /** Where the recipients came from, kept neutral ("source:" and JSON) for each reader's language. */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_campaigns_client_idx').on(t.clientId, t.createdAt)],
);

/**
 * One candidate of a campaign. Mailed ones point at their outbox row (its status is theirs:
 * queued, sent or failed with the reason); skipped ones have no row and say why.
 */
export const emailCampaignRecipients = pgTable(
  'email_campaign_recipients',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => emailCampaigns.id, { onDelete: 'cascade' }),
    candidateId: integer('candidate_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    outboxId: integer('outbox_id').references(() => outbox.id, { onDelete: 'set null' }),
    skipReason: text('skip_reason', { enum: SKIP_REASONS }),
    response: text('response', { enum: EMAIL_RESPONSES }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('email_campaign_recipients_campaign_idx').on(t.campaignId),
    uniqueIndex('email_campaign_recipients_outbox_key').on(t.outboxId),
  ],
);

/** Addresses recruiter mail never goes to: the candidate unsubscribed, or the address bounced (5xx). */
export const emailSuppressions = pgTable('email_suppressions', {
  email: text('email').primaryKey(),
  reason: text('reason', { enum: SUPPRESSION_REASONS }).notNull(),
  /** The SMTP answer of a bounce. */
  detail: text('detail'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
