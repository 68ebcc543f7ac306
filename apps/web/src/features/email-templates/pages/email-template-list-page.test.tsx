import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { baseHandlers, mockApi, profileFor } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';

const template = (id: number, name: string) => ({
  id,
  name,
  subject: `About ${name}`,
  body: '<p>Hello {{candidate_first_name}}</p>',
  tags: ['candidate_first_name'],
  created_at: '2026-01-05T10:00:00Z',
  updated_at: '2026-01-05T10:00:00Z',
});

function signedIn(rows: ReturnType<typeof template>[]) {
  localStorage.setItem('token', 'tok');
  return mockApi({
    ...baseHandlers,
    'GET user/': { data: profileFor('employer') },
    'GET template/email': (config) => {
      const q = String((config.params as { q?: string }).q ?? '').toLowerCase();
      const data = rows.filter((r) => r.name.toLowerCase().includes(q));
      return { data: { data, meta: { page: 1, page_size: 20, total: data.length } } };
    },
    'DELETE template/email/7': { data: { message: 'Template deleted.' } },
  });
}

describe('management/email-template', () => {
  it('lists the templates and says when a search finds none', async () => {
    signedIn([template(7, 'Forklift opening'), template(8, 'Interview invitation')]);
    renderRoute('/management/email-template');
    expect(await screen.findByRole('link', { name: 'Forklift opening' })).toHaveAttribute(
      'href',
      '/management/email-template/view/7',
    );
    expect(screen.getByText('About Interview invitation')).toBeInTheDocument();
    expect(screen.getAllByText(/1 merge tag · updated/)).toHaveLength(2);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search e-mail templates' }), 'zzz{Enter}');
    expect(await screen.findByText('Nothing matches “zzz”.')).toBeInTheDocument();
  });

  it('deletes a template only once the dialog is confirmed', async () => {
    const { calls } = signedIn([template(7, 'Forklift opening')]);
    renderRoute('/management/email-template');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete: Forklift opening' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this e-mail template?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Delete: Forklift opening' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete template' }),
    );
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.url === 'template/email/7')).toBe(true),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
