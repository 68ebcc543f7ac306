import type { JobRow } from '@portal/contract/jobs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { baseHandlers, mockApi, profileFor } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';

const row = (id: number, title: string, status: JobRow['status']): JobRow => ({
  id,
  title,
  title_ar: null,
  status,
  employer: { id: 5, name: 'Gulf Freight LLC' },
  locations: ['Jebel Ali, Dubai'],
  views: 3,
  applications: 1,
  published_at: '2026-01-05T10:00:00Z',
  valid_through: '2030-01-31T23:59:59Z',
  updated_at: '2026-01-05T10:00:00Z',
});

describe('management/jobs', () => {
  it('shows status tabs with counts and closes the selected jobs after confirmation', async () => {
    localStorage.setItem('token', 'tok');
    const { calls } = mockApi({
      ...baseHandlers,
      'GET user/': { data: profileFor('employer') },
      'GET jobs/': (config) => {
        const status = (config.params as { status?: string }).status;
        const rows = [row(1, 'Forklift Operator', 'published'), row(2, 'Storekeeper', 'published')].filter(
          (r) => !status || r.status === status,
        );
        return {
          data: {
            data: rows,
            meta: {
              page: 1,
              page_size: 20,
              total: rows.length,
              counts: { draft: 1, published: 2, closed: 0, expired: 0 },
            },
          },
        };
      },
      'POST jobs/bulk-close': { data: { data: { closed: 2 }, message: '2 jobs closed.' } },
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/management/jobs');

    const first = await screen.findByRole('row', { name: /Forklift Operator/ });
    expect(screen.getByRole('tab', { name: 'All (3)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Published (2)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Draft (1)' })).toBeInTheDocument();

    await user.click(within(first).getByRole('checkbox', { name: 'Select Forklift Operator' }));
    const second = screen.getByRole('row', { name: /Storekeeper/ });
    await user.click(within(second).getByRole('checkbox', { name: 'Select Storekeeper' }));
    await user.click(screen.getByRole('button', { name: 'Close selected' }));
    const dialog = screen.getByRole('dialog', { name: 'Close 2 jobs?' });
    await user.click(within(dialog).getByRole('button', { name: 'Close 2 jobs' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url === 'jobs/bulk-close')).toBe(true),
    );
    const post = calls.find((c) => c.url === 'jobs/bulk-close');
    expect(JSON.parse(String(post?.data))).toEqual({ ids: [1, 2] });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('tab', { name: 'Published (2)' }));
    expect(router.state.location.search).toBe('?status=published');
  });
});

describe("a job row's Actions menu", () => {
  it('asks before closing a job; cancelling leaves the page usable, confirming closes it', async () => {
    localStorage.setItem('token', 'tok');
    const { calls } = mockApi({
      ...baseHandlers,
      'GET user/': { data: profileFor('employer') },
      'GET jobs/': {
        data: {
          data: [row(1, 'Forklift Operator', 'published')],
          meta: { page: 1, page_size: 20, total: 1, counts: { published: 1 } },
        },
      },
      'POST jobs/1/close': { data: { data: row(1, 'Forklift Operator', 'closed'), message: 'Job closed.' } },
    });
    const user = userEvent.setup();
    renderRoute('/management/jobs');
    const row1 = await screen.findByRole('row', { name: /Forklift Operator/ });
    const actions = within(row1).getByRole('button', { name: 'Actions for Forklift Operator' });

    await user.click(actions);
    await user.click(screen.getByRole('menuitem', { name: 'Close' }));
    const dialog = screen.getByRole('dialog', { name: 'Close this job?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.pointerEvents).not.toBe('none');

    await user.click(actions);
    await user.click(screen.getByRole('menuitem', { name: 'Close' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close job' }));
    expect(await screen.findByText('Job closed.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url === 'jobs/1/close')).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('management/job/search (staff)', () => {
  it('narrows every organisation’s jobs to one organisation, kept in the URL', async () => {
    localStorage.setItem('token', 'tok');
    const org = (id: number, name: string) => ({ id, name, type: 'employer', status: 'active' });
    const asked: (number | undefined)[] = [];
    mockApi({
      ...baseHandlers,
      'GET user/': { data: profileFor('master_admin', { permissions: ['jobs.manage', 'jobs.manage_all'] }) },
      'GET employers/': (config) => ({
        data: {
          data: (config.params as { type: string }).type === 'employer' ? [org(7, 'Desert Haulage')] : [],
          meta: { page: 1, page_size: 100, total: 1 },
        },
      }),
      'GET jobs/': (config) => {
        asked.push((config.params as { client_id?: number }).client_id);
        return {
          data: {
            data: [row(1, 'Forklift Operator', 'published')],
            meta: { page: 1, page_size: 20, total: 1, counts: { published: 1 } },
          },
        };
      },
    });
    const { router } = renderRoute('/management/job/search');
    const select = await screen.findByLabelText('Organisation');
    await screen.findByRole('option', { name: 'Desert Haulage' });
    await userEvent.selectOptions(select, 'Desert Haulage');
    await waitFor(() => expect(router.state.location.search).toBe('?client_id=7'));
    expect(asked[0]).toBeUndefined();
    await waitFor(() => expect(asked.at(-1)).toBe(7));
  });
});
