import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useT } from './i18n';
import { LocaleContext } from './intl/locale-context';
import { useJobFormat } from './job-format';

const arabic = ({ children }: { children: ReactNode }) => (
  <LocaleContext value={{ locale: 'ar', digits: 'latn' }}>{children}</LocaleContext>
);

describe('the job formats in Arabic', () => {
  it('writes salaries, experience, employment types and ages in Arabic', async () => {
    await useT.load();
    const { result } = renderHook(() => useJobFormat(), { wrapper: arabic });
    const f = result.current;
    expect(
      f.formatSalary({ salary_min: 4000, salary_max: 6000, salary_currency: 'AED', salary_period: 'MONTH' }),
    ).toBe('من 4,000 إلى 6,000 درهم إماراتي شهريًا');
    expect(f.formatExperience(2, null)).toBe('سنتان فأكثر');
    expect(f.formatExperience(0, null)).toBe('لا تشترط خبرة');
    expect(f.employmentTypeLabel('FULL_TIME')).toBe('دوام كامل');
    const now = new Date('2026-11-29T12:00:00Z');
    expect(f.timeAgo('2026-11-29T08:00:00Z', now)).toBe('اليوم');
    expect(f.timeAgo('2026-11-28T08:00:00Z', now)).toBe('أمس');
  });
});
