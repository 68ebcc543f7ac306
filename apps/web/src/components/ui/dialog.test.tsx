import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/testing/render';
import { Dialog } from './dialog';

function Opener({ dismissable = true, onClose = () => {} }: { dismissable?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} onClose={dismissable ? close : undefined} title="Rename alert">
        <input aria-label="Name" />
        <button type="button" onClick={close}>
          Save
        </button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is named by its title, takes focus, keeps Tab inside and gives focus back on Escape', async () => {
    const user = userEvent.setup();
    renderWithRouter(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));

    expect(screen.getByRole('dialog', { name: 'Rename alert' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes on a click outside the panel', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithRouter(<Opener onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const backdrop = screen.getByRole('dialog').parentElement;
    if (!backdrop) throw new Error('no backdrop');
    await user.click(backdrop);
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('without onClose, stays open on Escape and outside clicks: only its buttons close it', async () => {
    const user = userEvent.setup();
    renderWithRouter(<Opener dismissable={false} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    const dialog = screen.getByRole('dialog');
    if (!dialog.parentElement) throw new Error('no backdrop');
    await user.click(dialog.parentElement);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
