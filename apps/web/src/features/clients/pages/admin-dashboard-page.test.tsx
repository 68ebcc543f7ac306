import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { baseHandlers, mockApi, profileFor } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';

const empty = { data: { data: [], meta: { page: 1, page_size: 1, total: 3 } } };

describe('admin-pannel/dashboard', () => {
  it("shows the operator's staff the organisations waiting and in use, and the lists in the menu", async () => {
    localStorage.setItem('token', 'tok');
    const { calls } = mockApi({
      ...baseHandlers,
      'GET user/': { data: profileFor('consultancy', { permissions: ['clients.list', 'clients.view'] }) },
      'GET employers/': empty,
    });
    renderRoute('/admin-pannel/dashboard');
    expect(await screen.findByText('Pending employers')).toBeInTheDocument();
    expect(calls.some((c) => c.url === 'employers/')).toBe(true);
    const nav = screen.getAllByRole('navigation')[0];
    expect(within(nav as HTMLElement).getByRole('button', { name: /Employers/ })).toBeInTheDocument();
  });

  it("shows a registered consultancy's staff their own work, never the list of organisations", async () => {
    localStorage.setItem('token', 'tok');
    const { calls } = mockApi({
      ...baseHandlers,
      'GET user/': { data: profileFor('consultancy', { permissions: ['jobs.manage', 'templates.manage'] }) },
    });
    renderRoute('/admin-pannel/dashboard');
    expect(await screen.findByRole('link', { name: /Post a job/ })).toBeInTheDocument();
    expect(screen.queryByText('Pending employers')).not.toBeInTheDocument();
    expect(calls.some((c) => c.url === 'employers/')).toBe(false);
    expect(screen.queryByRole('button', { name: /^Employers/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Consultancies/ })).not.toBeInTheDocument();
  });
});
