import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

type Status = 'all' | 'open' | 'closed';
const ITEMS = [
  { value: 'all', label: 'All' },
  { value: 'open', label: <>Open (2)</>, name: 'Open, 2 jobs' },
  { value: 'closed', label: 'Closed' },
] as const;

function Harness() {
  const [value, setValue] = useState<Status>('all');
  return (
    <>
      <Tabs items={ITEMS} value={value} onChange={setValue} panelId="panel" label="Job status" />
      <div id="panel" role="tabpanel">
        Showing {value}
      </div>
    </>
  );
}

describe('Tabs', () => {
  it('controls the one panel below; a click selects a tab', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Job status' })).toBeInTheDocument();
    for (const tab of screen.getAllByRole('tab')) expect(tab).toHaveAttribute('aria-controls', 'panel');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Open, 2 jobs' }));
    expect(screen.getByRole('tab', { name: 'Open, 2 jobs' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Showing open');
  });

  it('arrow keys (wrapping), Home and End move focus and select; only the selected tab is a tab stop', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    const all = screen.getByRole('tab', { name: 'All' });
    expect(all).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Closed' })).toHaveAttribute('tabindex', '-1');

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Closed' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Showing closed');
    await user.keyboard('{ArrowRight}');
    expect(all).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Showing closed');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Showing all');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Open, 2 jobs' })).toHaveAttribute('aria-selected', 'true');
  });
});
