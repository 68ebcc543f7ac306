import { z } from 'zod';
import { emailField } from './fields';
import { m } from './i18n/index';

export const SUBSCRIPTION_SUBJECT = 'Request for E mail subscription';

/** Footer subscription (spec sections 2 and 5): multipart `email` + fixed `subject`. */
export const subscriptionRequestSchema = z.strictObject({
  email: emailField,
  subject: z.literal(SUBSCRIPTION_SUBJECT, {
    error: m('subscription.subject_must', { SUBSCRIPTION_SUBJECT }),
  }),
});
export type SubscriptionRequest = z.infer<typeof subscriptionRequestSchema>;

export const SUBSCRIPTION_THANKS = 'Thank you for subscribing to the Logistics updates from the portal.';

/** The weekly job news is double opt-in: the thanks says where the confirmation went. */
export const SUBSCRIPTION_CONFIRM_HINT = 'Please confirm from the e-mail we have just sent you.';
/** Unconfirmed addresses are deleted after this many days and never mailed. */
export const SUBSCRIPTION_PENDING_DAYS = 7;

/**
 * POST settings/subscription/confirm and .../unsubscribe, without signing in: the token comes in
 * the body (the web page) or the query (the RFC 8058 one-click POST a mail client sends, whose
 * body is `List-Unsubscribe=One-Click`).
 */
export const subscriptionTokenQuerySchema = z.object({ token: z.string().max(200).optional() });
export const subscriptionTokenBodySchema = z
  .strictObject({
    token: z.string().max(200).optional(),
    'List-Unsubscribe': z.literal('One-Click').optional(),
  })
  .optional();
export const subscriptionResultSchema = z.object({ email: z.string() });
export type SubscriptionResult = z.infer<typeof subscriptionResultSchema>;

export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];
export const SUBSCRIBER_STATUS_LABEL: Record<SubscriberStatus, string> = {
  pending: 'Awaiting confirmation',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
};

export const subscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  unsubscribed_at: z.string().nullable(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

/** GET settings/subscription/subscribers (staff). */
export const subscriberListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(SUBSCRIBER_STATUSES, { error: m('applications.unknown_status') }).optional(),
  q: z.string().trim().max(100).optional(),
});
export type SubscriberListQuery = z.infer<typeof subscriberListQuerySchema>;
export const subscriberExportQuerySchema = subscriberListQuerySchema.omit({ page: true, page_size: true });
export const subscriberListSchema = z.object({
  data: z.array(subscriberSchema),
  meta: z.object({
    page: z.number().int(),
    page_size: z.number().int(),
    total: z.number().int(),
    counts: z.record(z.enum(SUBSCRIBER_STATUSES), z.number().int()),
  }),
});
export type SubscriberList = z.infer<typeof subscriberListSchema>;

/** One weekly issue that was sent. */
export const newsletterIssueSchema = z.object({
  id: z.number().int(),
  week: z.string(),
  subject: z.string(),
  jobs: z.number().int(),
  news: z.number().int(),
  recipients: z.number().int(),
  sent_at: z.string(),
});
export type NewsletterIssue = z.infer<typeof newsletterIssueSchema>;

/** The next issue as it would go out now. */
export const newsletterPreviewSchema = z.object({
  subject: z.string(),
  html: z.string(),
  jobs: z.number().int(),
  news: z.number().int(),
  recipients: z.number().int(),
  next_send_at: z.string(),
});
export type NewsletterPreview = z.infer<typeof newsletterPreviewSchema>;
