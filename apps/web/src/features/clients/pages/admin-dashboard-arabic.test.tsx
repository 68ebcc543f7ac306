import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleContext } from '@/lib/intl/locale-context';
import { baseHandlers, mockApi, profileFor } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/render';
import { useT } from '../i18n';
import { AdminDashboardPage } from './admin-dashboard-page';

describe("the administrator's dashboard in Arabic", () => {
  it('reads in Arabic', async () => {
    localStorage.setItem('token', 'tok');
    mockApi({
      ...baseHandlers,
      'GET user/': {
        data: profileFor('master_admin', {
          permissions: ['clients.list', 'clients.view', 'dashboards.operator'],
        }),
      },
      'GET employers/': { data: { data: [], meta: { page: 1, page_size: 1, total: 3 } } },
    });
    await useT.load();
    renderWithRouter(
      <LocaleContext value={{ locale: 'ar', digits: 'latn' }}>
        <AdminDashboardPage />
      </LocaleContext>,
      '/admin-pannel',
    );
    expect(await screen.findByText('أصحاب عمل قيد المراجعة')).toBeInTheDocument();
    expect(screen.getByText('شركات توظيف نشطة')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('لوحة التحكم');
  });
});
