import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { baseHandlers, mockApi, profileFor } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';

const me = { data: profileFor('master_admin', { permissions: ['master_data.manage'] }) };
const item = (id: number, name: string) => ({
  id,
  name,
  slug: name.toLowerCase().replace(/ /g, '-'),
  parent_id: null,
  sort: id,
  parent_name: null,
});

describe('master data pages', () => {
  it('lists every master list with its count and links to its items', async () => {
    localStorage.setItem('token', 'tok');
    mockApi({
      ...baseHandlers,
      'GET user/': me,
      'GET master/admin/lists': { data: { data: [{ name: 'skills', label: 'Skills', count: 42 }] } },
    });
    renderRoute('/admin-pannel/master/list');
    const link = await screen.findByRole('link', { name: /Skills\s*42 items/ });
    expect(link).toHaveAttribute('href', '/admin-pannel/master/skills/list');
  });

  it('adds, renames and moves an item of a list', async () => {
    localStorage.setItem('token', 'tok');
    const { calls } = mockApi({
      ...baseHandlers,
      'GET user/': me,
      'GET master/admin/skills': { data: { data: [item(1, 'Forklift'), item(2, 'Customs Clearance')] } },
      'POST master/admin/skills': { status: 201, data: { data: { id: 3 }, message: 'Item added.' } },
      'PATCH master/admin/skills/2': { data: { message: 'Item saved.' } },
    });
    renderRoute('/admin-pannel/master/skills/list');
    const user = userEvent.setup();
    expect(await screen.findByText('Forklift')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Forklift up' })).toBeDisabled();
    await user.type(screen.getByLabelText('New item'), 'Reach Truck');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByText('Item added.');
    await user.click(screen.getByRole('button', { name: 'Move Customs Clearance up' }));
    await user.click(screen.getByRole('button', { name: 'Rename Customs Clearance' }));
    const field = screen.getByLabelText('New name for Customs Clearance');
    await user.clear(field);
    await user.type(field, 'Customs Brokerage');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const bodies = calls
      .filter((c) => c.method !== 'GET')
      .map((c) => [c.method, c.url, JSON.parse(String(c.data))]);
    expect(bodies).toEqual([
      ['POST', 'master/admin/skills', { name: 'Reach Truck' }],
      ['PATCH', 'master/admin/skills/2', { move: 'up' }],
      ['PATCH', 'master/admin/skills/2', { name: 'Customs Brokerage' }],
    ]);
  });

  it('an unknown list is not found', async () => {
    localStorage.setItem('token', 'tok');
    mockApi({ ...baseHandlers, 'GET user/': me });
    renderRoute('/admin-pannel/master/planets/list');
    expect(await screen.findByText(/not found/i)).toBeInTheDocument();
  });
});
