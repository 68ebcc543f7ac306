import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import { baseHandlers, mockApi, profileFor } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';

const login = (role: string) => ({
  data: {
    data: { token: 'new-token', expires_at: '2030-01-01T00:00:00Z', user: profileFor(role).data.user },
    message: 'Signed in.',
  },
});

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Password', { exact: true }), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in pages', () => {
  const cases: [string, string, string, string][] = [
    ['/auth/candidate/sign-in', 'POST user/candi_login', 'candidate', '/candidate'],
    ['/auth/employer/sign-in', 'POST user/employer_login', 'employer', '/employer/dashboard'],
    ['/auth/consultancy/sign-in', 'POST user/consultancy-login', 'consultancy', '/admin-pannel/dashboard'],
    ['/auth/admin-pannel/sign-in', 'POST user/admin-login', 'master_admin', '/admin-pannel/dashboard'],
  ];
  for (const [page, endpoint, role, home] of cases) {
    it(`${page} calls ${endpoint}, keeps the token and lands on ${home}`, async () => {
      const { calls } = mockApi({
        ...baseHandlers,
        [endpoint]: login(role),
        'GET user/': { data: profileFor(role) },
      });
      const { router } = renderRoute(page);
      await fillAndSubmit('aisha@example.com', 'Cargo-Route-2026!');
      await waitFor(() => expect(router.state.location.pathname).toBe(home));
      expect(localStorage.getItem('token')).toBe('new-token');
      const call = calls.find((c) => `${c.method} ${c.url}` === endpoint);
      expect(JSON.parse(String(call?.data))).toEqual({
        email: 'aisha@example.com',
        password: 'Cargo-Route-2026!',
      });
    });
  }

  const back: [string, string, string, string][] = [
    ['/auth/employer/sign-in', 'POST user/employer_login', 'employer', '/management/jobs/view/12'],
    ['/auth/admin-pannel/sign-in', 'POST user/admin-login', 'master_admin', '/admin-pannel/enquiries/4'],
  ];
  for (const [page, endpoint, role, next] of back)
    it(`${page}?next=${next} lands a ${role} on that page, not home (a mailed link)`, async () => {
      mockApi({ ...baseHandlers, [endpoint]: login(role), 'GET user/': { data: profileFor(role) } });
      const { router } = renderRoute(`${page}?${new URLSearchParams({ next })}`);
      await fillAndSubmit('aisha@example.com', 'Cargo-Route-2026!');
      await waitFor(() => expect(router.state.location.pathname).toBe(next));
    });

  it('asks for the authenticator code when the account has two-step sign-in, then signs in', async () => {
    const { calls } = mockApi({
      ...baseHandlers,
      'POST user/employer_login': {
        data: { data: { mfa: 'verify', mfa_token: 'challenge', expires_at: '2030-01-01T00:00:00Z' } },
      },
      'POST user/mfa/verify': login('employer'),
      'GET user/': { data: profileFor('employer') },
    });
    const { router } = renderRoute('/auth/employer/sign-in');
    await fillAndSubmit('aisha@example.com', 'Cargo-Route-2026!');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Code'), '123456');
    expect(localStorage.getItem('token')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/employer/dashboard'));
    expect(localStorage.getItem('token')).toBe('new-token');
    const verify = calls.find((c) => c.url === 'user/mfa/verify');
    expect(JSON.parse(String(verify?.data))).toEqual({ mfa_token: 'challenge', code: '123456' });
  });

  it('shows a wrong code under the code field and stays on the step', async () => {
    mockApi({
      ...baseHandlers,
      'POST user/candi_login': {
        data: { data: { mfa: 'verify', mfa_token: 'challenge', expires_at: '2030-01-01T00:00:00Z' } },
      },
      'POST user/mfa/verify': { status: 400, data: { message: { code: ['That code is not right.'] } } },
    });
    const { router } = renderRoute('/auth/candidate/sign-in');
    await fillAndSubmit('aisha@example.com', 'Cargo-Route-2026!');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('That code is not right.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/candidate/sign-in');
  });

  it('an administrator without an authenticator sets one up and keeps the recovery codes first', async () => {
    mockApi({
      ...baseHandlers,
      'POST user/admin-login': {
        data: { data: { mfa: 'enrol', mfa_token: 'enrol', expires_at: '2030-01-01T00:00:00Z' } },
      },
      'POST user/mfa/enrol/setup': {
        data: {
          data: {
            secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
            otpauth_url: 'otpauth://totp/x',
            qr_data_url: 'data:image/svg+xml;base64,PHN2Zy8+',
          },
        },
      },
      'POST user/mfa/enrol/enable': {
        data: {
          data: { recovery_codes: ['abcde-fghjk', 'mnpqr-stuvw'], session: login('master_admin').data.data },
        },
      },
      'GET user/': { data: profileFor('master_admin') },
    });
    const { router } = renderRoute('/auth/admin-pannel/sign-in');
    await fillAndSubmit('admin@example.com', 'Cargo-Route-2026!');
    expect(await screen.findByTestId('mfa-key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Code from the app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(await screen.findByText('abcde-fghjk')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-pannel/dashboard'));
    expect(localStorage.getItem('token')).toBe('new-token');
  });

  it('links to forgot-password and to its own sign-up', async () => {
    mockApi(baseHandlers);
    renderRoute('/auth/employer/sign-in');
    expect(await screen.findByRole('link', { name: /forgot password/i })).toHaveAttribute(
      'href',
      '/auth/forgot-password?from=employer',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/auth/employer/sign-up',
    );
  });

  it('shows zod errors under the fields without calling the server', async () => {
    const { calls } = mockApi(baseHandlers);
    const user = userEvent.setup();
    renderRoute('/auth/candidate/sign-in');
    await user.type(await screen.findByLabelText('E-mail'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(calls.some((c) => c.url === 'user/candi_login')).toBe(false);
  });

  it('a refused sign-in is toasted with the server message', async () => {
    const error = vi.spyOn(toast, 'error');
    mockApi({
      ...baseHandlers,
      'POST user/employer_login': {
        status: 403,
        data: { message: 'Your account is awaiting admin activation.' },
      },
    });
    const { router } = renderRoute('/auth/employer/sign-in');
    await fillAndSubmit('hr@example.com', 'whatever-123');
    await waitFor(() => expect(error).toHaveBeenCalledWith('Your account is awaiting admin activation.'));
    expect(router.state.location.pathname).toBe('/auth/employer/sign-in');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('an unknown {client} shows Not Found', async () => {
    mockApi(baseHandlers);
    renderRoute('/auth/shipping/sign-in');
    expect(await screen.findByText('Not Found')).toBeInTheDocument();
  });
});
