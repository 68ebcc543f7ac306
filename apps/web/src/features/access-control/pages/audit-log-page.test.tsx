import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { baseHandlers, mockApi, profileFor } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';

const entry = {
  id: 7,
  action: 'role.permissions',
  actor_email: 'boss@example.com',
  target_type: 'role',
  target_id: 'ats',
  client_id: null,
  before: ['jobs.manage', 'templates.manage'],
  after: ['jobs.manage', 'cv.search'],
  created_at: '2026-11-20T09:30:00.000Z',
};

describe('/admin-pannel/audit-log', () => {
  it('lists who changed what with the granted and revoked codes, and filters by e-mail and area', async () => {
    localStorage.setItem('token', 'tok');
    const seen: unknown[] = [];
    mockApi({
      ...baseHandlers,
      'GET user/': { data: profileFor('master_admin', { permissions: ['audit.read'] }) },
      'GET settings/audit-log': (config) =>
        seen.push(config.params) && config.params?.actor === 'nobody'
          ? { data: { data: [], meta: { page: 1, page_size: 25, total: 0 } } }
          : { data: { data: [entry], meta: { page: 1, page_size: 25, total: 1 } } },
    });
    renderRoute('/admin-pannel/audit-log');
    const user = userEvent.setup();
    expect(await screen.findByText('boss@example.com')).toBeInTheDocument();
    expect(screen.getByText('+ cv.search')).toBeInTheDocument();
    expect(screen.getByText('− templates.manage')).toBeInTheDocument();
    expect(screen.queryByText('+ jobs.manage')).toBeNull();

    await user.selectOptions(screen.getByLabelText('Area'), 'Users');
    await user.type(screen.getByLabelText('Changed by'), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Search by e-mail' }));
    expect(await screen.findByText('No changes found')).toBeInTheDocument();
    expect(seen.at(-1)).toMatchObject({ action: 'user.', actor: 'nobody', page: 1 });
  });

  it('shows a field change as before → after', async () => {
    localStorage.setItem('token', 'tok');
    mockApi({
      ...baseHandlers,
      'GET user/': { data: profileFor('master_admin', { permissions: ['audit.read'] }) },
      'GET settings/audit-log': {
        data: {
          data: [
            {
              ...entry,
              action: 'user.suspend',
              before: { status: 'active' },
              after: { status: 'suspended' },
            },
          ],
          meta: { page: 1, page_size: 25, total: 1 },
        },
      },
    });
    renderRoute('/admin-pannel/audit-log');
    expect(await screen.findByText('status: active → suspended')).toBeInTheDocument();
  });
});
