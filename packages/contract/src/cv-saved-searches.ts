import { z } from 'zod';
import { ALERT_FREQUENCIES } from './candidate-enums';
import { CV_CRITERIA_KEYS, cvSearchCriteriaSchema } from './cv-search';
import { m } from './i18n/index';

/*
 * Saved CV searches (issue 11): search/candidate-create. A saved search keeps the search page's
 * criteria as the URL has them (strings); with an alert the worker mails its maker the candidates
 * who newly match.
 */

export const SAVED_SEARCH_ALERTS = ['none', ...ALERT_FREQUENCIES] as const;
export type SavedSearchAlert = (typeof SAVED_SEARCH_ALERTS)[number];
export const SAVED_SEARCH_ALERT_LABELS: Record<SavedSearchAlert, string> = {
  none: 'No alert',
  daily: 'Daily alert',
  weekly: 'Weekly alert',
};

const name = z
  .string({ error: m('cv-saved-searches.name_search') })
  .trim()
  .min(1, m('cv-saved-searches.name_search'))
  .max(100, m('cv-saved-searches.name_has_at_most_100'));
const alert = z.enum(SAVED_SEARCH_ALERTS, { error: m('cv-saved-searches.choose_none_daily_or_weekly') });

/** The criteria as the search page's URL holds them, checked by the search's own rules. */
export const savedCriteriaSchema = z
  .record(z.string(), z.string().max(600))
  .superRefine((criteria, ctx) => {
    const keys = Object.keys(criteria).filter((k) => criteria[k]?.trim());
    if (keys.length === 0)
      ctx.addIssue({ code: 'custom', message: m('cv-saved-searches.search_for_something_before_saving') });
    const checked = cvSearchCriteriaSchema.safeParse(criteria);
    if (!checked.success)
      for (const issue of checked.error.issues)
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  })
  .transform((criteria) =>
    Object.fromEntries(
      (CV_CRITERIA_KEYS as string[]).flatMap((k) => (criteria[k]?.trim() ? [[k, criteria[k].trim()]] : [])),
    ),
  );

export const savedSearchInputSchema = z.strictObject({
  name,
  criteria: savedCriteriaSchema,
  alert: alert.default('none'),
});
export type SavedSearchInput = z.infer<typeof savedSearchInputSchema>;

export const savedSearchPatchSchema = z
  .strictObject({ name, alert })
  .partial()
  .refine((v) => v.name !== undefined || v.alert !== undefined, m('cv-saved-searches.change_name_or_alert'));

export const savedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  criteria: z.record(z.string(), z.string()),
  alert: alert,
  /** Who made it; only they may change or delete it. */
  owner: z.string(),
  mine: z.boolean(),
  created_at: z.string(),
  /** When its alert last ran (candidates changed since then are new to it). */
  last_run_at: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;
