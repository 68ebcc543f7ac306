import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadArabic } from '@/lib/intl/catalog';
import { LocaleContext } from '@/lib/intl/locale-context';
import { baseHandlers, mockApi, profileFor } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/render';
import { useT } from '../i18n';
import { UsersPage } from './users-page';

describe('the users page in Arabic', () => {
  it('reads in Arabic', async () => {
    localStorage.setItem('token', 'tok');
    mockApi({
      ...baseHandlers,
      'GET user/': { data: profileFor('master_admin') },
      'GET user/list': {
        data: {
          data: [
            {
              id: 7,
              role: 'consultancy',
              first_name: 'Noura',
              last_name: 'Saleh',
              email: 'noura@example.com',
              phone: null,
              status: 'suspended',
              client: { id: 2, name: 'Desert Bridge', type: 'consultancy' },
              last_login_at: null,
              created_at: '2026-11-01T08:00:00Z',
              invited: false,
              custom_role: null,
              can_manage: true,
            },
          ],
          meta: { page: 1, page_size: 20, total: 1 },
        },
      },
    });
    // The page's catalogues in, as an /ar page has them before it hydrates (statuses and roles are lib/labels').
    await Promise.all([useT.load(), loadArabic(['lib/labels', 'lib', 'components'])]);
    renderWithRouter(
      <LocaleContext value={{ locale: 'ar', digits: 'latn' }}>
        <UsersPage />
      </LocaleContext>,
      '/admin-pannel',
    );
    expect(await screen.findByRole('heading', { name: 'المستخدمون' })).toBeInTheDocument();
    expect((await screen.findAllByText('مستشار توظيف')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('موقوف').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: /إعادة التفعيل/ }).length).toBeGreaterThan(0);
  });
});
