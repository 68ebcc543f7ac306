import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { baseHandlers, mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';

const info = (
  status: 'open' | 'claimed' | 'objected' = 'open',
  likely_duplicates: { masked_email: string; matched_on: string[] }[] = [],
) => ({
  data: {
    data: {
      first_name: 'Leena',
      email: 'leena@example.com',
      added_by: 'Falcon Recruitment',
      status,
      likely_duplicates,
    },
  },
});

beforeEach(() => localStorage.clear());

describe('/auth/claim-account', () => {
  it('sets the password and offers sign-in', async () => {
    const { calls } = mockApi({
      ...baseHandlers,
      'GET candidate/claim': info(),
      'POST candidate/claim': { data: { message: 'Your password is set.' } },
    });
    const user = userEvent.setup();
    renderRoute('/auth/claim-account?token=tok_abcdefghijklmnopqrstuvwxyz');
    expect(await screen.findByText(/Falcon Recruitment added your profile/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Choose a password'), 'Cargo-Route-2026!');
    await user.type(screen.getByLabelText('Confirm password'), 'Cargo-Route-2026!');
    await user.click(screen.getByRole('button', { name: 'Claim my account' }));
    expect(await screen.findByText('The account is yours. Sign in with your password.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.data).toBe(
      JSON.stringify({ token: 'tok_abcdefghijklmnopqrstuvwxyz', password: 'Cargo-Route-2026!' }),
    );
  });

  it('tells of an account that is likely hers, by a masked e-mail and why, with a way to sign in', async () => {
    mockApi({
      ...baseHandlers,
      'GET candidate/claim': info('open', [{ masked_email: 'l***@g***.com', matched_on: ['phone'] }]),
    });
    renderRoute('/auth/claim-account?token=tok_abcdefghijklmnopqrstuvwxyz');
    const box = await screen.findByRole('region', { name: 'You may already have an account' });
    expect(within(box).getByText('l***@g***.com')).toBeInTheDocument();
    expect(within(box).getByText(/same phone/)).toBeInTheDocument();
    expect(within(box).getByRole('link', { name: 'Sign in instead' })).toHaveAttribute(
      'href',
      expect.stringContaining('/auth/'),
    );
  });

  it('hides the profile only after the candidate confirms, straight from the mail link', async () => {
    let objected = 0;
    mockApi({
      ...baseHandlers,
      'GET candidate/claim': () => info(objected ? 'objected' : 'open'),
      'POST candidate/claim/object': () => {
        objected++;
        return { data: { message: 'Your profile is hidden.' } };
      },
    });
    const user = userEvent.setup();
    renderRoute('/auth/claim-account?token=tok_abcdefghijklmnopqrstuvwxyz&action=object');
    const dialog = await screen.findByRole('dialog', { name: 'Hide your profile?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(objected).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Do not list me' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Do not list me' }),
    );
    expect(
      await screen.findByText('Your profile is hidden: recruiters no longer find you in the CV database.'),
    ).toBeInTheDocument();
    expect(objected).toBe(1);
  });

  it('says so when the link no longer works', async () => {
    mockApi({
      ...baseHandlers,
      'GET candidate/claim': { status: 410, data: { message: 'This link has expired.' } },
    });
    renderRoute('/auth/claim-account?token=tok_abcdefghijklmnopqrstuvwxyz');
    expect(await screen.findByText('This link no longer works')).toBeInTheDocument();
  });
});
