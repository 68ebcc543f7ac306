import { z } from 'zod';
import { listEnvelopeWith, pageQuerySchema } from './envelope';
import { jobHitSchema } from './jobs';

export const REASON_KINDS = [
  'designation',
  'functional_area',
  'location',
  'skill',
  'experience',
  'salary',
  'employment_type',
] as const;
export const reasonKindSchema = z.enum(REASON_KINDS);
export type ReasonKind = z.infer<typeof reasonKindSchema>;

/** One matched term, by name: {kind: 'skill', label: 'SAP'}. */
export const recommendationReasonSchema = z.object({ kind: reasonKindSchema, label: z.string() });
export type RecommendationReason = z.infer<typeof recommendationReasonSchema>;

/** A recommended job: the search card, a match score (0-100) and why it was recommended. */
export const recommendationSchema = jobHitSchema.extend({
  score: z.number().int().min(0).max(100),
  reasons: z.array(recommendationReasonSchema),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export const recommendationsQuerySchema = pageQuerySchema;

export const recommendationsResponseSchema = listEnvelopeWith(recommendationSchema, {
  /**
   * True when the profile names no desired designation, functional area, location or skill:
   * there is nothing to match on, so the client asks the candidate to complete the desired job.
   */
  needs_profile: z.boolean(),
});
export type RecommendationsResponse = z.infer<typeof recommendationsResponseSchema>;
