import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { baseHandlers, mockApi, profileFor } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';

const job = (id: number, title: string, open = true) => ({
  id,
  title,
  employer: { id: 5, name: 'Gulf Freight LLC' },
  client_company_name: null,
  locations: ['Jebel Ali, Dubai'],
  status: open ? 'published' : 'closed',
  open,
  apply_method: 'portal',
  apply_url: null,
  valid_through: null,
  published_at: '2026-05-01T00:00:00Z',
});
const application = {
  id: 31,
  job: job(11, 'Warehouse Supervisor'),
  status: 'shortlisted',
  cover_note: null,
  applied_at: '2026-05-02T09:00:00Z',
  updated_at: '2026-05-03T09:00:00Z',
  history: [
    { status: 'applied', at: '2026-05-02T09:00:00Z' },
    { status: 'shortlisted', at: '2026-05-03T09:00:00Z' },
  ],
};
const counts = { applied: 0, shortlisted: 1, interview: 0, offered: 0, hired: 0, rejected: 0, withdrawn: 0 };

describe('candidate/job/applied', () => {
  it('shows status, history on demand, and withdraws only after a confirmation', async () => {
    localStorage.setItem('token', 'tok');
    const { calls } = mockApi({
      ...baseHandlers,
      'GET user/': { data: profileFor('candidate') },
      'GET jobs/apply': { data: { data: [application], meta: { page: 1, page_size: 10, total: 1 } } },
      'GET jobs/apply-status-count': { data: { data: counts } },
      'POST jobs/apply/31/withdraw': {
        data: { data: { ...application, status: 'withdrawn' }, message: 'Application withdrawn.' },
      },
    });
    renderRoute('/candidate/job/applied');
    const card = (await screen.findByRole('link', { name: 'Warehouse Supervisor' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(card).getByText('Shortlisted')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Shortlisted (1)' })).toBeInTheDocument();

    const toggle = within(card).getByRole('button', { name: 'Show history' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(card).getAllByRole('listitem')).toHaveLength(2);

    await userEvent.click(within(card).getByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw this application?' });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw application' }));
    expect(await screen.findByText('Application withdrawn.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['jobs/apply/31/withdraw']);
  });

  it('points to the job search when there are no applications', async () => {
    localStorage.setItem('token', 'tok');
    mockApi({
      ...baseHandlers,
      'GET user/': { data: profileFor('candidate') },
      'GET jobs/apply': { data: { data: [], meta: { page: 1, page_size: 10, total: 0 } } },
      'GET jobs/apply-status-count': { data: { data: { ...counts, shortlisted: 0 } } },
    });
    renderRoute('/candidate/job/applied');
    expect(await screen.findByText('No applications yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search jobs' })).toHaveAttribute(
      'href',
      '/candidate/search-job',
    );
  });
});

describe('candidate/job/saved', () => {
  it('marks a closed saved job "Closed" with no Apply', async () => {
    localStorage.setItem('token', 'tok');
    mockApi({
      ...baseHandlers,
      'GET user/': { data: profileFor('candidate') },
      'GET jobs/save-job': {
        data: {
          data: [
            { job: job(12, 'Fleet Coordinator'), saved_at: '2026-05-04T00:00:00Z' },
            { job: job(13, 'Customs Officer', false), saved_at: '2026-05-01T00:00:00Z' },
          ],
          meta: { page: 1, page_size: 10, total: 2 },
        },
      },
      'GET jobs/apply': { data: { data: [], meta: {} } },
    });
    renderRoute('/candidate/job/saved');
    const open = (await screen.findByRole('link', { name: 'Fleet Coordinator' })).closest(
      'article',
    ) as HTMLElement;
    const closed = screen.getByRole('link', { name: 'Customs Officer' }).closest('article') as HTMLElement;
    expect(within(open).getByRole('button', { name: /^Apply\b/ })).toBeEnabled();
    expect(within(closed).getByText('Closed')).toBeInTheDocument();
    expect(within(closed).queryByRole('button', { name: /^Apply/ })).not.toBeInTheDocument();
    expect(within(closed).getByRole('button', { name: /Saved/ })).toHaveAttribute('aria-pressed', 'true');
  });
});
