import { z } from 'zod';
import { listEnvelopeWith, pageQuerySchema } from './envelope';
import { EMPLOYMENT_TYPES } from './job-values';
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

/**
 * One matched term, by name: {kind: 'skill', label: 'SAP'}. `label` is English; the rest lets a page
 * write the term in its own language: a master item's Arabic name, the candidate's years of
 * experience, expected monthly salary, and the job's employment type.
 */
export const recommendationReasonSchema = z.object({
  kind: reasonKindSchema,
  label: z.string(),
  label_ar: z.string().nullable().optional(),
  years: z.number().optional(),
  amount: z.number().optional(),
  currency: z.string().optional(),
  employment_type: z.enum(EMPLOYMENT_TYPES).optional(),
});
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
