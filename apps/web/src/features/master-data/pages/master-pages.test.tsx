import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { baseHandlers, mockApi, profileFor } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';

const me = { data: profileFor('master_admin', { permissions: ['master_data.manage'] }) };
const item = (id: number, name: string, usage = { jobs: 0, profiles: 0, other: 0 }, active = true) => ({
  id,
  name,
  slug: name.toLowerCase().replace(/ /g, '-'),
  parent_id: null,
  sort: id,
  parent_name: null,
  active,
  usage,
});
const nonGet = (calls: { method: string; url: string; data: unknown }[]) =>
  calls
    .filter((c) => c.method !== 'GET')
    .map((c) => [c.method, c.url, typeof c.data === 'string' ? JSON.parse(c.data) : c.data]);

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
    expect(nonGet(calls)).toEqual([
      ['POST', 'master/admin/skills', { name: 'Reach Truck' }],
      ['PATCH', 'master/admin/skills/2', { move: 'up' }],
      ['PATCH', 'master/admin/skills/2', { name: 'Customs Brokerage' }],
    ]);
  });

  it('adds an item with its Arabic name, shows it, and edits or clears it', async () => {
    localStorage.setItem('token', 'tok');
    const { calls } = mockApi({
      ...baseHandlers,
      'GET user/': me,
      'GET master/admin/designations': {
        data: { data: [{ ...item(1, 'Storekeeper'), name_ar: 'أمين مخزن' }, item(2, 'Dispatcher')] },
      },
      'POST master/admin/designations': { status: 201, data: { data: { id: 3 }, message: 'Item added.' } },
      'PATCH master/admin/designations/1': { data: { message: 'Item saved.' } },
      'PATCH master/admin/designations/2': { data: { message: 'Item saved.' } },
    });
    renderRoute('/admin-pannel/master/designations/list');
    const user = userEvent.setup();
    expect(await screen.findByText('أمين مخزن')).toHaveAttribute('lang', 'ar');
    expect(screen.getByText('No Arabic name')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New item'), 'Crane Operator');
    await user.type(screen.getByLabelText('Arabic name'), 'مشغل رافعة');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByText('Item added.');

    await user.click(screen.getByRole('button', { name: 'Rename Dispatcher' }));
    const arabic = screen.getByLabelText('Arabic name of Dispatcher');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    await user.type(arabic, 'منسق إرسال');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Rename Dispatcher' });

    await user.click(screen.getByRole('button', { name: 'Rename Storekeeper' }));
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.clear(screen.getByLabelText('Arabic name of Storekeeper'));
    await user.click(save);
    await screen.findByRole('button', { name: 'Rename Storekeeper' });
    expect(nonGet(calls)).toEqual([
      ['POST', 'master/admin/designations', { name: 'Crane Operator', name_ar: 'مشغل رافعة' }],
      ['PATCH', 'master/admin/designations/2', { name_ar: 'منسق إرسال' }],
      ['PATCH', 'master/admin/designations/1', { name_ar: null }],
    ]);
  });

  it('shows usage and state; deactivates an item in use, deletes an unused one after confirming', async () => {
    localStorage.setItem('token', 'tok');
    const { calls } = mockApi({
      ...baseHandlers,
      'GET user/': me,
      'GET master/admin/skills': {
        data: {
          data: [
            item(1, 'Forklift', { jobs: 120, profiles: 40, other: 0 }),
            item(2, 'Abacus', undefined, false),
          ],
        },
      },
      'PATCH master/admin/skills/1': { data: { message: 'Item saved.' } },
      'DELETE master/admin/skills/2': { data: { message: 'Item deleted.' } },
    });
    renderRoute('/admin-pannel/master/skills/list');
    const user = userEvent.setup();
    expect(await screen.findByText(/Used by 120 jobs, 40 profiles/)).toBeInTheDocument();
    expect(screen.getByText(/Not used/)).toBeInTheDocument();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Forklift' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deactivate Forklift' }));
    expect(screen.getByRole('button', { name: 'Reactivate Abacus' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Abacus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Abacus?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Item deleted.');
    expect(nonGet(calls)).toEqual([
      ['PATCH', 'master/admin/skills/1', { active: false }],
      ['DELETE', 'master/admin/skills/2', undefined],
    ]);
  });

  it('merges after a confirmation that says what will move', async () => {
    localStorage.setItem('token', 'tok');
    const { calls } = mockApi({
      ...baseHandlers,
      'GET user/': me,
      'GET master/admin/skills': {
        data: { data: [item(1, 'Fork Lift', { jobs: 3, profiles: 2, other: 0 }), item(2, 'Forklift')] },
      },
      'POST master/admin/skills/1/merge': {
        data: { data: { moved: { jobs: 3, profiles: 2, other: 0 } }, message: 'Items merged.' },
      },
    });
    renderRoute('/admin-pannel/master/skills/list');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Merge Fork Lift into another item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge Fork Lift' });
    const merge = within(dialog).getByRole('button', { name: 'Merge' });
    expect(merge).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText('Keep this item'), 'Forklift');
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      /Used by 3 jobs, 2 profiles \(Fork Lift\): they will use Forklift instead/,
    );
    await user.click(merge);
    await screen.findByText('Items merged.');
    expect(nonGet(calls)).toEqual([['POST', 'master/admin/skills/1/merge', { into_id: 2 }]]);
  });

  it('previews a CSV import with its rejections, then applies it with the preview token', async () => {
    localStorage.setItem('token', 'tok');
    const { calls } = mockApi({
      ...baseHandlers,
      'GET user/': me,
      'GET master/admin/skills': { data: { data: [item(1, 'Forklift')] } },
      'POST master/admin/skills/import/preview': {
        data: {
          data: {
            rows: [
              { line: 2, name: 'Reach Truck', slug: 'reach-truck', action: 'add', details: [] },
              {
                line: 3,
                name: '=cmd',
                slug: null,
                action: 'reject',
                details: [
                  'The name starts with =, +, -, @ or a tab, which a spreadsheet would run as a formula',
                ],
              },
              { line: 4, name: 'Forklift', slug: 'forklift', action: 'unchanged', details: [] },
            ],
            counts: { add: 1, change: 0, unchanged: 1, reject: 1 },
            token: 'a'.repeat(64),
          },
        },
      },
      'POST master/admin/skills/import': {
        data: { data: { added: 1, changed: 0 }, message: 'Imported: 1 added, 0 changed.' },
      },
    });
    renderRoute('/admin-pannel/master/skills/list');
    const user = userEvent.setup();
    const file = new File(['name\nReach Truck\n=cmd\nForklift\n'], 'skills.csv', { type: 'text/csv' });
    await user.upload(await screen.findByLabelText('CSV file to import'), file);
    await user.click(screen.getByRole('button', { name: 'Preview import' }));
    expect(await screen.findByText('1 to add, 0 to change, 1 unchanged, 1 rejected.')).toBeInTheDocument();
    expect(screen.getByText(/would run as a formula/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply: 1 added, 0 changed' }));
    await screen.findByText('Imported: 1 added, 0 changed.');
    const sent = calls.filter((c) => c.method === 'POST').map((c) => c.data as FormData);
    expect(sent[0]?.get('file')).toBeInstanceOf(File);
    expect(sent[1]?.get('token')).toBe('a'.repeat(64));
    expect(sent[1]?.get('file')).toBeInstanceOf(File);
  });

  it('an unknown list is not found', async () => {
    localStorage.setItem('token', 'tok');
    mockApi({ ...baseHandlers, 'GET user/': me });
    renderRoute('/admin-pannel/master/planets/list');
    expect(await screen.findByText(/not found/i)).toBeInTheDocument();
  });
});
