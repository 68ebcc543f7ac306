import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { baseHandlers, mockApi, profileFor } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';

const perm = (code: string) => ({
  code,
  module: code.split('.')[0],
  action: code.split('.')[1],
  description: `About ${code}`,
  operator_only: false,
});
const matrix = {
  permissions: [perm('jobs.manage'), perm('templates.manage'), perm('plans.manage')],
  roles: [
    {
      role: 'employer',
      label: 'Employer',
      kind: 'employer',
      custom: false,
      inherited: [],
      permissions: ['jobs.manage', 'templates.manage'],
      editable: true,
    },
    {
      role: 'master_admin',
      label: 'Administrator',
      kind: 'master_admin',
      custom: false,
      inherited: [],
      permissions: ['jobs.manage', 'templates.manage', 'plans.manage'],
      editable: false,
    },
  ],
};

describe('/admin-pannel/permissions', () => {
  it('edits one role, shows what is granted and revoked before saving, and saves the new set', async () => {
    localStorage.setItem('token', 'tok');
    const { calls } = mockApi({
      ...baseHandlers,
      'GET user/': {
        data: profileFor('master_admin', {
          permissions: ['jobs.manage', 'templates.manage', 'roles.manage'],
        }),
      },
      'GET settings/permissions': { data: { data: matrix } },
      'PUT settings/roles/employer/permissions': { data: { data: matrix, message: 'Permissions saved.' } },
    });
    renderRoute('/admin-pannel/permissions');
    const user = userEvent.setup();
    const templates = await screen.findByRole('checkbox', { name: 'Employer: templates.manage' });
    // A code the viewer does not hold cannot be granted; another role's column is read-only.
    expect(screen.getByRole('checkbox', { name: 'Employer: plans.manage' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Administrator: jobs.manage' })).toBeDisabled();
    await user.type(screen.getByLabelText('Search permissions'), 'templates');
    expect(screen.queryByRole('checkbox', { name: 'Employer: jobs.manage' })).toBeNull();
    await user.click(templates);
    await user.click(screen.getByRole('button', { name: 'Review and save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save Employer permissions?' });
    expect(within(dialog).getByText('Revoked')).toBeInTheDocument();
    expect(within(dialog).getByText('templates.manage')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Permissions saved.');
    const put = calls.find((c) => `${c.method} ${c.url}` === 'PUT settings/roles/employer/permissions');
    expect(JSON.parse(String(put?.data))).toEqual({ permissions: ['jobs.manage'] });
  });
});
