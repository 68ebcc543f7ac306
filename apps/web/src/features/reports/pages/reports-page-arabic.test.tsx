import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleContext } from '@/lib/intl/locale-context';
import { baseHandlers, mockApi, profileFor } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/render';
import { useT } from '../i18n';
import { catalogueFixture, funnelFixture } from '../testing/fixtures';
import { ReportsPage } from './reports-page';

describe('the reports page in Arabic', () => {
  it('reads in Arabic', async () => {
    localStorage.setItem('token', 'tok');
    mockApi({
      ...baseHandlers,
      'GET user/': { data: profileFor('employer', { permissions: ['reports.view'] }) },
      'GET reports/': { data: { data: catalogueFixture() } },
      'GET reports/subscription': { data: { data: { weekly: false } } },
      'GET reports/funnel': { data: { data: funnelFixture() } },
    });
    await useT.load();
    renderWithRouter(
      <LocaleContext value={{ locale: 'ar', digits: 'latn' }}>
        <ReportsPage />
      </LocaleContext>,
      '/management/reports',
    );
    expect(await screen.findByRole('heading', { name: 'التقارير' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'مسار التوظيف' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'آخر 30 يومًا' })).toBeInTheDocument();
    expect(await screen.findByText('الإجمالي')).toBeInTheDocument();
  });
});
