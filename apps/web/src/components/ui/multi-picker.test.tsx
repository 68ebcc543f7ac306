import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MultiPicker } from './multi-picker';

const SKILLS = Array.from({ length: 50 }, (_, i) => ({ id: i + 1, name: `Skill ${i + 1}` }));

function Harness() {
  const [value, setValue] = useState<number[]>([]);
  return (
    <form>
      <MultiPicker
        legend="Skills"
        options={SKILLS}
        value={value}
        onChange={setValue}
        max={20}
        findLabel="Find a skill"
      />
      <button type="button">Next field</button>
    </form>
  );
}

describe('the multi-picker', () => {
  it('is one Tab stop for its list: arrows move, Space ticks, Tab leaves', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByLabelText('Find a skill'));
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Skill 1' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('checkbox', { name: 'Skill 3' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Skill 3' })).toBeChecked();
    expect(screen.getByRole('list', { name: 'Chosen: Skills' })).toHaveTextContent('Skill 3');
    await user.keyboard('{End}');
    expect(screen.getByRole('checkbox', { name: 'Skill 50' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next field' })).toHaveFocus();
    // Back into the list lands on the checkbox last used.
    await user.tab({ shift: true });
    expect(screen.getByRole('checkbox', { name: 'Skill 50' })).toHaveFocus();
  });

  it('filters the list by the typed words', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('Find a skill'), 'Skill 4');
    expect(
      screen.getAllByRole('checkbox').map((c) => c.getAttribute('name') ?? c.parentElement?.textContent),
    ).toEqual(['Skill 4', ...Array.from({ length: 10 }, (_, i) => `Skill ${40 + i}`)]);
  });
});
