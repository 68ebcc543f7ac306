import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleContext } from '@/lib/intl/locale-context';
import { baseHandlers, mockApi } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/render';
import { useT } from '../i18n';
import { CvSearchActionPage } from './cv-search-action-page';

describe('the advanced CV search in Arabic', () => {
  it('labels every box and button in Arabic', async () => {
    await useT.load();
    mockApi({ ...baseHandlers, 'GET master/designations': { data: { data: [] } } });
    renderWithRouter(<div />, '/cv-search/create', [
      {
        path: '/cv-search/:action',
        element: (
          <LocaleContext value={{ locale: 'ar', digits: 'latn' }}>
            <CvSearchActionPage />
          </LocaleContext>
        ),
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'بحث جديد في السير الذاتية' })).toBeInTheDocument();
    expect(screen.getByLabelText('كل هذه الكلمات')).toBeInTheDocument();
    expect(screen.getByLabelText('الإمارة أو الولاية الحالية')).toBeInTheDocument();
    expect(screen.getByText('كيف تكتب الكلمات المفتاحية')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'البحث عن مرشحين' })).toBeInTheDocument();
  });
});
