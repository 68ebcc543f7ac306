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
const modules = [
  { key: 'jobs', label: 'Jobs', permissions: [perm('jobs.manage')] },
  { key: 'templates', label: 'Job templates', permissions: [perm('templates.manage')] },
  { key: 'plans', label: 'Plans', permissions: [perm('plans.manage')] },
];
const summary = (over: Record<string, unknown>) => ({
  key: 'ats',
  name: 'ATS user',
  kind: 'ats',
  custom: false,
  description: '',
  user_count: 0,
  permissions: [],
  effective_count: 0,
  groups: [],
  editable: true,
  ...over,
});
const detail = {
  ...summary({
    key: 'job-poster',
    name: 'Job poster',
    custom: true,
    user_count: 2,
    groups: [{ id: 4, name: 'Templates' }],
  }),
  effective: [
    {
      code: 'jobs.manage',
      sources: [
        { kind: 'role', name: 'Job poster' },
        { kind: 'group', name: 'Templates' },
      ],
    },
    { code: 'templates.manage', sources: [{ kind: 'group', name: 'Templates' }] },
  ],
};
const me = profileFor('master_admin', { permissions: ['jobs.manage', 'templates.manage', 'roles.manage'] });

describe('roles', () => {
  it('creates a custom role on a kind with a subset of the permissions the viewer holds', async () => {
    localStorage.setItem('token', 'tok');
    const { calls } = mockApi({
      ...baseHandlers,
      'GET user/': { data: me },
      'GET settings/modules': { data: { data: modules } },
      'GET settings/permissions': {
        data: {
          data: {
            permissions: [],
            roles: [
              {
                role: 'ats',
                label: 'ATS user',
                kind: 'ats',
                custom: false,
                permissions: ['jobs.manage', 'plans.manage'],
                inherited: [],
                editable: true,
              },
            ],
          },
        },
      },
      'POST settings/roles': { status: 201, data: { data: detail, message: 'Role created.' } },
      'GET settings/roles/job-poster': { data: { data: detail } },
    });
    const { router } = renderRoute('/admin-pannel/roles/create');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create role' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Choose what kind of account this role is for')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText('Role name'), 'Job poster');
    await user.selectOptions(screen.getByLabelText('Built on'), 'ATS user');
    // Starting from the kind keeps only what the viewer holds (not plans.manage).
    await user.click(screen.getByRole('button', { name: 'Start from the ATS user permissions' }));
    expect(screen.getByRole('checkbox', { name: /jobs\.manage/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /plans\.manage/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Create role' }));
    await screen.findByRole('heading', { level: 1, name: 'Job poster' });
    const post = calls.find((c) => c.method === 'POST' && c.url === 'settings/roles');
    expect(JSON.parse(String(post?.data))).toEqual({
      name: 'Job poster',
      kind: 'ats',
      description: '',
      permissions: ['jobs.manage'],
    });
    expect(router.state.location.pathname).toBe('/admin-pannel/roles/job-poster');
  });

  it("shows where each of a role's permissions comes from, and asks before deleting it", async () => {
    localStorage.setItem('token', 'tok');
    mockApi({
      ...baseHandlers,
      'GET user/': { data: me },
      'GET settings/roles/job-poster': { data: { data: detail } },
    });
    renderRoute('/admin-pannel/roles/job-poster');
    const user = userEvent.setup();
    const jobs = (await screen.findByText('jobs.manage')).closest('li') as HTMLElement;
    expect(within(jobs).getByText('Own grant')).toBeInTheDocument();
    expect(within(jobs).getByText('Group: Templates')).toBeInTheDocument();
    const templates = screen.getByText('templates.manage').closest('li') as HTMLElement;
    expect(within(templates).queryByText('Own grant')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the role Job poster?' });
    expect(within(dialog).getByText(/2 users hold it/)).toBeInTheDocument();
  });

  it('lists built-in and custom roles with their holders and groups', async () => {
    localStorage.setItem('token', 'tok');
    mockApi({
      ...baseHandlers,
      'GET user/': { data: me },
      'GET settings/roles': {
        data: {
          data: [summary({ user_count: 3, effective_count: 12 }), summary({ ...detail, effective_count: 2 })],
        },
      },
    });
    renderRoute('/admin-pannel/roles');
    expect(await screen.findByRole('link', { name: 'Job poster' })).toHaveAttribute(
      'href',
      '/admin-pannel/roles/job-poster',
    );
    expect(screen.getByText('Custom · ATS user')).toBeInTheDocument();
    expect(screen.getByText('2 permissions · groups: Templates')).toBeInTheDocument();
    expect(screen.getByText('3 users')).toBeInTheDocument();
  });
});

describe('role groups', () => {
  it('creates a group granted to roles; the viewer cannot tick their own role', async () => {
    localStorage.setItem('token', 'tok');
    const { calls } = mockApi({
      ...baseHandlers,
      'GET user/': { data: me },
      'GET settings/modules': { data: { data: modules } },
      'GET settings/roles': {
        data: {
          data: [
            summary({}),
            summary({ key: 'master_admin', name: 'Administrator', kind: 'master_admin', editable: false }),
          ],
        },
      },
      'GET settings/role-groups': { data: { data: [] } },
      'POST settings/role-groups': {
        status: 201,
        data: {
          data: {
            id: 9,
            name: 'Templates',
            description: '',
            permissions: ['templates.manage'],
            roles: [],
            editable: true,
          },
          message: 'Role group created.',
        },
      },
    });
    renderRoute('/admin-pannel/role-groups');
    const user = userEvent.setup();
    expect(await screen.findByText('No role groups yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New role group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New role group' });
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect(await within(dialog).findByText('Choose at least one permission')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Group name'), 'Templates');
    expect(within(dialog).getByRole('checkbox', { name: 'Administrator (your role)' })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'ATS user' }));
    await user.click(within(dialog).getByRole('checkbox', { name: /templates\.manage/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    await screen.findByText('Role group created.');
    const post = calls.find((c) => c.method === 'POST' && c.url === 'settings/role-groups');
    expect(JSON.parse(String(post?.data))).toEqual({
      name: 'Templates',
      description: '',
      permissions: ['templates.manage'],
      roles: ['ats'],
    });
  });
});
