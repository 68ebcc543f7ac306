import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { baseHandlers, mockApi, profileFor } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';

const enquiry = {
  id: 4,
  name: 'Mariam Haddad',
  company: 'Dune Logistics',
  email: 'mariam@dune.example',
  phone: null,
  service: 'general',
  message: 'We need forklift drivers for the summer.',
  status: 'new',
  assignee: null,
  created_at: '2026-02-01T09:00:00Z',
  updated_at: '2026-02-01T09:00:00Z',
};

describe('/admin-pannel/enquiries', () => {
  it('shows the new enquiries with counts on the tabs; a tab goes back to page 1 in the URL', async () => {
    localStorage.setItem('token', 'tok');
    const { calls } = mockApi({
      ...baseHandlers,
      'GET user/': { data: profileFor('master_admin', { permissions: ['enquiries.manage'] }) },
      'GET settings/enquiry': (config) => {
        const { status } = config.params as { status?: string };
        const rows = status === undefined || status === 'new' ? [enquiry] : [];
        const meta = {
          page: 1,
          page_size: 20,
          total: rows.length,
          counts: { new: 1, in_progress: 0, closed: 2 },
        };
        return { data: { data: rows, meta } };
      },
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/admin-pannel/enquiries?page=2');

    const link = await screen.findByRole('link', { name: /Mariam Haddad/ });
    const row = link.closest('li') as HTMLElement;
    expect(within(row).getByText('Unassigned')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'New (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Closed (2)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Closed (2)' }));
    expect(await screen.findByText('No enquiries here')).toBeInTheDocument();
    expect(router.state.location.search).toContain('status=closed');
    expect(router.state.location.search).not.toContain('page=2');
    expect(calls.some((c) => c.url === 'settings/enquiry')).toBe(true);
  });
});
