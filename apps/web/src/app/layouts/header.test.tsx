import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import defaultAvatar from '@/assets/default-avatar.svg';
import { useAppStore } from '@/lib/store';
import { baseHandlers, mockApi, profileFor } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';

describe('header', () => {
  beforeEach(() => {
    mockApi({ ...baseHandlers, 'GET user/': { data: profileFor('candidate') } });
  });

  it('for a guest, shows the Account sub-links as buttons with Register primary', async () => {
    renderRoute('/');
    const banner = await screen.findByRole('banner');
    const nav = within(banner).getByRole('navigation', { name: 'Main' });
    const register = within(nav).getByRole('link', { name: 'Register' });
    const login = within(nav).getByRole('link', { name: 'Login' });
    expect(register).toHaveAttribute('data-variant', 'primary');
    expect(register).toHaveAttribute('href', '/auth/candidate/sign-up');
    expect(login).toHaveAttribute('data-variant', 'secondary');
    expect(login).toHaveAttribute('href', '/auth/candidate/sign-in');
    // Its name starts with the text it shows (WCAG 2.5.3), then says where it leads.
    expect(
      within(banner).getByRole('link', { name: /^Logistics Jobs\s*Supply-chain careers \(home\)$/ }),
    ).toHaveAttribute('href', '/');
  });

  it('for a user, shows the photo (default image), first name and a dropdown with Logout', async () => {
    localStorage.setItem('token', 'tok');
    const user = userEvent.setup();
    renderRoute('/candidate');
    const banner = await screen.findByRole('banner');
    const account = await within(banner).findByRole('button', { name: /Aisha/ });
    expect(account).toHaveAttribute('aria-expanded', 'false');
    expect(account.querySelector('img')?.getAttribute('src')).toBe(defaultAvatar);
    await user.click(account);
    expect(account).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'My Profile' })).toHaveAttribute(
      'href',
      '/candidate/profile',
    );
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(account).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menuitem', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('logout ends the session on the server, clears all local storage, empties the stored user and goes to /', async () => {
    const { calls } = mockApi({
      ...baseHandlers,
      'GET user/': { data: profileFor('candidate') },
      'POST user/logout': { data: { message: 'You have been signed out.' } },
    });
    localStorage.setItem('token', 'tok');
    localStorage.setItem('something-else', 'x');
    const user = userEvent.setup();
    const { router } = renderRoute('/candidate');
    await user.click(await within(await screen.findByRole('banner')).findByRole('button', { name: /Aisha/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.length).toBe(0);
    expect(useAppStore.getState().user).toEqual({});
    // The header may render its links anew after the redirect: look for Register afresh each time.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Register' })).toBeInTheDocument());
    const logout = calls.find((c) => c.method === 'POST' && c.url === 'user/logout');
    expect(logout?.headers.Authorization).toBe('Bearer tok');
  });

  it('is 80 px high, fixed, and gains a shadow once scrolled past 70 px', async () => {
    renderRoute('/');
    const banner = await screen.findByRole('banner');
    expect(banner.className).toContain('h-20');
    expect(banner.className).toContain('fixed');
    expect(banner).toHaveAttribute('data-scrolled', 'false');
    act(() => {
      window.scrollY = 70;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(banner).toHaveAttribute('data-scrolled', 'false');
    act(() => {
      window.scrollY = 71;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(banner).toHaveAttribute('data-scrolled', 'true');
    expect(banner.className).toContain('shadow-header');
    window.scrollY = 0;
  });

  it('mirrors the menu in a drawer with open and close buttons', async () => {
    const user = userEvent.setup();
    renderRoute('/');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(drawer).getByRole('link', { name: 'CV Writing' })).toHaveAttribute(
      'href',
      '/unauth/services/cv-writing',
    );
    expect(within(drawer).getByRole('link', { name: 'Register' })).toHaveAttribute('data-variant', 'primary');
    await user.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('keeps focus inside the open drawer, and Escape closes it and returns focus to the menu button', async () => {
    const user = userEvent.setup();
    renderRoute('/');
    const opener = await screen.findByRole('button', { name: 'Open menu' });
    await user.click(opener);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    const close = within(drawer).getByRole('button', { name: 'Close menu' });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(drawer).getByRole('link', { name: 'Register' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('dropdowns are keyboard accessible', async () => {
    const user = userEvent.setup();
    renderRoute('/');
    const jobs = await screen.findByRole('button', { name: 'Jobs' });
    jobs.focus();
    await user.keyboard('{ArrowDown}');
    expect(jobs).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Search Jobs' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Jobs by Designation' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(jobs).toHaveAttribute('aria-expanded', 'false');
    expect(jobs).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Search Jobs' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getAllByRole('menuitem').at(-1)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Search Jobs' })).toHaveFocus();
    await user.tab();
    expect(jobs).toHaveAttribute('aria-expanded', 'false');
  });

  it('a dropdown closes on a click outside it', async () => {
    const user = userEvent.setup();
    renderRoute('/');
    const jobs = await screen.findByRole('button', { name: 'Jobs' });
    await user.click(jobs);
    expect(screen.getByRole('menuitem', { name: 'Search Jobs' })).toBeInTheDocument();
    await user.click(screen.getByRole('main'));
    expect(jobs).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menuitem', { name: 'Search Jobs' })).not.toBeInTheDocument();
  });
});
