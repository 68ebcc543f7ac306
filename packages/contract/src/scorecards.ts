import { z } from 'zod';
import { m } from './i18n/index';
import {
  CRITERIA_MAX,
  CRITERION_NAME_MAX,
  RATING_MAX,
  RATING_MIN,
  RECOMMENDATIONS,
  SCORECARD_NOTES_MAX,
} from './scorecard-values';

const id = z.coerce.number().int().positive(m('candidate-create.invalid_id')).max(2_147_483_647);

export const criterionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Ratings given on it across the job's scorecards: what removing it would take away. */
  ratings: z.number().int(),
});
export type Criterion = z.infer<typeof criterionSchema>;

export const jobCriteriaSchema = z.object({ job_id: z.number().int(), criteria: z.array(criterionSchema) });
export type JobCriteria = z.infer<typeof jobCriteriaSchema>;

const criterionName = z
  .string({ error: m('scorecards.name_criterion') })
  .trim()
  .min(1, m('scorecards.name_criterion'))
  .max(CRITERION_NAME_MAX, m('scorecards.criterion_s_name_must_at', { CRITERION_NAME_MAX }));

/**
 * The job's whole list, in order: an item with an id keeps (or renames) that criterion, one without
 * adds one, and a criterion left out is removed with its ratings.
 */
export const criteriaInputSchema = z.strictObject({
  criteria: z
    .array(z.strictObject({ id: id.optional(), name: criterionName }), {
      error: m('scorecards.list_criteria'),
    })
    .min(1, m('scorecards.keep_at_least_one_criterion'))
    .max(CRITERIA_MAX, m('scorecards.at_most_criteria', { CRITERIA_MAX }))
    .superRefine((items, ctx) => {
      const names = new Set<string>();
      const ids = new Set<number>();
      items.forEach((c, i) => {
        const key = c.name.toLocaleLowerCase();
        if (names.has(key))
          ctx.addIssue({
            code: 'custom',
            path: [i, 'name'],
            message: m('scorecards.listed_twice', { name: c.name }),
          });
        names.add(key);
        if (c.id !== undefined) {
          if (ids.has(c.id))
            ctx.addIssue({ code: 'custom', path: [i, 'id'], message: m('scorecards.listed_twice_2') });
          ids.add(c.id);
        }
      });
    }),
});
export type CriteriaInput = z.input<typeof criteriaInputSchema>;
export type CriteriaValues = z.output<typeof criteriaInputSchema>;

export const scorecardInputSchema = z.strictObject({
  ratings: z
    .array(
      z.strictObject({
        criterion_id: id,
        rating: z.coerce
          .number({ error: m('scorecards.rate_from', { RATING_MIN, RATING_MAX }) })
          .int(m('scorecards.rate_from', { RATING_MIN, RATING_MAX }))
          .min(RATING_MIN, m('scorecards.rate_from', { RATING_MIN, RATING_MAX }))
          .max(RATING_MAX, m('scorecards.rate_from', { RATING_MIN, RATING_MAX })),
      }),
      { error: m('scorecards.rate_every_criterion') },
    )
    .min(1, m('scorecards.rate_every_criterion'))
    .max(CRITERIA_MAX, m('scorecards.at_most_ratings', { CRITERIA_MAX })),
  recommendation: z.enum(RECOMMENDATIONS, {
    error: m('scorecards.choose_recommendation_strong_yes_yes'),
  }),
  notes: z
    .string()
    .trim()
    .max(SCORECARD_NOTES_MAX, m('scorecards.notes_must_at_most_characters', { SCORECARD_NOTES_MAX }))
    .default(''),
});
export type ScorecardInput = z.input<typeof scorecardInputSchema>;

export const scorecardSchema = z.object({
  id: z.number().int(),
  /** Null once the author's account is gone; the card stays. */
  author: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  is_mine: z.boolean(),
  recommendation: z.enum(RECOMMENDATIONS),
  notes: z.string(),
  /** The current criteria the card rated (one added later is missing until the author rates it). */
  ratings: z.array(z.object({ criterion_id: z.number().int(), name: z.string(), rating: z.number().int() })),
  submitted_at: z.string(),
  updated_at: z.string(),
});
export type Scorecard = z.infer<typeof scorecardSchema>;

export const scorecardSummarySchema = z.object({
  cards: z.number().int(),
  criteria: z.array(
    z.object({
      criterion_id: z.number().int(),
      name: z.string(),
      /** Rounded to one decimal; null when no card rated it yet. */
      average: z.number().nullable(),
      ratings: z.number().int(),
    }),
  ),
  recommendations: z.object(
    Object.fromEntries(RECOMMENDATIONS.map((r) => [r, z.number().int()])) as Record<
      (typeof RECOMMENDATIONS)[number],
      z.ZodNumber
    >,
  ),
});
export type ScorecardSummary = z.infer<typeof scorecardSummarySchema>;

/**
 * An application's scorecards as one team member sees them. Blind scoring: until the viewer has
 * submitted a card, `cards` and `summary` are null and only the count says others have scored.
 */
export const applicationScorecardsSchema = z.object({
  application_id: z.number().int(),
  job_id: z.number().int(),
  criteria: z.array(criterionSchema),
  mine: scorecardSchema.nullable(),
  /** Every card of the application, the viewer's included. */
  submitted_count: z.number().int(),
  others_hidden: z.boolean(),
  cards: z.array(scorecardSchema).nullable(),
  summary: scorecardSummarySchema.nullable(),
});
export type ApplicationScorecards = z.infer<typeof applicationScorecardsSchema>;
