import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleContext } from '@/lib/intl/locale-context';
import { baseHandlers, mockApi, profileFor } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/render';
import { useT } from '../i18n';
import { RolesPage } from './roles-page';

describe('the roles page in Arabic', () => {
  it('reads in Arabic', async () => {
    localStorage.setItem('token', 'tok');
    mockApi({
      ...baseHandlers,
      'GET user/': { data: profileFor('master_admin') },
      'GET settings/roles': {
        data: {
          data: [
            {
              key: 'job-poster',
              name: 'Job poster',
              kind: 'employer',
              custom: true,
              editable: true,
              description: '',
              user_count: 3,
              effective_count: 2,
              groups: [],
            },
          ],
        },
      },
    });
    await useT.load();
    renderWithRouter(
      <LocaleContext value={{ locale: 'ar', digits: 'latn' }}>
        <RolesPage />
      </LocaleContext>,
      '/admin-pannel',
    );
    expect(await screen.findByRole('heading', { name: 'الأدوار' })).toBeInTheDocument();
    expect(await screen.findByText('مخصص · صاحب عمل')).toBeInTheDocument();
    expect(screen.getByText('3 مستخدمين')).toBeInTheDocument();
    expect(screen.getByText('صلاحيتان')).toBeInTheDocument();
  });
});
