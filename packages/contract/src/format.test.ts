import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDayText, groupThousands, salaryWithCurrency } from './format';

// Written by hand; must read as Intl does in the locales the pages and letters use.
const intlNumber = new Intl.NumberFormat('en-AE', { maximumFractionDigits: 0 });
const intlDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

describe('money and day formats', () => {
  it('writes a salary with its currency and period', () => {
    expect(salaryWithCurrency(8500, 'AED', 'MONTH')).toBe('AED 8,500 per month');
    expect(salaryWithCurrency(1_250_000, 'SAR', 'YEAR')).toBe('SAR 1,250,000 per year');
    expect(salaryWithCurrency(45, 'USD', 'HOUR')).toBe('USD 45 per hour');
    // An unknown period is left out rather than printed as a code.
    expect(salaryWithCurrency(900, 'QAR', 'FORTNIGHT')).toBe('QAR 900');
  });

  it('groups whole amounts by thousands as Intl en-AE does', () => {
    expect(groupThousands(0)).toBe('0');
    expect(groupThousands(999)).toBe('999');
    expect(groupThousands(1000)).toBe('1,000');
    expect(groupThousands(-1234.4)).toBe('-1,234');
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e12, noNaN: true }), (n) => {
        expect(groupThousands(n)).toBe(intlNumber.format(n));
      }),
      { numRuns: 1000 },
    );
  });

  it('writes a calendar day as Intl en-GB does, with no time zone shift', () => {
    expect(calendarDayText('2027-03-15')).toBe('15 March 2027');
    expect(calendarDayText('2026-09-01')).toBe('1 September 2026');
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        (d) => {
          const iso = d.toISOString().slice(0, 10);
          expect(calendarDayText(iso)).toBe(intlDay.format(d));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('leaves text that is not a day as it is', () => {
    expect(calendarDayText('')).toBe('');
    expect(calendarDayText('2027-13-01')).toBe('2027-13-01');
    expect(calendarDayText('15/03/2027')).toBe('15/03/2027');
  });
});
