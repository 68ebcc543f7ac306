import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/render';
import { ChangePasswordForm } from './change-password-form';

const field = (name: string) => screen.getByLabelText(name);

async function fill(values: Record<string, string>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) await user.type(field(label), value);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  return user;
}

describe('ChangePasswordForm', () => {
  it('names every missing field and a confirmation that does not match, without calling the server', async () => {
    const { calls } = mockApi({});
    renderWithRouter(<ChangePasswordForm />);
    await fill({});
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Confirm the new password')).toBeInTheDocument();
    expect(field('Current password')).toHaveAttribute('aria-invalid', 'true');

    await fill({
      'Current password': 'Old-Pass-123',
      'New password': 'New-Pass-456',
      'Confirm new password': 'New-Pass-457',
    });
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(field('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('shows the server’s verdict on the current password under that field', async () => {
    mockApi({
      'POST user/change-password': {
        status: 400,
        data: { message: { current_password: ['The current password is incorrect.'] } },
      },
    });
    renderWithRouter(<ChangePasswordForm />);
    await fill({
      'Current password': 'guess',
      'New password': 'New-Pass-456',
      'Confirm new password': 'New-Pass-456',
    });
    expect(await screen.findByText('The current password is incorrect.')).toBeInTheDocument();
    expect(field('Current password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps this session with the new token and clears the form', async () => {
    localStorage.setItem('token', 'old.token.value');
    const { calls } = mockApi({
      'POST user/change-password': {
        data: {
          data: { token: 'new.token.value', expires_at: '', user: {} },
          message: 'Your password has been changed.',
        },
      },
    });
    renderWithRouter(<ChangePasswordForm />);
    await fill({
      'Current password': 'Old-Pass-123',
      'New password': 'New-Pass-456',
      'Confirm new password': 'New-Pass-456',
    });
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('new.token.value');
    expect(field('New password')).toHaveValue('');
    // The confirmation never leaves the browser.
    expect(calls[0]?.data && JSON.parse(String(calls[0].data))).toEqual({
      current_password: 'Old-Pass-123',
      new_password: 'New-Pass-456',
    });
  });
});
