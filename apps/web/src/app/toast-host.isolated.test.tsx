import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorToast, successToast } from '@/lib/toasts';
import { AppProviders } from './providers';

describe('toasts', () => {
  it('the first toasts show though the toast code is fetched only when they are raised', async () => {
    render(
      <AppProviders>
        <p>Page</p>
      </AppProviders>,
    );
    expect(document.querySelector('.Toastify')).toBeNull();
    act(() => {
      errorToast({ response: { data: { message: 'Invalid email or password.' } } });
      errorToast({ response: { data: { message: 'Try again later.' } } });
    });
    expect(await screen.findByText('Invalid email or password.')).toBeVisible();
    expect(await screen.findByText('Try again later.')).toBeVisible();
    act(() => {
      successToast({ message: 'Signed in.' });
    });
    expect(await screen.findByText('Signed in.')).toBeVisible();
  });
});
