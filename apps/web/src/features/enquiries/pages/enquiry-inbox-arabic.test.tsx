import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadArabic } from '@/lib/intl/catalog';
import { LocaleContext } from '@/lib/intl/locale-context';
import { baseHandlers, mockApi, profileFor } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/render';
import { useT } from '../i18n';
import { EnquiryInboxPage } from './enquiry-inbox-page';

describe('the enquiry inbox in Arabic', () => {
  it('reads in Arabic', async () => {
    localStorage.setItem('token', 'tok');
    mockApi({
      ...baseHandlers,
      'GET user/': { data: profileFor('master_admin') },
      'GET settings/enquiry': {
        data: {
          data: [
            {
              id: 4,
              name: 'Omar',
              company: 'Gulf Freight',
              email: 'omar@example.com',
              phone: null,
              service: 'cv-searching',
              message: 'We need drivers.',
              status: 'new',
              assignee: null,
              created_at: '2026-11-01T08:00:00Z',
            },
          ],
          meta: { page: 1, page_size: 20, total: 1, counts: { new: 1, in_progress: 0, closed: 0 } },
        },
      },
    });
    // The catalogues in, as an /ar page has them before it hydrates (the services' names are lib/labels').
    await Promise.all([useT.load(), loadArabic(['lib/labels', 'lib', 'components'])]);
    renderWithRouter(
      <LocaleContext value={{ locale: 'ar', digits: 'latn' }}>
        <EnquiryInboxPage />
      </LocaleContext>,
      '/admin-pannel',
    );
    expect(await screen.findByRole('heading', { name: 'الاستفسارات' })).toBeInTheDocument();
    expect(await screen.findByText(/البحث في السير الذاتية/)).toBeInTheDocument();
    expect(screen.getByText('غير مسند')).toBeInTheDocument();
  });
});
