import { describe, expect, it } from 'vitest';
import { criteriaLabels } from './criteria';

const noNames = () => undefined;

describe('criteria labels', () => {
  it('names a salary range, a minimum or a maximum', () => {
    expect(criteriaLabels({ salary_min: 3000, salary_max: 5000 }, noNames)).toEqual([
      'Salary AED 3,000–5,000 a month',
    ]);
    expect(criteriaLabels({ salary_min: 3000 }, noNames)).toEqual(['Salary from AED 3,000 a month']);
    expect(criteriaLabels({ salary_max: 5000 }, noNames)).toEqual(['Salary up to AED 5,000 a month']);
  });

  it('names employment types by their labels', () => {
    expect(criteriaLabels({ employment_type: ['FULL_TIME'] }, noNames)).toEqual(['Full time']);
  });
});
