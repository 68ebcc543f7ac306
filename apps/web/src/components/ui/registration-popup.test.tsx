import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/testing/render';
import { DEFAULT_REGISTRATION_MESSAGE, RegistrationPopup } from './registration-popup';

describe('registration confirmation popup', () => {
  it('shows the default employer text, and no close icon or Done without the button option', () => {
    renderWithRouter(<RegistrationPopup open link="/auth/employer/sign-in" />);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Employer registered successfully. Awaiting admin activation.');
    expect(DEFAULT_REGISTRATION_MESSAGE).toBe('Employer registered successfully. Awaiting admin activation.');
    expect(screen.queryByRole('button', { name: 'Done' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('with the button option, Done goes to the supplied link and the close icon closes', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { router } = renderWithRouter(
      <RegistrationPopup
        open
        showButton
        message="Consultancy registered."
        link="/auth/consultancy/sign-in"
        onClose={onClose}
      />,
      '/auth/consultancy/sign-up',
    );
    expect(screen.getByRole('dialog')).toHaveTextContent('Consultancy registered.');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(router.state.location.pathname).toBe('/auth/consultancy/sign-in');
  });

  it('renders nothing when closed', () => {
    renderWithRouter(<RegistrationPopup open={false} link="/" showButton />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
