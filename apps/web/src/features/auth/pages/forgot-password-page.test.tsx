import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAppStore } from '@/lib/store';
import { baseHandlers, mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';

describe('forgot password', () => {
  it('step 1 keeps the address in the store; step 2 resets; resend waits 60 s', async () => {
    const { calls } = mockApi({
      ...baseHandlers,
      'POST user/request-otp': { data: { message: 'If the address is registered, a code is on its way.' } },
      'POST user/reset-password': { data: { message: 'Your password has been reset.' } },
    });
    renderRoute('/auth/forgot-password?from=candidate');
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'priya@example.com' } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));

    const code = await screen.findByLabelText('Verification code');
    expect(useAppStore.getState().resetEmail).toBe('priya@example.com');
    const resend = screen.getByRole('button', { name: /Resend code in \d+ s/ });
    expect(resend).toBeDisabled();
    // One tick per second: each tick schedules the next after React renders.
    for (let i = 0; i < 60; i += 1) await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
    vi.useRealTimers();

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.change(screen.getByLabelText('New password', { exact: true }), {
      target: { value: 'Reefer-Dock-7781' },
    });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'Reefer-Dock-7781' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByText('Your password has been reset.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/auth/candidate/sign-in',
    );
    await waitFor(() => expect(useAppStore.getState().resetEmail).toBe(''));
    const reset = calls.find((c) => c.url === 'user/reset-password');
    expect(JSON.parse(String(reset?.data))).toEqual({
      email: 'priya@example.com',
      otp: '123456',
      password: 'Reefer-Dock-7781',
    });
  });

  it("the reset mail's link (no address in it) asks for the address and goes to the code without sending another", async () => {
    const { calls } = mockApi({
      ...baseHandlers,
      'POST user/reset-password': { data: { message: 'Your password has been reset.' } },
    });
    renderRoute('/auth/forgot-password?from=employer&step=code');
    expect(await screen.findByText('Enter your e-mail, then the code from our mail.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'omar@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enter my code' }));
    fireEvent.change(await screen.findByLabelText('Verification code'), { target: { value: '654321' } });
    fireEvent.change(screen.getByLabelText('New password', { exact: true }), {
      target: { value: 'Reefer-Dock-7781' },
    });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'Reefer-Dock-7781' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Your password has been reset.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/auth/employer/sign-in',
    );
    expect(calls.some((c) => c.url === 'user/request-otp')).toBe(false);
    const reset = calls.find((c) => c.url === 'user/reset-password');
    expect(JSON.parse(String(reset?.data))).toMatchObject({ email: 'omar@example.com', otp: '654321' });
  });

  it('without a code, "I already have a code" switches to entering it, and back', async () => {
    mockApi(baseHandlers);
    renderRoute('/auth/forgot-password?from=candidate');
    fireEvent.click(await screen.findByRole('button', { name: 'I already have a code' }));
    expect(screen.getByRole('button', { name: 'Enter my code' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send me a new code instead' }));
    expect(screen.getByRole('button', { name: 'Send code' })).toBeInTheDocument();
  });
});
