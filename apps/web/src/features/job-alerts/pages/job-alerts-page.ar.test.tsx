import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { employmentTypeLabel } from '@/lib/employment-type';
import { useT as useLibT } from '@/lib/i18n';
import { LocaleContext } from '@/lib/intl/locale-context';
import { baseHandlers, mockApi } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/render';
import { criteriaLabels } from '../components/criteria';
import { useT } from '../i18n';
import { JobAlertsPage } from './job-alerts-page';

const ar = (ui: ReactNode) => <LocaleContext value={{ locale: 'ar', digits: 'latn' }}>{ui}</LocaleContext>;

describe('job alerts in Arabic', () => {
  beforeAll(async () => {
    await useT.load();
  });

  it('names the page and its empty state in Arabic', async () => {
    mockApi({ ...baseHandlers, 'GET jobs/alert': { data: { data: [] } } });
    renderWithRouter(ar(<JobAlertsPage />));
    expect(await screen.findByRole('heading', { level: 1, name: 'تنبيهات الوظائف' })).toBeInTheDocument();
    expect(await screen.findByText('لا توجد تنبيهات وظائف بعد')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تنبيه جديد' })).toBeInTheDocument();
  });

  it('names criteria in Arabic, with Arabic plurals', async () => {
    await Promise.all([useT.load(), useLibT.load()]);
    const t = useT.translator('ar', 'ar-AE-u-nu-latn');
    expect(
      criteriaLabels(
        { experience: 3, employment_type: ['FULL_TIME'] },
        () => undefined,
        t,
        (type) => employmentTypeLabel(useLibT.translator('ar', 'ar-AE-u-nu-latn'), type),
      ),
    ).toEqual(['دوام كامل', 'خبرة 3 سنوات']);
  });
});
