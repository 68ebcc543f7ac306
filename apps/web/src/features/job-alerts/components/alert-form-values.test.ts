import { describe, expect, it } from 'vitest';
import { alertFormSchema, formValuesOf, nameAndFrequencySchema, needsSummary } from './alert-form-values';

const values = (criteria: Partial<ReturnType<typeof formValuesOf>['criteria']>) => {
  const empty = formValuesOf(null);
  return { ...empty, name: 'Drivers', criteria: { ...empty.criteria, ...criteria } };
};

describe('the alert form schema', () => {
  it('drops empty inputs and reads the chosen ones as the contract does', () => {
    const out = alertFormSchema.parse(values({ keyword: 'driver', location: [3], salary_min: '4000' }));
    expect(out).toEqual({
      name: 'Drivers',
      frequency: 'daily',
      active: true,
      criteria: { keyword: 'driver', location: [3], salary_min: 4000 },
    });
  });

  it('keeps every location of an alert, in the form and back to the contract', () => {
    const alert = {
      name: 'Forklift',
      frequency: 'daily' as const,
      criteria: { keyword: 'forklift', location: [3, 7, 12] },
    };
    expect(needsSummary(alert.criteria)).toBe(false);
    const form = formValuesOf(alert);
    expect(form.criteria.location).toEqual([3, 7, 12]);
    expect(alertFormSchema.parse(form).criteria).toEqual({ keyword: 'forklift', location: [3, 7, 12] });
    // No location chosen is no location filter.
    expect(alertFormSchema.parse(values({ keyword: 'forklift', location: [] })).criteria).toEqual({
      keyword: 'forklift',
    });
  });

  it('refuses a form without any filter, under criteria', () => {
    const res = alertFormSchema.safeParse(values({ keyword: '  ' }));
    expect(res.success).toBe(false);
    expect(res.error?.issues[0]).toMatchObject({
      path: ['criteria'],
      message: 'Choose at least one search filter for the alert',
    });
  });

  it('checks only the name and frequency when the criteria come from elsewhere', () => {
    expect(nameAndFrequencySchema.parse({ ...values({}), frequency: 'weekly' })).toEqual({
      name: 'Drivers',
      frequency: 'weekly',
    });
  });
});
