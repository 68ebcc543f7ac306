import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/render';
import { SignOutEverywhere } from './sign-out-everywhere';

describe('SignOutEverywhere', () => {
  it('asks first, then ends every session on the server, forgets the token here and goes home', async () => {
    const { calls } = mockApi({
      'POST user/logout-everywhere': { data: { message: 'You have been signed out on every device.' } },
    });
    localStorage.setItem('token', 'tok');
    const user = userEvent.setup();
    const { router } = renderWithRouter(<SignOutEverywhere />, '/employer/view');

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out on every device?' });
    expect(calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST user/logout-everywhere']);
    expect(localStorage.getItem('token')).toBeNull();
    expect(await screen.findByText('You have been signed out on every device.')).toBeInTheDocument();
  });
});
