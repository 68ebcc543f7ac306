import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { baseHandlers, mockApi, profileFor } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';

const detail = (overrides: Record<string, unknown> = {}) => ({
  id: 7,
  role: 'ats',
  first_name: 'Noura',
  last_name: 'Saleh',
  email: 'noura@example.com',
  phone: null,
  status: 'active',
  client: { id: 2, name: 'Desert Bridge', type: 'consultancy' },
  last_login_at: null,
  created_at: '2026-11-01T08:00:00Z',
  invited: false,
  custom_role: null,
  suspended_at: null,
  assignable_roles: [],
  can_manage: true,
  mfa_enabled: true,
  activity: [],
  ...overrides,
});

describe('a user page (admin-pannel/users/{id})', () => {
  it('says whether two-step sign-in is on and resets it after asking', async () => {
    localStorage.setItem('token', 'tok');
    const { calls } = mockApi({
      ...baseHandlers,
      'GET user/': { data: profileFor('master_admin') },
      'GET employers/user-detail/7': { data: { data: detail() } },
      'POST user/7/mfa-reset': { data: { message: 'Two-step sign-in has been reset.' } },
    });
    const user = userEvent.setup();
    renderRoute('/admin-pannel/users/7');
    expect(await screen.findByText('Two-step sign-in')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset two-step sign-in' }));
    expect(calls.some((c) => c.url === 'user/7/mfa-reset')).toBe(false);
    await user.click(await screen.findByRole('button', { name: 'Reset' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url === 'user/7/mfa-reset')).toBe(true),
    );
  });

  it('offers no reset when the user has no authenticator', async () => {
    localStorage.setItem('token', 'tok');
    mockApi({
      ...baseHandlers,
      'GET user/': { data: profileFor('master_admin') },
      'GET employers/user-detail/7': { data: { data: detail({ mfa_enabled: false }) } },
    });
    renderRoute('/admin-pannel/users/7');
    expect(await screen.findByRole('heading', { name: 'Noura Saleh' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset two-step sign-in' })).not.toBeInTheDocument();
  });
});
