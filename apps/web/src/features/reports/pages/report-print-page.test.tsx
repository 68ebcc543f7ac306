import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseHandlers, mockApi, profileFor } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';
import { catalogueFixture, funnelFixture } from '../testing/fixtures';

afterEach(() => vi.restoreAllMocks());

describe('/management/reports/print', () => {
  it('is the report alone, titled with its organisation, period and filters, and opens the print dialog', async () => {
    localStorage.setItem('token', 'tok');
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const params: unknown[] = [];
    mockApi({
      ...baseHandlers,
      'GET user/': { data: profileFor('employer', { permissions: ['reports.view'] }) },
      'GET reports/': { data: { data: catalogueFixture() } },
      'GET reports/funnel': (r) => {
        params.push(r.params);
        return { data: { data: funnelFixture() } };
      },
    });
    renderRoute('/management/reports/print?report=funnel&period=custom&from=2026-10-31&to=2026-11-29&job=3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hiring funnel' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: /Hiring funnel/ })).toBeInTheDocument();
    expect(screen.getByText('Demo Logistics LLC')).toBeInTheDocument();
    expect(
      await screen.findByText(/31 Oct – 29 Nov 2026 \(Asia\/Dubai\) · Job: Forklift Operator/),
    ).toBeInTheDocument();
    expect(params).toEqual([{ from: '2026-10-31', to: '2026-11-29', job_id: 3 }]);
    // Bare: no site header or menu.
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to reports' })).toHaveAttribute(
      'href',
      '/management/reports?report=funnel&period=custom&from=2026-10-31&to=2026-11-29&job=3',
    );
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  });
});
