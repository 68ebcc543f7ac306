import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadArabic } from '@/lib/intl/catalog';
import { LocaleContext } from '@/lib/intl/locale-context';
import { baseHandlers, mockApi, profileFor } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/render';
import { useT } from '../i18n';
import { EmployerDashboardPage } from './employer-dashboard-page';

describe("the employer's dashboard in Arabic", () => {
  it('reads in Arabic', async () => {
    localStorage.setItem('token', 'tok');
    mockApi({
      ...baseHandlers,
      'GET user/': { data: profileFor('employer') },
    });
    // The page also reads the shared components', labels' and lib's words.
    await Promise.all([useT.load(), loadArabic(['lib/labels', 'lib', 'components', 'app'])]);
    renderWithRouter(
      <LocaleContext value={{ locale: 'ar', digits: 'latn' }}>
        <EmployerDashboardPage />
      </LocaleContext>,
      '/admin-pannel',
    );
    expect(await screen.findByRole('heading', { name: 'اختصارات' })).toBeInTheDocument();
    expect(screen.getByText('نشر وظيفة')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'التوظيف لديك' })).toBeInTheDocument();
  });
});
