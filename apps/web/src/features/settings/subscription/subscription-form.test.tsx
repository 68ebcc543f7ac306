import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/render';
import { SubscriptionForm } from './subscription-form';

const THANKS = 'Thank you for subscribing to the Logistics updates from the portal.';

function field() {
  // Named by its placeholder; jsdom's accessible-name computation skips placeholders, browsers do not.
  return screen.getByPlaceholderText('Your e-mail address');
}

describe('footer subscription form', () => {
  it('shows Invalid email address once the field is touched', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderWithRouter(<SubscriptionForm />);
    await user.type(field(), 'not-an-email');
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(field()).toHaveAttribute('type', 'email');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
  });

  it('requires an e-mail', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderWithRouter(<SubscriptionForm />);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('E-mail is required')).toBeInTheDocument();
  });

  it('posts multipart email + subject, reads Subscribing... while pending, then thanks for 2000 ms', async () => {
    let release: () => void = () => undefined;
    const { calls } = mockApi({
      'POST settings/subscription': () =>
        new Promise((resolve) => {
          release = () => resolve({ data: { message: 'Subscribed.' } });
        }),
    });
    renderWithRouter(<SubscriptionForm />);
    fireEvent.change(field(), { target: { value: 'news@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

    const pending = await screen.findByRole('button', { name: 'Subscribing...' });
    expect(pending).toBeDisabled();
    const body = calls[0]?.data;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('email')).toBe('news@example.com');
    expect((body as FormData).get('subject')).toBe('Request for E mail subscription');

    // Fake time (and frames) from here on, so the 2000 ms are counted exactly.
    vi.useFakeTimers();
    await act(async () => {
      release();
      await vi.advanceTimersByTimeAsync(5);
    });
    expect(screen.getByText(THANKS)).toBeInTheDocument();
    expect(field()).toHaveValue('');
    // Behind the modal popup, hidden from assistive technology until it closes.
    expect(screen.getByRole('button', { name: 'Subscribe', hidden: true })).toBeEnabled();

    // The 2000 ms count from the frame that paints the popup (one frame at most: 16 ms).
    await act(() => vi.advanceTimersByTimeAsync(16));
    await act(() => vi.advanceTimersByTimeAsync(1990));
    expect(screen.getByText(THANKS)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.queryByText(THANKS)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });
});
