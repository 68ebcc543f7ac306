import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ChartFigure } from './chart-figure';
import { SeriesChart } from './series-chart';

const ROWS = [
  { week: '2026-11-02', jobs: 3, applications: 10 },
  { week: '2026-11-09', jobs: 5, applications: 12 },
];
const COLUMNS = [
  { key: 'week', label: 'Week' },
  { key: 'jobs', label: 'Jobs published' },
  { key: 'applications', label: 'Applications' },
] as const;

describe('ChartFigure', () => {
  it('gives screen readers the figures as a table and hides the drawing from them', () => {
    render(
      <ChartFigure title="Jobs and applications" rows={ROWS} columns={[...COLUMNS]}>
        <SeriesChart
          data={ROWS}
          xKey="week"
          series={[
            { key: 'jobs', label: 'Jobs published' },
            { key: 'applications', label: 'Applications' },
          ]}
        />
      </ChartFigure>,
    );
    expect(screen.getByRole('figure', { name: 'Jobs and applications' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Jobs and applications' });
    expect(within(table).getByRole('columnheader', { name: 'Jobs published' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: '2026-11-09' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '12' })).toBeInTheDocument();
    expect(screen.getByTestId('chart-drawing')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the table instead of the chart on request, and back', async () => {
    const user = userEvent.setup();
    render(
      <ChartFigure title="Applicants" rows={ROWS} columns={[...COLUMNS]}>
        <div />
      </ChartFigure>,
    );
    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(screen.queryByTestId('chart-drawing')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show as chart' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Show as chart' }));
    expect(screen.getByTestId('chart-drawing')).toBeInTheDocument();
  });

  it('says so when the period has no data', () => {
    render(
      <ChartFigure title="Applicants" rows={[]} columns={[...COLUMNS]} empty="No applications yet.">
        <div />
      </ChartFigure>,
    );
    expect(screen.getByText('No applications yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show as table' })).not.toBeInTheDocument();
  });
});
