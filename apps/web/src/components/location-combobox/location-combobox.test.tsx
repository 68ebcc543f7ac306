import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LocationCombobox } from './location-combobox';
import type { LocationOption } from './location-options';

const options: LocationOption[] = [
  { id: 3, name: 'Dubai', detail: 'Emirate or region' },
  { id: 4, name: 'Sharjah', detail: 'Emirate or region' },
  { id: 31, name: 'Jebel Ali', detail: 'City in Dubai' },
];

function Box({
  onPick = () => undefined,
  onSubmit = () => undefined,
}: {
  onPick?: (o: LocationOption) => void;
  onSubmit?: () => void;
}) {
  const [text, setText] = useState('');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <LocationCombobox
        label="Location"
        text={text}
        onTextChange={setText}
        onPick={onPick}
        options={options}
      />
      <button type="button">Elsewhere</button>
    </form>
  );
}

describe('location combobox', () => {
  it('keeps every keystroke from the first, and suggests as the visitor types', async () => {
    const user = userEvent.setup();
    render(<Box />);
    const box = screen.getByRole('combobox', { name: 'Location' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, 'Jeb');
    expect(box).toHaveValue('Jeb');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Jebel AliCity in Dubai']);
  });

  it('arrows move through the suggestions, Enter picks one and does not submit', async () => {
    const onPick = vi.fn();
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<Box onPick={onPick} onSubmit={onSubmit} />);
    const box = screen.getByRole('combobox', { name: 'Location' });
    await user.click(box);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: /Sharjah/ });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{ArrowUp}{ArrowUp}'); // wraps round to the last
    expect(screen.getByRole('option', { name: /Jebel Ali/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith(options[2]);
    expect(box).toHaveValue('Jebel Ali');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.keyboard('{Enter}'); // nothing highlighted: the form's own Enter
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('Escape closes the list and keeps the text; a click picks; leaving closes', async () => {
    const onPick = vi.fn();
    const user = userEvent.setup();
    render(<Box onPick={onPick} />);
    const box = screen.getByRole('combobox', { name: 'Location' });
    await user.type(box, 'Atlantis');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('Atlantis');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.clear(box);
    await user.type(box, 'Dub');
    await user.click(screen.getByRole('option', { name: /Dubai/ }));
    expect(onPick).toHaveBeenCalledWith(options[0]);
    expect(box).toHaveValue('Dubai');
    expect(box).toHaveFocus();
    await user.type(box, '{Backspace}');
    expect(screen.getByRole('listbox')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('Duba');
  });
});
