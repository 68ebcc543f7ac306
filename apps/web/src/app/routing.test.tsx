import { DEFAULT_ROLE_PERMISSIONS, PERMISSIONS } from '@portal/contract/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAppStore } from '@/lib/store';
import { profileFixture } from '@/testing/candidate-profile-fixture';
import { baseHandlers, mockApi, profileFor } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';

function signedInAs(role: string, handlers: Parameters<typeof mockApi>[0] = {}) {
  localStorage.setItem('token', 'tok');
  mockApi({ ...baseHandlers, 'GET user/': { data: profileFor(role) }, ...handlers });
}

async function settled(router: ReturnType<typeof renderRoute>['router']) {
  await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
  await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
}

describe('role redirect from the root', () => {
  const cases: [string, string][] = [
    ['candidate', '/candidate'],
    ['employer', '/employer/dashboard'],
    ['consultancy', '/admin-pannel/dashboard'],
    ['ats', '/admin-pannel/dashboard'],
    ['master_admin', '/admin-pannel/dashboard'],
    ['consultancy_admin', '/consultancy-admin/dashboard'],
  ];
  for (const [role, target] of cases) {
    it(`${role} goes to ${target}`, async () => {
      signedInAs(role);
      const { router } = renderRoute('/');
      await waitFor(() => expect(router.state.location.pathname).toBe(target));
    });
  }

  it('any other role sees the public layout', async () => {
    signedInAs('auditor');
    const { router } = renderRoute('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: /find your next logistics job/i }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('no profile (failed fetch) sees the public layout and is treated as signed out', async () => {
    localStorage.setItem('token', 'bad');
    mockApi({ ...baseHandlers, 'GET user/': { status: 401, data: { message: 'Unauthorised' } } });
    const { router } = renderRoute('/');
    expect(await screen.findByRole('link', { name: 'Register' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    // Any 401 on an authorised call removes the token.
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('does not redirect under /unauth', async () => {
    signedInAs('candidate');
    const { router } = renderRoute('/unauth/about-us');
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauth/about-us');
  });

  it('a signed-in user opening a sign-in page goes to their home', async () => {
    signedInAs('employer');
    const { router } = renderRoute('/auth/employer/sign-in');
    await waitFor(() => expect(router.state.location.pathname).toBe('/employer/dashboard'));
  });
});

describe('guards', () => {
  const mailed: [string, string, string][] = [
    ['/candidate/profile', 'Sign in as a candidate', '/auth/candidate/sign-in'],
    ['/management/jobs?status=open', 'Sign in as an employer', '/auth/employer/sign-in'],
    ['/admin-pannel/enquiries/4', 'Staff sign in', '/auth/admin-pannel/sign-in'],
  ];
  for (const [path, action, signIn] of mailed) {
    it(`${path} signed out lands on / saying why, with "${action}" leading back to it`, async () => {
      mockApi(baseHandlers);
      const { router } = renderRoute(path);
      const prompt = await screen.findByRole('region', { name: 'Sign in to open that page' });
      expect(router.state.location.pathname).toBe('/');
      expect(within(prompt).getByRole('link', { name: action })).toHaveAttribute(
        'href',
        `${signIn}?${new URLSearchParams({ next: path })}`,
      );
    });
  }

  it('an ended session (a token the API refuses) lands on / with the prompt too', async () => {
    localStorage.setItem('token', 'ended');
    mockApi({ ...baseHandlers, 'GET user/': { status: 401, data: { message: 'Unauthenticated' } } });
    const { router } = renderRoute('/candidate/job/applied');
    const prompt = await screen.findByRole('region', { name: 'Sign in to open that page' });
    expect(router.state.location.pathname).toBe('/');
    expect(within(prompt).getByRole('link', { name: 'Sign in as a candidate' })).toHaveAttribute(
      'href',
      '/auth/candidate/sign-in?next=%2Fcandidate%2Fjob%2Fapplied',
    );
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('home reached any other way shows no prompt', async () => {
    mockApi(baseHandlers);
    renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sign in to open that page' })).not.toBeInTheDocument();
  });

  for (const path of ['/candidate', '/employer/dashboard', '/management/jobs', '/admin-pannel/dashboard']) {
    it(`${path} without a token goes to /, clears local storage and the stored user`, async () => {
      mockApi(baseHandlers);
      localStorage.setItem('leftover', 'x');
      useAppStore.setState({ user: { first_name: 'Old' } });
      const { router } = renderRoute(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(localStorage.length).toBe(0);
      expect(useAppStore.getState().user).toEqual({});
    });
  }

  const wrongRole: [string, string, string][] = [
    ['candidate', '/management/jobs', '/candidate'],
    ['employer', '/admin-pannel/create/candidate', '/employer/dashboard'],
    ['employer', '/candidate/job/applied', '/employer/dashboard'],
    ['master_admin', '/candidate', '/admin-pannel/dashboard'],
    ['consultancy', '/employer/dashboard', '/admin-pannel/dashboard'],
  ];
  for (const [role, path, home] of wrongRole) {
    it(`${role} opening ${path} is told at once it is not for their account, with a link home`, async () => {
      signedInAs(role);
      const { calls } = mockApi({ ...baseHandlers, 'GET user/': { data: profileFor(role) } });
      const { router } = renderRoute(path);
      expect(
        await screen.findByRole('heading', { name: 'This page is not for your account' }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
      expect(screen.getByRole('link', { name: 'Go to your home page' })).toHaveAttribute('href', home);
      // The page's own calls are never made: only the shell's (profile, settings, master data, unread count, tasks due).
      expect(
        calls
          .map((c) => c.url)
          .filter((url) => !/^(user\/|settings\/|master\/|messages\/unread$|tasks\/summary$)/.test(url)),
      ).toEqual([]);
    });
  }
});

describe('a back-office page the staff member may not use (issue 32)', () => {
  // The ats role works the jobs and the CV database: no users, roles, plans, audit log or content.
  const notForAts = [
    '/admin-pannel/users',
    '/admin-pannel/users/7',
    '/admin-pannel/roles',
    '/admin-pannel/modules',
    '/admin-pannel/plans',
    '/admin-pannel/audit-log',
    '/admin-pannel/logistics-news',
    '/admin-pannel/subscribers',
    '/admin-pannel/pages',
    '/admin-pannel/master/list',
    '/admin-pannel/email-suppressions',
    '/admin-pannel/create/employer',
  ];
  for (const path of notForAts)
    it(`ats opening ${path} by its URL is told it is not for the account, not that a list failed`, async () => {
      const permissions = [...DEFAULT_ROLE_PERMISSIONS.ats];
      const { calls } = mockApi({
        ...baseHandlers,
        'GET user/': { data: profileFor('ats', { permissions }) },
      });
      localStorage.setItem('token', 'tok');
      renderRoute(path);
      expect(
        await screen.findByRole('heading', { name: 'This page is not for your account' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to your home page' })).toHaveAttribute(
        'href',
        '/admin-pannel/dashboard',
      );
      expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
      // Only the shell's calls: the page's own never went out to be refused.
      expect(
        calls
          .map((c) => c.url)
          .filter((url) => !/^(user\/$|settings\/|master\/|messages\/unread$|tasks\/summary$)/.test(url)),
      ).toEqual([]);
    });

  it('the same pages open for the master admin', async () => {
    signedInAs('master_admin', {
      'GET user/list': { data: { data: [], meta: { total: 0, page: 1, per_page: 20 } } },
    });
    renderRoute('/admin-pannel/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(screen.queryByText('This page is not for your account')).not.toBeInTheDocument();
  });
});

describe('layouts', () => {
  it('master_admin gets the full admin menu, other staff the reduced one', async () => {
    // The full menu shows what the administrator's permissions open: all of them here.
    signedInAs('master_admin', {
      'GET user/': { data: profileFor('master_admin', { permissions: [...PERMISSIONS] }) },
    });
    const first = renderRoute('/admin-pannel/settings');
    await settled(first.router);
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Settings' })).toBeInTheDocument();
    first.unmount();

    signedInAs('consultancy');
    const second = renderRoute('/admin-pannel/settings');
    await settled(second.router);
    expect(
      within(screen.getByRole('banner')).queryByRole('link', { name: 'Settings' }),
    ).not.toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('the candidate menu for a candidate', async () => {
    signedInAs('candidate');
    const { router } = renderRoute('/candidate/job-alert');
    await settled(router);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Find Jobs' })).toHaveAttribute(
      'href',
      '/candidate/search-job',
    );
    expect(within(banner).getByRole('button', { name: 'My Jobs' })).toBeInTheDocument();
  });

  for (const path of ['/candidate/profile-create', '/candidate/personal-create']) {
    it(`${path} is bare: the wizard with no menu and no footer`, async () => {
      signedInAs('candidate', { 'GET candidate/profile': { data: { data: profileFixture() } } });
      const { router } = renderRoute(path);
      await settled(router);
      expect(await screen.findByRole('heading', { name: 'Set up your profile' })).toBeInTheDocument();
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    });
  }

  it('/management/client-cv/7 is bare: no menu and no footer', async () => {
    signedInAs('employer');
    const { router } = renderRoute('/management/client-cv/7');
    await settled(router);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('floating social buttons show on the public layout and on /candidate, not on other candidate pages', async () => {
    mockApi(baseHandlers);
    const guest = renderRoute('/unauth/contact-us');
    expect(await screen.findByRole('list', { name: 'Social links' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/971500000000',
    );
    guest.unmount();

    signedInAs('candidate');
    const home = renderRoute('/candidate');
    expect(await screen.findByRole('list', { name: 'Social links' })).toBeInTheDocument();
    home.unmount();

    signedInAs('candidate');
    const other = renderRoute('/candidate/job-alert');
    await settled(other.router);
    expect(screen.queryByRole('list', { name: 'Social links' })).not.toBeInTheDocument();
  });
});

describe('error page', () => {
  it('an unmatched URL shows Oops and Not Found, with a way home', async () => {
    mockApi(baseHandlers);
    renderRoute('/unauth/no-such-page');
    expect(await screen.findByText('Oops')).toBeInTheDocument();
    expect(screen.getByText('404 - Page Not Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back to Home' })).toHaveAttribute('href', '/');
  });
});
