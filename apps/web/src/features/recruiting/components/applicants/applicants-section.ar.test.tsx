import type { ApplicantRow } from '@portal/contract/applications';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadArabic } from '@/lib/intl/catalog';
import { LocaleContext } from '@/lib/intl/locale-context';
import { mockApi } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/render';
import { ApplicantsSection } from './applicants-section';

const row = (id: number, first_name: string, status: ApplicantRow['status']): ApplicantRow => ({
  id,
  candidate: {
    id: id + 100,
    first_name,
    last_name: 'Khan',
    email: `${first_name.toLowerCase()}@example.com`,
    phone: null,
    headline: null,
    current_title: 'Storekeeper',
    total_experience_years: 4,
    location: 'Dubai',
  },
  status,
  applied_at: '2026-05-01T10:00:00Z',
  first_viewed_at: null,
  has_cv: true,
  has_cover_note: false,
  knockout_passed: null,
});

const counts = { applied: 2, shortlisted: 0, interview: 0, offered: 0, hired: 0, rejected: 0, withdrawn: 1 };

describe('ApplicantsSection in Arabic', () => {
  it('names the tabs, columns, statuses and actions in Arabic', async () => {
    await loadArabic(['features/recruiting', 'lib/labels', 'components', 'lib']);
    mockApi({
      'GET jobs/5/applicants': {
        data: {
          data: [row(1, 'Sara', 'applied'), row(2, 'Imran', 'shortlisted'), row(3, 'Noor', 'withdrawn')],
          meta: { page: 1, page_size: 20, total: 3, counts },
        },
      },
    });
    renderWithRouter(
      <LocaleContext value={{ locale: 'ar', digits: 'latn' }}>
        <ApplicantsSection jobId="5" />
      </LocaleContext>,
    );
    expect(await screen.findByRole('tab', { name: 'الكل (3)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'مسحوب (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'المتقدمون (3)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تصدير CSV' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'المتقدّم' })).toBeInTheDocument();
    expect(within(table).getByRole('combobox', { name: 'حالة Imran Khan' })).toHaveDisplayValue(
      'في القائمة المختصرة',
    );
    expect(within(table).getAllByText('4 سنوات')).toHaveLength(3);
  });
});
