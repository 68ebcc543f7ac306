import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { funnelFixture } from '../testing/fixtures';
import { ReportTable } from './report-table';

describe("a report's table", () => {
  it('reads "no figure" where the cell shows "—", and names its totals row', () => {
    render(<ReportTable report={funnelFixture()} caption="Hiring funnel" />);
    const table = screen.getByRole('table', { name: 'Hiring funnel' });
    const hired = within(table).getByRole('row', { name: /Hired/ });
    expect(within(hired).getAllByRole('cell')[2]).toHaveTextContent('—no figure');
    expect(within(table).getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Hiring funnel, table' })).toHaveAttribute('tabindex', '0');
  });

  it('keeps a long table in a box of its own with the header in view, but not in print', () => {
    const rows = Array.from({ length: 40 }, (_, i) => ({
      stage: `Day ${i}`,
      applicants: i,
      conversion: null,
      days: null,
    }));
    const { rerender } = render(<ReportTable report={funnelFixture({ rows })} caption="Days" />);
    expect(screen.getByRole('region', { name: 'Days, table' })).toHaveClass(
      'max-h-[36rem]',
      'print:max-h-none',
    );
    rerender(<ReportTable report={funnelFixture({ rows })} caption="Days" compact />);
    expect(screen.getByRole('region', { name: 'Days, table' })).not.toHaveClass('max-h-[36rem]');
  });
});
