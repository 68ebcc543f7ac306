import { REGISTRATION_RECEIVED } from '@portal/contract/auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import { baseHandlers, mockApi, profileFor } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';

async function fill(person: { company?: string; password?: string; confirm?: string }) {
  const user = userEvent.setup();
  if (person.company) await user.type(await screen.findByLabelText('Company name'), person.company);
  await user.type(await screen.findByLabelText('First name'), 'Rashid');
  await user.type(screen.getByLabelText('Last name'), 'Khan');
  await user.type(screen.getByLabelText('E-mail'), 'Rashid@Example.com');
  await user.type(screen.getByLabelText('Phone'), '+971 4 555 0101');
  await user.type(screen.getByLabelText('Password', { exact: true }), person.password ?? 'Cargo-Route-2026!');
  await user.type(
    screen.getByLabelText('Confirm password'),
    person.confirm ?? person.password ?? 'Cargo-Route-2026!',
  );
  return user;
}

describe('sign-up pages', () => {
  it('says a weak password once, under the field, and clears a failed try’s toast on success', async () => {
    const error = vi.spyOn(toast, 'error');
    const dismiss = vi.spyOn(toast, 'dismiss');
    const replies = [
      { status: 400, data: { message: { password: ['Choose a stronger password'] } } },
      { status: 503, data: { message: 'The service is busy, try again' } },
      { status: 202, data: { message: 'Check your email: we have sent you a link.' } },
    ];
    mockApi({
      ...baseHandlers,
      'POST candidate/register': () => replies.shift() ?? { status: 500 },
    });
    renderRoute('/auth/candidate/sign-up');
    const user = await fill({});
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByLabelText('Password', { exact: true })).toHaveAccessibleDescription(
      'Choose a stronger password',
    );
    expect(error).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('The service is busy, try again'));
    const busy = error.mock.results[0]?.value;

    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(dismiss).toHaveBeenCalledWith(busy);
  });

  it('checks that the passwords match before calling the server', async () => {
    const { calls } = mockApi(baseHandlers);
    renderRoute('/auth/candidate/sign-up');
    const user = await fill({ confirm: 'Something-else-1' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(calls.some((c) => c.url === 'candidate/register')).toBe(false);
  });

  it('a candidate is told to check their mail; the form is replaced and focus moves to the news', async () => {
    const { calls } = mockApi({
      ...baseHandlers,
      'POST candidate/register': {
        status: 202,
        data: { message: 'Check your email: we have sent you a link.' },
      },
    });
    const { router } = renderRoute('/auth/candidate/sign-up?next=%2Funauth%2Fjobs%2Fview%2F7&intent=save');
    const user = await fill({});
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const heading = await screen.findByRole('heading', { name: 'Check your e-mail' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(
      'Check your email: we have sent you a link.',
    );
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('rashid@example.com');
    expect(screen.queryByLabelText('Password', { exact: true })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/candidate/sign-up');
    expect(localStorage.getItem('token')).toBeNull();
    const body = JSON.parse(String(calls.find((c) => c.url === 'candidate/register')?.data));
    expect(body).toEqual({
      first_name: 'Rashid',
      last_name: 'Khan',
      email: 'rashid@example.com',
      phone: '+97145550101',
      password: 'Cargo-Route-2026!',
      return_to: '/unauth/jobs/view/7',
      return_intent: 'save',
    });
    // Another address: the form comes back.
    await user.click(screen.getByRole('button', { name: 'Use a different e-mail address' }));
    expect(await screen.findByLabelText('First name')).toBeInTheDocument();
  });

  it('the mailed link signs the candidate in with one click and opens the profile wizard', async () => {
    const { calls } = mockApi({
      ...baseHandlers,
      'POST candidate/confirm-email': {
        data: {
          data: { token: 't1', expires_at: 'x', user: profileFor('candidate').data.user },
          message: 'Your email address is confirmed. Welcome!',
        },
      },
      'GET user/': { data: profileFor('candidate') },
    });
    const { router } = renderRoute(`/auth/candidate/confirm-email?token=${'a'.repeat(43)}`);
    // Nothing is spent by opening the page (mail scanners open links too).
    await screen.findByRole('heading', { name: 'Confirm your e-mail address' });
    expect(calls.some((c) => c.url === 'candidate/confirm-email')).toBe(false);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/candidate/personal-create'));
    expect(localStorage.getItem('token')).toBe('t1');
    expect(JSON.parse(String(calls.find((c) => c.url === 'candidate/confirm-email')?.data))).toEqual({
      token: 'a'.repeat(43),
    });
  });

  it('a spent or expired link says so and offers sign-in and a new sign-up', async () => {
    mockApi({
      ...baseHandlers,
      'POST candidate/confirm-email': { status: 400, data: { message: { token: ['not valid'] } } },
    });
    renderRoute(`/auth/candidate/confirm-email?token=${'b'.repeat(43)}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirm and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This confirmation link is not valid or has expired.',
    );
    expect(screen.getByRole('link', { name: 'Sign up again' })).toHaveAttribute(
      'href',
      '/auth/candidate/sign-up',
    );
  });

  it('maps the server 400 field errors onto the fields', async () => {
    mockApi({
      ...baseHandlers,
      'POST candidate/register': {
        status: 400,
        data: { message: { password: ['This password is too common.'] } },
      },
    });
    renderRoute('/auth/candidate/sign-up');
    const user = await fill({});
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const password = screen.getByLabelText('Password', { exact: true });
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription('This password is too common.');
  });

  for (const [client, message] of [
    ['employer', REGISTRATION_RECEIVED.employer],
    ['consultancy', REGISTRATION_RECEIVED.consultancy],
  ] as const) {
    it(`a ${client} registers pending, sees the popup, and Done leads to its sign-in`, async () => {
      const { calls } = mockApi({
        ...baseHandlers,
        'POST employers/register': { status: 202, data: { message } },
      });
      const { router } = renderRoute(`/auth/${client}/sign-up`);
      const user = await fill({ company: 'Gulf Freight LLC' });
      await user.click(screen.getByRole('button', { name: 'Register' }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent(message);
      const body = JSON.parse(String(calls.find((c) => c.url === 'employers/register')?.data));
      expect(body.client_type).toBe(client);
      expect(body.company_name).toBe('Gulf Freight LLC');
      expect(body).not.toHaveProperty('confirm_password');
      await user.click(within(dialog).getByRole('button', { name: 'Done' }));
      await waitFor(() => expect(router.state.location.pathname).toBe(`/auth/${client}/sign-in`));
    });
  }
});
