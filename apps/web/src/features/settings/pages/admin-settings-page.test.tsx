import type { ExchangeRate } from '@portal/contract/exchange-rates';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { baseHandlers, mockApi, profileFor } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';

const at = '2026-02-01T10:00:00Z';
const rates: ExchangeRate[] = [
  { currency: 'AED', aed_per_unit: 1, updated_at: at },
  { currency: 'OMR', aed_per_unit: 9.551365, updated_at: at },
];

describe('admin-pannel/settings', () => {
  it('lets staff who manage master data change a rate, with the field message under it', async () => {
    localStorage.setItem('token', 'tok');
    let omr = 9.551365;
    const { calls } = mockApi({
      ...baseHandlers,
      'GET user/': { data: profileFor('master_admin', { permissions: ['master_data.manage'] }) },
      'GET master/exchange-rates': () => ({
        data: { data: rates.map((r) => (r.currency === 'OMR' ? { ...r, aed_per_unit: omr } : r)) },
      }),
      'PUT master/exchange-rates/OMR': (config) => {
        omr = JSON.parse(String(config.data)).aed_per_unit;
        return {
          data: { data: { currency: 'OMR', aed_per_unit: omr, updated_at: at }, message: 'Rate saved.' },
        };
      },
    });
    const user = userEvent.setup();
    renderRoute('/admin-pannel/settings');

    const input = await screen.findByRole('textbox', { name: 'AED for 1 OMR' });
    expect(input).toHaveValue('9.551365');
    expect(screen.queryByRole('textbox', { name: 'AED for 1 AED' })).not.toBeInTheDocument();
    expect(screen.getByText('(the base currency)')).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, '0');
    await user.click(screen.getByRole('button', { name: 'Save OMR' }));
    expect(await screen.findByText('The rate must be more than 0')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(input);
    await user.type(input, '9.6');
    await user.click(screen.getByRole('button', { name: 'Save OMR' }));
    await waitFor(() => expect(omr).toBe(9.6));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'AED for 1 OMR' })).toHaveValue('9.6'));
  });

  it('shows the rates read-only to other staff', async () => {
    localStorage.setItem('token', 'tok');
    mockApi({
      ...baseHandlers,
      'GET user/': { data: profileFor('consultancy') },
      'GET master/exchange-rates': { data: { data: rates } },
    });
    renderRoute('/admin-pannel/settings');
    expect(await screen.findByText('9.551365 AED')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /AED for/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Only staff who manage master data/)).toBeInTheDocument();
  });
});
