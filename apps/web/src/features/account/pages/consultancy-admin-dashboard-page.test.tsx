import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { baseHandlers, mockApi, profileFor } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';

const member = (id: number, first: string, over: Record<string, unknown> = {}) => ({
  id,
  first_name: first,
  last_name: 'Team',
  email: `${first.toLowerCase()}@harbour.example`,
  role: 'consultancy',
  status: 'active',
  invited: false,
  last_login_at: null,
  jobs_posted: 0,
  applicants_moved: 0,
  can_manage: true,
  ...over,
});

describe('/consultancy-admin/dashboard', () => {
  it("shows the team's activity and the plan's usage, and suspends a member after a confirmation", async () => {
    localStorage.setItem('token', 'tok');
    const { calls } = mockApi({
      ...baseHandlers,
      'GET user/': {
        data: profileFor('consultancy_admin', {
          client: {
            id: 7,
            name: 'Harbour Talent',
            type: 'consultancy',
            status: 'active',
            is_operator: false,
          },
          permissions: ['users.list', 'users.manage', 'jobs.manage'],
        }),
      },
      'GET employers/team-activity': {
        data: {
          data: [
            // The server says whom the caller may act on: never themselves, nor someone holding more.
            member(1, 'Aisha', { role: 'consultancy_admin', can_manage: false }),
            member(2, 'Bilal', { jobs_posted: 4, applicants_moved: 9 }),
            member(3, 'Chen', { role: 'master_admin', can_manage: false }),
          ],
        },
      },
      'GET employers/7/usage': {
        data: {
          data: {
            client_id: 7,
            unlimited: false,
            plan: { id: 2, name: 'Standard', starts_on: '2026-11-01', ends_on: null, current: true },
            usage: [
              { limit: 'active_jobs', label: 'Active jobs', used: 14, max: 15, resets_at: null },
              { limit: 'users', label: 'Users', used: 2, max: 5, resets_at: null },
            ],
          },
        },
      },
      'PATCH user/2/status': {
        data: { data: { ...member(2, 'Bilal'), status: 'suspended' }, message: 'User suspended.' },
      },
    });
    renderRoute('/consultancy-admin/dashboard');
    const team = await screen.findByRole('region', { name: 'Your team' });
    const bilal = await within(team).findByRole('row', { name: /Bilal Team/ });
    expect(
      within(bilal)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(expect.arrayContaining(['4', '9']));
    // No action on one's own row, nor on someone the caller may not manage.
    for (const name of [/Aisha Team/, /Chen Team/])
      expect(within(within(team).getByRole('row', { name })).queryByRole('button')).toBeNull();
    const plan = screen.getByRole('region', { name: 'Plan and usage' });
    expect(await within(plan).findByText('Standard')).toBeInTheDocument();
    expect(within(plan).getByText('14 of 15')).toBeInTheDocument();
    expect(within(team).getByRole('link', { name: 'Invite a team member' })).toHaveAttribute(
      'href',
      '/admin-pannel/create-user/consultancy?client_id=7',
    );

    const user = userEvent.setup();
    await user.click(within(bilal).getByRole('button', { name: /Suspend/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Bilal Team?' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await screen.findByText('User suspended.');
    const patch = calls.find((c) => `${c.method} ${c.url}` === 'PATCH user/2/status');
    expect(JSON.parse(String(patch?.data))).toEqual({ action: 'suspend' });
  });
});
