import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RangeFilters } from './range-filters';

const empty = { experience: '', salary_min: '', salary_max: '' };

describe('the search page experience and salary filters', () => {
  it('asks for experience in a number field from 0 to 50, valid HTML for its min and max', async () => {
    const onApply = vi.fn();
    render(<RangeFilters value={empty} onApply={onApply} />);
    const years = screen.getByRole('spinbutton', { name: 'Your experience (years)' });
    expect(years).toHaveAttribute('type', 'number');
    expect(years).toHaveAttribute('min', '0');
    expect(years).toHaveAttribute('max', '50');
    // Every field names its type: an <input> without one may not carry min or max.
    for (const input of document.querySelectorAll('input')) expect(input).toHaveAttribute('type');
    await userEvent.type(years, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Apply experience and salary' }));
    expect(onApply).toHaveBeenCalledWith({ ...empty, experience: '5' });
  });
});
