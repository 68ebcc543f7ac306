import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleContext } from '@/lib/intl/locale-context';
import { baseHandlers, mockApi, profileFor } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/render';
import { useT } from '../i18n';
import { SearchDemandPanel } from './search-demand';

describe('the search demand panel in Arabic', () => {
  it('reads in Arabic', async () => {
    localStorage.setItem('token', 'tok');
    mockApi({
      ...baseHandlers,
      'GET user/': { data: profileFor('master_admin') },
      'GET dashboards/search-demand': {
        data: {
          data: {
            days: 7,
            top: [{ keyword: 'warehouse', searches: 40, zero_result_searches: 0 }],
            zero: [{ keyword: 'drone pilot', zero_result_searches: 2 }],
          },
        },
      },
    });
    await useT.load();
    renderWithRouter(
      <LocaleContext value={{ locale: 'ar', digits: 'latn' }}>
        <SearchDemandPanel />
      </LocaleContext>,
      '/admin-pannel',
    );
    expect(await screen.findByRole('heading', { name: 'عمّ يبحث الباحثون عن عمل' })).toBeInTheDocument();
    expect(await screen.findByText(/40 عملية بحث/)).toBeInTheDocument();
    expect(screen.getByText('مرتان')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تشغيل البحث عن «drone pilot»' })).toBeInTheDocument();
  });
});
