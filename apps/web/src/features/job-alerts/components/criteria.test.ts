import { ALERT_CRITERIA_KEYS, alertCriteriaSchema } from '@portal/contract/alerts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { criteriaFromSearch, criteriaLabels } from './criteria';

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

/** What the search page read with the contract's schema before (the reference the reader mirrors). */
function withSchema(params: URLSearchParams) {
  const raw: Record<string, string> = {};
  for (const [key, value] of params) {
    if (['page', 'page_size', 'sort'].includes(key)) continue;
    raw[key] =
      key === 'location'
        ? value
            .split(',')
            .filter((v) => /^\d+$/.test(v.trim()))
            .join(',')
        : value;
  }
  const parsed = alertCriteriaSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

describe('criteria of a search URL', () => {
  it('reads filters, drops empty ones, and refuses what an alert would refuse', () => {
    const read = (query: string) => criteriaFromSearch(new URLSearchParams(query));
    expect(read('keyword=forklift&location=3,Dubai,4&employment_type=FULL_TIME&page=2')).toEqual({
      keyword: 'forklift',
      location: [3, 4],
      employment_type: ['FULL_TIME'],
    });
    expect(read('keyword=&page=2&sort=date')).toBeNull();
    expect(read('salary_min=5000&salary_max=3000')).toBeNull();
    expect(read('keyword=forklift&utm_source=mail')).toBeNull();
    expect(read('posted_within=5')).toBeNull();
  });

  it('reads every URL as the contract schema does', () => {
    const value = fc.oneof(
      fc.constantFrom(
        '',
        ' ',
        '0',
        '1',
        '3',
        '7',
        '30',
        '50',
        '51',
        '-1',
        '1.5',
        '1e3',
        '12,13',
        ' 4 , 5,',
        'x',
      ),
      fc.constantFrom('FULL_TIME', 'FULL_TIME,PART_TIME', 'full_time', 'FULL_TIME,,', 'Dubai,7'),
      fc.constantFrom('9007199254740993', '1e400', '0x10', 'a'.repeat(201), ' forklift '),
      fc.string({ maxLength: 6 }),
    );
    const keys = fc.constantFrom(...ALERT_CRITERIA_KEYS, 'page', 'sort', 'other');
    fc.assert(
      fc.property(fc.array(fc.tuple(keys, value), { maxLength: 5 }), (pairs) => {
        const params = new URLSearchParams(pairs);
        expect(criteriaFromSearch(params)).toEqual(withSchema(params));
      }),
      { numRuns: 2000 },
    );
  });
});
