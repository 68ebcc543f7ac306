import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { LocaleContext } from '@/lib/intl/locale-context';
import { mockApi } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/render';
import { useT } from '../i18n';
import { AppliedJobsPage } from './applied-jobs-page';

const ar = (ui: ReactNode) => <LocaleContext value={{ locale: 'ar', digits: 'latn' }}>{ui}</LocaleContext>;
const zero = { applied: 0, shortlisted: 0, interview: 0, offered: 0, hired: 0, rejected: 0, withdrawn: 0 };

describe('applied jobs in Arabic', () => {
  beforeAll(async () => {
    await useT.load();
  });

  it('names the page, the status tabs and the empty list in Arabic', async () => {
    mockApi({
      'GET jobs/apply': { data: { data: [], meta: { page: 1, page_size: 10, total: 0 } } },
      'GET jobs/apply-status-count': { data: { data: { ...zero, shortlisted: 2 } } },
      'GET offers/mine': { data: { data: [] } },
    });
    renderWithRouter(ar(<AppliedJobsPage />));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'الوظائف التي تقدّمت إليها' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'في القائمة المختصرة (2)' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'تصفية الطلبات حسب الحالة' })).toBeInTheDocument();
    expect(await screen.findByText('لا توجد طلبات بعد')).toBeInTheDocument();
  });
});
