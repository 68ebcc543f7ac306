import type { Client } from '@portal/contract/clients';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { baseHandlers, mockApi, profileFor } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';

const pending: Client = {
  id: 7,
  type: 'employer',
  name: 'Gulf Freight LLC',
  status: 'pending',
  created_at: '2026-01-05T10:00:00Z',
  activated_at: null,
  contact: { first_name: 'Rashid', last_name: 'Khan', email: 'hr@gulf.example', phone: '+97145550101' },
  user_count: 1,
  is_operator: false,
};

describe('admin-pannel/list/{client}', () => {
  it('lists pending organisations and activates one after confirmation', async () => {
    localStorage.setItem('token', 'tok');
    let status: Client['status'] = 'pending';
    const { calls } = mockApi({
      ...baseHandlers,
      'GET user/': { data: profileFor('master_admin') },
      'GET employers/': (config) => {
        const wanted = (config.params as { status?: string }).status;
        const rows = wanted === undefined || wanted === status ? [{ ...pending, status }] : [];
        return { data: { data: rows, meta: { page: 1, page_size: 20, total: rows.length } } };
      },
      'PATCH employers/7/status': () => {
        status = 'active';
        return { data: { data: { ...pending, status }, message: 'Employer activated.' } };
      },
    });
    const user = userEvent.setup();
    renderRoute('/admin-pannel/list/employer');

    const row = await screen.findByRole('row', { name: /Gulf Freight LLC/ });
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(row).getByRole('button', { name: 'Activate' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));

    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /Gulf Freight LLC/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('No pending employers')).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(JSON.parse(String(patch?.data))).toEqual({ action: 'activate' });

    await user.click(screen.getByRole('tab', { name: 'Active' }));
    expect(await screen.findByRole('row', { name: /Gulf Freight LLC/ })).toBeInTheDocument();
  });

  it('shows a loading state, then an empty state', async () => {
    localStorage.setItem('token', 'tok');
    mockApi({
      ...baseHandlers,
      'GET user/': { data: profileFor('master_admin') },
      'GET employers/': { data: { data: [], meta: { page: 1, page_size: 20, total: 0 } } },
    });
    renderRoute('/admin-pannel/list/consultancy?status=suspended');
    expect(await screen.findByText('No suspended consultancies')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Suspended' })).toHaveAttribute('aria-selected', 'true');
  });
});
