import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiRequest } from '@/lib/api-client';
import { baseHandlers, mockApi, profileFor } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';
import { catalogueFixture, funnelFixture } from '../testing/fixtures';

const employer = profileFor('employer', { permissions: ['reports.view', 'jobs.manage'] });

function api(extra: Record<string, unknown> = {}) {
  const reportQueries: Record<string, unknown>[] = [];
  const mock = mockApi({
    ...baseHandlers,
    'GET user/': { data: employer },
    'GET reports/': { data: { data: catalogueFixture() } },
    'GET reports/subscription': { data: { data: { weekly: false } } },
    'PUT reports/subscription': (r: ApiRequest) => ({
      data: { data: JSON.parse(String(r.data)), message: 'You will receive the weekly report.' },
    }),
    'GET reports/funnel': (r: ApiRequest) => {
      reportQueries.push({ ...(r.params as Record<string, unknown>) });
      return { data: { data: funnelFixture() } };
    },
    'GET reports/funnel/export': {
      data: new Blob(['Stage,Applicants\n']),
      headers: { 'content-disposition': 'attachment; filename="hiring-funnel.csv"' },
    },
    ...extra,
  });
  return { ...mock, reportQueries };
}

beforeEach(() => {
  localStorage.setItem('token', 'tok');
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-29T08:00:00Z') });
});
afterEach(() => vi.useRealTimers());

describe('/management/reports', () => {
  it('shows the first report as a table with its figures formatted, numbers on the right', async () => {
    api();
    renderRoute('/management/reports');
    const table = await screen.findByRole('table', { name: /Hiring funnel, Demo Logistics LLC/ });
    const [head, ...rows] = within(table).getAllByRole('row');
    expect(within(head as HTMLElement).getByRole('columnheader', { name: 'Applicants' })).toHaveClass(
      'text-end',
    );
    expect(within(head as HTMLElement).getByRole('columnheader', { name: 'Stage' })).toHaveClass(
      'text-start',
    );
    const applied = within(rows[0] as HTMLElement);
    expect(applied.getByRole('rowheader')).toHaveTextContent('Applied');
    const cells = applied.getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(['1,200', '—no figure', '2.3']);
    expect(cells[0]).toHaveClass('text-end');
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['300', '25.0%', '4.0']);
    const total = within(rows.at(-1) as HTMLElement);
    expect(total.getByRole('rowheader')).toHaveTextContent('Total');
    expect(total.getAllByRole('cell')[0]).toHaveTextContent('1,503');
    expect(screen.getByRole('tab', { name: 'Hiring funnel' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('report-meta')).toHaveTextContent('Demo Logistics LLC · 31 Oct – 29 Nov 2026');
    expect(screen.queryByLabelText('Organisation')).not.toBeInTheDocument();
  });

  it('says when the page shows only the first rows and the exports hold the rest', async () => {
    api({ 'GET reports/funnel': { data: { data: funnelFixture({ rows_total: 6965 }) } } });
    renderRoute('/management/reports');
    expect(
      await screen.findByText(/Showing the first 3 of 6,965 rows; the totals count them all/),
    ).toBeInTheDocument();
  });

  it('adds no note when every row is on the page', async () => {
    api();
    renderRoute('/management/reports');
    await screen.findByRole('table', { name: /Hiring funnel/ });
    expect(screen.queryByText(/Showing the first/)).not.toBeInTheDocument();
  });

  it('keeps the filters in the URL, sends them to the report, and the back button undoes a change', async () => {
    const { reportQueries } = api();
    const user = userEvent.setup();
    const { router } = renderRoute('/management/reports');
    await screen.findByRole('table', { name: /Hiring funnel/ });
    expect(reportQueries.at(-1)).toEqual({ from: '2026-10-31', to: '2026-11-29' });

    await user.selectOptions(screen.getByLabelText('Period'), 'Last 7 days');
    await waitFor(() => expect(router.state.location.search).toBe('?period=7'));
    await waitFor(() => expect(reportQueries.at(-1)).toEqual({ from: '2026-11-23', to: '2026-11-29' }));

    await user.selectOptions(screen.getByLabelText('Job'), 'Forklift Operator');
    await waitFor(() => expect(router.state.location.search).toBe('?period=7&job=3'));
    await waitFor(() => expect(reportQueries.at(-1)).toMatchObject({ job_id: 3 }));

    await user.selectOptions(screen.getByLabelText('Period'), 'Custom dates');
    expect(router.state.location.search).toBe('?period=custom&from=2026-11-23&to=2026-11-29&job=3');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-12-01' } });
    expect(await screen.findByText('The start date must be on or before the end date.')).toBeInTheDocument();

    await router.navigate(-1);
    await waitFor(() =>
      expect(router.state.location.search).toBe('?period=custom&from=2026-11-23&to=2026-11-29&job=3'),
    );
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?period=7&job=3'));
    await waitFor(() => expect(screen.getByLabelText('Period')).toHaveValue('7'));
    expect(screen.getByLabelText('Job')).toHaveValue('3');
  });

  it('opens a shared link with its report and filters', async () => {
    const { reportQueries } = api({
      'GET reports/time-in-stage': {
        data: {
          data: funnelFixture({ id: 'time-in-stage', title: 'Time to hire and time in stage', rows: [] }),
        },
      },
    });
    renderRoute('/management/reports?report=time-in-stage&period=year&member=9');
    expect(await screen.findByText('No applicant moved on from a stage in this period.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Time to hire and time in stage' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByLabelText('Team member')).toHaveValue('9');
    expect(reportQueries).toEqual([]);
  });

  it('exports the report with its filters and links the print view to the same figures', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    const { calls } = api();
    const user = userEvent.setup();
    renderRoute('/management/reports?period=90&job=4');
    await screen.findByRole('table', { name: /Hiring funnel/ });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(calls.some((c) => c.url === 'reports/funnel/export')).toBe(true));
    expect(URL.createObjectURL).toHaveBeenCalled();
    const print = screen.getByRole('link', { name: 'Print' });
    expect(print).toHaveAttribute(
      'href',
      '/management/reports/print?report=funnel&period=custom&from=2026-09-01&to=2026-11-29&job=4',
    );
  });

  it('sends the export filters in the query, with the format', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    const exports: unknown[] = [];
    api({
      'GET reports/funnel/export': (r: ApiRequest) => {
        exports.push(r.params);
        return { data: new Blob(['x']) };
      },
    });
    const user = userEvent.setup();
    renderRoute('/management/reports?period=7&member=9');
    await screen.findByRole('table', { name: /Hiring funnel/ });
    await user.click(screen.getByRole('button', { name: 'Export XLSX' }));
    await waitFor(() =>
      expect(exports).toEqual([{ from: '2026-11-23', to: '2026-11-29', member_id: 9, format: 'xlsx' }]),
    );
  });

  it('saves the weekly mail opt-in as the switch is flipped', async () => {
    const { calls } = api();
    const user = userEvent.setup();
    renderRoute('/management/reports');
    const weekly = await screen.findByRole('switch', {
      name: 'E-mail me this summary every Monday at 08:00',
    });
    await waitFor(() => expect(weekly).toBeEnabled());
    expect(weekly).not.toBeChecked();
    await user.click(weekly);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT' && c.url === 'reports/subscription')?.data).toBe(
        JSON.stringify({ weekly: true }),
      ),
    );
    await waitFor(() => expect(weekly).toBeChecked());
    expect(await screen.findByText('You will receive the weekly report.')).toBeInTheDocument();
  });

  it('lets master_admin pick the organisation, which drops the job and member of the one before', async () => {
    const { calls } = api({
      'GET user/': { data: profileFor('master_admin') },
      'GET reports/': (r: ApiRequest) => ({
        data: {
          data: catalogueFixture({
            organisations: [
              { id: 1, name: 'Logistics Jobs' },
              { id: 2, name: 'Demo Logistics LLC' },
            ],
            jobs: (r.params as { client_id?: number })?.client_id === 1 ? [] : catalogueFixture().jobs,
          }),
        },
      }),
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/admin-pannel/reports?job=3');
    await screen.findByRole('table', { name: /Hiring funnel/ });
    expect(screen.getByLabelText('Organisation')).toHaveValue('2');
    await user.selectOptions(screen.getByLabelText('Organisation'), 'Logistics Jobs');
    await waitFor(() => expect(router.state.location.search).toBe('?org=1'));
    await waitFor(() => expect(screen.getByLabelText('Organisation')).toHaveValue('1'));
    expect(calls.filter((c) => c.url === 'reports/').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('link', { name: 'Print' }).getAttribute('href')).toMatch(
      /^\/admin-pannel\/reports\/print\?report=funnel&period=custom&from=2026-10-31&to=2026-11-29&org=1$/,
    );
  });

  it('says when a report cannot be loaded', async () => {
    api({ 'GET reports/funnel': { status: 500, data: { message: 'Something went wrong' } } });
    renderRoute('/management/reports');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });
});
