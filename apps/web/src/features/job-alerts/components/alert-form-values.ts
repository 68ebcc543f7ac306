import {
  type AlertCriteria,
  alertFrequencySchema,
  alertInputSchema,
  type JobAlert,
} from '@portal/contract/alerts';
import { z } from 'zod';

/**
 * What the form edits: strings as inputs hold them; the locations as a list of ids (a search often
 * has several), the other lists one id each (the form's single pickers).
 */
export type AlertFormValues = z.input<typeof formValuesSchema>;

/** At most this many locations in one alert (the search takes up to 50; a form keeps it readable). */
export const MAX_ALERT_LOCATIONS = 10;

const SINGLE_KEYS = ['designation', 'functional_area', 'employment_type'] as const;

/** Criteria the form cannot show (several values of a single picker, or filters it has no input for). */
export function needsSummary(c: AlertCriteria): boolean {
  const editable = new Set<string>([
    ...SINGLE_KEYS,
    'location',
    'keyword',
    'experience',
    'salary_min',
    'salary_max',
  ]);
  return (
    Object.keys(c).some((k) => !editable.has(k)) ||
    (c.location?.length ?? 0) > MAX_ALERT_LOCATIONS ||
    SINGLE_KEYS.some((k) => ((c[k] as unknown[] | undefined)?.length ?? 0) > 1)
  );
}

export function formValuesOf(
  alert: Pick<JobAlert, 'name' | 'frequency' | 'criteria'> | null,
): AlertFormValues {
  const c = alert?.criteria ?? {};
  const first = (v: readonly (string | number)[] | undefined) => (v?.length ? String(v[0]) : '');
  const num = (v: number | undefined) => (v == null ? '' : String(v));
  return {
    name: alert?.name ?? '',
    frequency: alert?.frequency ?? 'daily',
    criteria: {
      keyword: c.keyword ?? '',
      location: [...(c.location ?? [])],
      designation: first(c.designation),
      functional_area: first(c.functional_area),
      employment_type: first(c.employment_type),
      experience: num(c.experience),
      salary_min: num(c.salary_min),
      salary_max: num(c.salary_max),
    },
  };
}

/** The form's values as the inputs hold them: every criterion a string, '' when not chosen. */
const criteriaInputs = z.object({
  keyword: z.string(),
  location: z.array(z.number().int()),
  designation: z.string(),
  functional_area: z.string(),
  employment_type: z.string(),
  experience: z.string(),
  salary_min: z.string(),
  salary_max: z.string(),
});
const formValuesSchema = z.object({
  name: z.string(),
  frequency: alertFrequencySchema,
  criteria: criteriaInputs,
});

/** The form's values as the contract takes them: empty inputs and empty lists are "no filter". */
const withoutEmpty = (v: AlertFormValues): z.input<typeof alertInputSchema> => ({
  ...v,
  criteria: Object.fromEntries(
    Object.entries(v.criteria).filter(([, x]) => (Array.isArray(x) ? x.length > 0 : x.trim() !== '')),
  ),
});

export type AlertFormOutput = z.output<typeof alertInputSchema>;
/** The contract's input schema over the form's values. */
export const alertFormSchema = formValuesSchema.transform(withoutEmpty).pipe(alertInputSchema);

const nameAndFrequency = z.object(alertInputSchema.pick({ name: true, frequency: true }).shape);
/** Only the name and frequency (the criteria come from a search, or cannot be shown as fields). */
export const nameAndFrequencySchema = formValuesSchema
  .transform(({ name, frequency }): z.input<typeof nameAndFrequency> => ({ name, frequency }))
  .pipe(nameAndFrequency);
