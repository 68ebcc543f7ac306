import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jobHit, publicJob, searchResponse } from '@/testing/job-fixtures';
import { baseHandlers, mockApi, profileFor } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';

describe('the job page (unauth/jobs/view/{id})', () => {
  it('shows the job, its employer and, for a guest, Apply leading to the candidate sign-in', async () => {
    mockApi({
      ...baseHandlers,
      'GET jobs/view/11': { data: { data: publicJob() } },
      'GET jobs/view/11/similar': { data: { data: [] } },
    });
    renderRoute('/unauth/jobs/view/11');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Warehouse Supervisor' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply' })).toHaveAttribute(
      'href',
      '/auth/candidate/sign-in?next=%2Funauth%2Fjobs%2Fview%2F11&intent=apply',
    );
    expect(screen.getByRole('link', { name: '3 open jobs at Gulf Freight LLC' })).toHaveAttribute(
      'href',
      '/unauth/employer-job/5',
    );
    expect(screen.getByText('AED 6,000 – 9,000 a month')).toBeInTheDocument();
    expect(document.title).toBe('Warehouse Supervisor — Gulf Freight LLC | Logistics Jobs');
  });

  it('keeps the link’s src and utm_source for the apply call, through the sign-in on the way', async () => {
    mockApi({
      ...baseHandlers,
      'GET jobs/view/11': { data: { data: publicJob() } },
      'GET jobs/view/11/similar': { data: { data: [] } },
    });
    renderRoute('/unauth/jobs/view/11?src=alert&utm_source=Google');
    await screen.findByRole('heading', { level: 1, name: 'Warehouse Supervisor' });
    const { applySourceOf } = await import('@/features/job-search/apply-source');
    expect(applySourceOf(11)).toEqual({ source: 'alert', utm_source: 'google' });
  });

  it('takes the way in out of the address once kept, so a shared address does not carry it on', async () => {
    mockApi({
      ...baseHandlers,
      'GET jobs/view/11': { data: { data: publicJob() } },
      'GET jobs/view/11/similar': { data: { data: [] } },
    });
    const { router } = renderRoute('/unauth/jobs/view/11?src=search&utm_source=google&tab=1');
    await screen.findByRole('heading', { level: 1, name: 'Warehouse Supervisor' });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=1'));
    expect(router.state.location.pathname).toBe('/unauth/jobs/view/11');
    const { applySourceOf } = await import('@/features/job-search/apply-source');
    expect(applySourceOf(11)).toEqual({ source: 'search', utm_source: 'google' });
  });

  it('shows similar jobs below the job', async () => {
    mockApi({
      ...baseHandlers,
      'GET jobs/view/11': { data: { data: publicJob() } },
      'GET jobs/view/11/similar': {
        data: { data: [jobHit({ id: 12, title: 'Forklift Operator', title_html: 'Forklift Operator' })] },
      },
    });
    renderRoute('/unauth/jobs/view/11');
    expect(await screen.findByRole('heading', { name: 'Similar jobs' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Forklift Operator/ })).toBeInTheDocument();
  });

  it('shows a yearly salary in another currency with its AED a month beside it', async () => {
    mockApi({
      ...baseHandlers,
      'GET jobs/view/11': {
        data: {
          data: publicJob({
            salary_min: 96_000,
            salary_max: 120_000,
            salary_currency: 'SAR',
            salary_period: 'YEAR',
            salary_min_aed_month: 7835,
            salary_max_aed_month: 9793,
          }),
        },
      },
      'GET jobs/view/11/similar': { data: { data: [] } },
    });
    renderRoute('/unauth/jobs/view/11');
    expect(await screen.findByText('SAR 96,000 – 120,000 a year')).toBeInTheDocument();
    expect(screen.getByText('about AED 7,800 – 9,800 a month')).toBeInTheDocument();
  });

  it('says a closed job no longer takes applications, with no Apply button', async () => {
    mockApi({
      ...baseHandlers,
      'GET jobs/view/11': { data: { data: publicJob({ status: 'closed' }) } },
      'GET jobs/view/11/similar': { data: { data: [] } },
    });
    renderRoute('/unauth/jobs/view/11');
    expect(await screen.findByText('This job is no longer accepting applications.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Apply' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });

  it('shows a candidate who applied "Applied", and saves the job', async () => {
    localStorage.setItem('token', 'tok');
    const { calls } = mockApi({
      ...baseHandlers,
      'GET user/': { data: profileFor('candidate') },
      'GET jobs/view/11': { data: { data: publicJob() } },
      'GET jobs/view/11/similar': { data: { data: [] } },
      'GET jobs/apply': { data: { data: [{ job: { id: 11 }, status: 'shortlisted' }], meta: {} } },
      'GET jobs/save-job': { data: { data: [], meta: {} } },
      'POST jobs/save-job': { data: { message: 'Job saved.' } },
    });
    renderRoute('/unauth/jobs/view/11');
    expect(await screen.findByRole('button', { name: 'Applied' })).toBeDisabled();
    const save = screen.getByRole('button', { name: 'Save job' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(save);
    expect(calls.find((c) => c.method === 'POST')?.data).toBe(JSON.stringify({ job_id: 11 }));
  });

  it('shows no Apply or Save to an employer', async () => {
    localStorage.setItem('token', 'tok');
    mockApi({
      ...baseHandlers,
      'GET user/': { data: profileFor('employer') },
      'GET jobs/view/11': { data: { data: publicJob() } },
      'GET jobs/view/11/similar': { data: { data: [] } },
    });
    renderRoute('/unauth/jobs/view/11');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    for (const name of ['Apply', 'Save job']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    }
  });

  it('says a job that is gone is no longer available, with open jobs and the search', async () => {
    mockApi({
      ...baseHandlers,
      'GET jobs/view/999': { status: 404, data: { message: 'Job not found' } },
      'GET jobs/search': {
        data: searchResponse([
          jobHit({ id: 12, title: 'Dispatch Coordinator', title_html: 'Dispatch Coordinator' }),
        ]),
      },
    });
    renderRoute('/unauth/jobs/view/999');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This job is no longer available' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search all jobs' })).toHaveAttribute(
      'href',
      '/unauth/search-job',
    );
    expect(await screen.findByRole('heading', { name: 'Open jobs you may like' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Dispatch Coordinator' })).toBeInTheDocument();
    expect(screen.queryByText('404 - Page Not Found')).not.toBeInTheDocument();
  });
});
