import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleContext } from '@/lib/intl/locale-context';
import { baseHandlers, mockApi, profileFor } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/render';
import { useT } from '../i18n';
import { AdminSettingsPage } from './admin-settings-page';

describe('the settings page in Arabic', () => {
  it('reads in Arabic', async () => {
    localStorage.setItem('token', 'tok');
    mockApi({
      ...baseHandlers,
      'GET user/': { data: profileFor('master_admin', { permissions: ['master_data.manage'] }) },
      'GET master/exchange-rates': {
        data: { data: [{ currency: 'OMR', aed_per_unit: 9.55, updated_at: '2026-02-01T10:00:00Z' }] },
      },
    });
    await useT.load();
    renderWithRouter(
      <LocaleContext value={{ locale: 'ar', digits: 'latn' }}>
        <AdminSettingsPage />
      </LocaleContext>,
      '/admin-pannel',
    );
    expect(await screen.findByRole('heading', { name: 'الإعدادات' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'الدرهم مقابل 1 OMR' })).toBeInTheDocument();
    expect(screen.getByText(/لا يمكن تغيير اسم البوابة/)).toBeInTheDocument();
  });
});
