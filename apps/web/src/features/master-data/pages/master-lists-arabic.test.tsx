import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleContext } from '@/lib/intl/locale-context';
import { baseHandlers, mockApi, profileFor } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/render';
import { useT } from '../i18n';
import { MasterListsPage } from './master-lists-page';

describe('the master data lists in Arabic', () => {
  it('reads in Arabic', async () => {
    localStorage.setItem('token', 'tok');
    mockApi({
      ...baseHandlers,
      'GET user/': { data: profileFor('master_admin') },
      'GET master/admin/lists': { data: { data: [{ name: 'skills', label: 'Skills', count: 11 }] } },
    });
    await useT.load();
    renderWithRouter(
      <LocaleContext value={{ locale: 'ar', digits: 'latn' }}>
        <MasterListsPage />
      </LocaleContext>,
      '/admin-pannel',
    );
    expect(await screen.findByRole('heading', { name: 'البيانات الرئيسية' })).toBeInTheDocument();
    expect(await screen.findByText('المهارات')).toBeInTheDocument();
    expect(screen.getByText('11 عنصرًا')).toBeInTheDocument();
  });
});
