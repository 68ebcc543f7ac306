import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { profileFixture } from '@/testing/candidate-profile-fixture';
import { baseHandlers, type MockReply, mockApi, profileFor } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/render';
import { ProfileWizardPage } from './profile-wizard-page';

// The page is rendered alone; the app's route tree (every other page) is not needed.
vi.mock('@/app/router', () => ({ routes: [] }));

const personalDone = profileFixture({
  completeness: {
    score: 15,
    missing: [{ section: 'desired_job', label: 'Say which roles and locations you want' }],
  },
});

function setup(
  profile = profileFixture(),
  extra: Record<string, MockReply> = {},
  path = '/candidate/personal-create',
) {
  localStorage.setItem('token', 'tok');
  const api = mockApi({
    ...baseHandlers,
    'GET user/': { data: profileFor('candidate') },
    'GET candidate/profile': { data: { data: profile } },
    ...extra,
  });
  return { ...api, user: userEvent.setup(), ...renderWithRouter(<ProfileWizardPage />, path) };
}

describe('the profile wizard', () => {
  it('starts a new candidate at personal details', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Step 1 of 3: Personal details' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('resumes at the first unfinished step, and Back returns to the one before', async () => {
    const { user } = setup(personalDone, {}, '/candidate/profile-create');
    expect(
      await screen.findByRole('heading', { name: 'Step 2 of 3: CV or quick profile' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('CV or quick profile');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Step 1 of 3: Personal details' })).toBeInTheDocument();
  });

  it('skips: ends the wizard on the server and goes to the dashboard', async () => {
    const { user, calls, router } = setup(profileFixture(), {
      'POST candidate/onboarding': {
        data: { data: profileFixture({ onboarded: true }), message: 'Later, then.' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/candidate'));
    const post = calls.find((c) => c.url === 'candidate/onboarding');
    expect(JSON.parse(String(post?.data))).toEqual({ action: 'skip' });
  });

  it('the quick profile needs the company and start date once a current job title is given', async () => {
    const { user, calls } = setup(personalDone, {}, '/candidate/profile-create');
    await user.click(await screen.findByRole('button', { name: 'Fill a quick profile instead' }));
    await user.type(screen.getByRole('textbox', { name: 'Current job title' }), 'Inventory Controller');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('textbox', { name: 'Company' })).toHaveAccessibleDescription(
      'Company is required',
    );
    expect(calls.some((c) => c.method !== 'GET')).toBe(false);
  });
});
