import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { baseHandlers, mockApi, profileFor } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';

const empty = { data: { data: [], meta: { page: 1, page_size: 1, total: 3 } } };

describe('admin-pannel/dashboard', () => {
  it("shows the operator's administrator the organisations waiting and in use, and the lists in the menu", async () => {
    localStorage.setItem('token', 'tok');
    const { calls } = mockApi({
      ...baseHandlers,
      'GET user/': {
        data: profileFor('master_admin', {
          permissions: ['clients.list', 'clients.view', 'dashboards.operator'],
        }),
      },
      'GET employers/': empty,
      'GET dashboards/search-demand': {
        data: {
          data: {
            days: 7,
            top: [{ keyword: 'warehouse', searches: 40, zero_result_searches: 0 }],
            zero: [{ keyword: 'drone pilot', zero_result_searches: 6 }],
          },
        },
      },
    });
    renderRoute('/admin-pannel/dashboard');
    expect(await screen.findByText('Pending employers')).toBeInTheDocument();
    expect(calls.some((c) => c.url === 'employers/')).toBe(true);
    const nav = screen.getAllByRole('navigation')[0];
    expect(within(nav as HTMLElement).getByRole('button', { name: /Employers/ })).toBeInTheDocument();
    // What job seekers search for, each keyword with its search.
    const nothing = await screen.findByRole('region', { name: 'Searches that found nothing' });
    expect(within(nothing).getByRole('link', { name: 'Run the search “drone pilot”' })).toHaveAttribute(
      'href',
      '/unauth/search-job?keyword=drone+pilot',
    );
  });

  it("shows the operator's ATS user his own work instead of the portal's figures", async () => {
    localStorage.setItem('token', 'tok');
    const { calls } = mockApi({
      ...baseHandlers,
      'GET user/': {
        data: profileFor('ats', { permissions: ['clients.list', 'clients.view', 'jobs.manage'] }),
      },
      'GET dashboards/mine': {
        data: {
          data: {
            jobs: [
              {
                id: 7,
                title: 'Forklift Operator',
                status: 'published',
                stages: [{ status: 'applied', count: 2 }],
              },
            ],
            pipeline: [{ status: 'applied', count: 2 }],
            interviews: [],
          },
        },
      },
    });
    renderRoute('/admin-pannel/dashboard');
    expect(await screen.findByRole('link', { name: 'Forklift Operator' })).toBeInTheDocument();
    expect(screen.getByText('No interviews coming up that you are on.')).toBeInTheDocument();
    expect(calls.some((c) => c.url === 'dashboards/admin')).toBe(false);
    expect(screen.queryByText('Mail delivery failures')).not.toBeInTheDocument();
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
