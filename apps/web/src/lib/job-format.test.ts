import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatSalary } from './job-format';

// job-format.ts formats by hand to spare the first load Intl's locale data; it must read as Intl would.
const intlNumber = new Intl.NumberFormat('en-AE', { maximumFractionDigits: 0 });
const intlDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const aed = (min: number | null, max: number | null) =>
  formatSalary({ salary_min: min, salary_max: max, salary_currency: 'AED', salary_period: 'MONTH' });

describe('job formats', () => {
  it('groups salaries (never negative) by thousands and rounds them as Intl en-AE does', () => {
    expect(aed(4000, 6000)).toBe('AED 4,000 – 6,000 a month');
    expect(aed(1234567.5, null)).toBe('AED from 1,234,568 a month');
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e12, noNaN: true }), (n) => {
        expect(aed(n, n)).toBe(`AED ${intlNumber.format(n)} a month`);
      }),
      { numRuns: 2000 },
    );
  });

  it('writes dates as Intl en-GB does ("5 Sept 2026")', () => {
    expect(formatDate('2026-09-05T10:00:00')).toBe('5 Sept 2026');
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (d) => {
          expect(formatDate(d.toISOString())).toBe(intlDate.format(d));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
