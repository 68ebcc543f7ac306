import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { baseHandlers, mockApi, profileFor } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';

const info = {
  code: 'cv.search',
  module: 'cv',
  action: 'search',
  description: 'Search the CV database',
  operator_only: false,
};
const grants = (role: string, label: string, permissions: string[]) => ({
  role,
  label,
  kind: 'ats',
  custom: false,
  permissions,
  inherited: [],
  editable: true,
});

describe('/admin-pannel/permissions/{create}', () => {
  it('shows one permission and every role holding it, of its own or through a group', async () => {
    localStorage.setItem('token', 'tok');
    mockApi({
      ...baseHandlers,
      'GET user/': { data: profileFor('master_admin', { permissions: ['roles.manage'] }) },
      'GET settings/permissions': {
        data: {
          data: {
            permissions: [info],
            roles: [grants('ats', 'ATS user', ['cv.search']), grants('employer', 'Employer', [])],
          },
        },
      },
      'GET settings/role-groups': {
        data: {
          data: [
            {
              id: 3,
              name: 'Sourcing',
              description: '',
              permissions: ['cv.search'],
              roles: [{ key: 'job-poster', name: 'Job poster' }],
              editable: true,
            },
          ],
        },
      },
    });
    renderRoute('/admin-pannel/permissions/cv.search');
    expect(await screen.findByRole('heading', { level: 1, name: 'cv.search' })).toBeInTheDocument();
    expect(screen.getByText('Search the CV database')).toBeInTheDocument();
    const ats = screen.getByRole('link', { name: 'ATS user' }).closest('li') as HTMLElement;
    expect(within(ats).getByText('its own grant')).toBeInTheDocument();
    const poster = screen.getByRole('link', { name: 'Job poster' });
    expect(poster).toHaveAttribute('href', '/admin-pannel/roles/job-poster');
    expect(
      within(poster.closest('li') as HTMLElement).getByText('through the group Sourcing'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Employer' })).toBeNull();
  });

  it('an unknown code is not found', async () => {
    localStorage.setItem('token', 'tok');
    mockApi({
      ...baseHandlers,
      'GET user/': { data: profileFor('master_admin', { permissions: ['roles.manage'] }) },
      'GET settings/permissions': { data: { data: { permissions: [info], roles: [] } } },
      'GET settings/role-groups': { data: { data: [] } },
    });
    renderRoute('/admin-pannel/permissions/jobs.fly');
    expect(await screen.findByRole('heading', { name: 'Permission not found' })).toBeInTheDocument();
  });
});
