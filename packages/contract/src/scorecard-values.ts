/**
 * The scorecards' fixed values, free of zod so a page can show the labels without loading the
 * schemas (issue 28 item 3).
 */

/** The recommendation scale: four points, no middle ground, so every interviewer takes a side. */
export const RECOMMENDATIONS = ['strong_yes', 'yes', 'no', 'strong_no'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];

export const RECOMMENDATION_LABELS: Record<Recommendation, string> = {
  strong_yes: 'Strong yes',
  yes: 'Yes',
  no: 'No',
  strong_no: 'Strong no',
};

/** What a job is scored on until its organisation changes the list. */
export const DEFAULT_CRITERIA = ['Experience', 'Skills', 'Communication', 'Culture'] as const;

export const CRITERIA_MAX = 10;
export const CRITERION_NAME_MAX = 60;
export const SCORECARD_NOTES_MAX = 4000;
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** What each point of the 1-5 rating means, for the rating control's labels. */
export const RATING_LABELS: Record<number, string> = {
  1: 'Poor',
  2: 'Below expectations',
  3: 'Meets expectations',
  4: 'Above expectations',
  5: 'Outstanding',
};
