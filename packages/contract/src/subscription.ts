import { z } from 'zod';
import { emailField } from './fields';

export const SUBSCRIPTION_SUBJECT = 'Request for E mail subscription';

/** Footer subscription (spec sections 2 and 5): multipart `email` + fixed `subject`. */
export const subscriptionRequestSchema = z.strictObject({
  email: emailField,
  subject: z.literal(SUBSCRIPTION_SUBJECT, { error: `Subject must be "${SUBSCRIPTION_SUBJECT}"` }),
});
export type SubscriptionRequest = z.infer<typeof subscriptionRequestSchema>;

export const SUBSCRIPTION_THANKS = 'Thank you for subscribing to the Logistics updates from the portal.';
