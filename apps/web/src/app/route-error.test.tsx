import { act, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render';
import {
  errorText,
  isStaleAppError,
  isUnmatchedRoute,
  RELOAD_MESSAGE,
  RouteError,
  reload,
} from './route-error';

function routesWithLazy(failure: unknown) {
  return [
    {
      path: '/',
      errorElement: <RouteError />,
      children: [
        { index: true, element: <p>Home</p> },
        {
          path: 'broken',
          lazy: async () => {
            throw failure;
          },
        },
      ],
    },
  ];
}

describe('route errors (spec sections 2 and 8)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a failed lazy chunk (stale deployment) toasts "App updated. Reloading..." and reloads / after 100 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const info = vi.spyOn(toast, 'info');
    const toRoot = vi.spyOn(reload, 'toRoot').mockImplementation(() => undefined);
    renderRoute('/broken', {
      routes: routesWithLazy(
        new TypeError('Failed to fetch dynamically imported module: /assets/page-abc.js'),
      ),
    });
    await waitFor(() => expect(info).toHaveBeenCalledWith(RELOAD_MESSAGE));
    expect(RELOAD_MESSAGE).toBe('App updated. Reloading...');
    expect(toRoot).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(toRoot).toHaveBeenCalledOnce();
  });

  it('an unmatched URL is 404 - Page Not Found on the error page, never a reload, and logs nothing', async () => {
    const toRoot = vi.spyOn(reload, 'toRoot').mockImplementation(() => undefined);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoute('/nowhere', { routes: routesWithLazy(new Error('x')) });
    expect(await screen.findByText('Oops')).toBeInTheDocument();
    expect(screen.getByText('404 - Page Not Found')).toBeInTheDocument();
    expect(screen.getByText('Sorry, an unexpected error has occurred.')).toBeInTheDocument();
    expect(toRoot).not.toHaveBeenCalled();
    // The error page's effects have run: nothing was logged for it.
    await act(async () => {});
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('any other error is shown with its message and logged', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoute('/broken', { routes: routesWithLazy(new Error('Something broke')) });
    expect(await screen.findByText('Something broke')).toBeInTheDocument();
    // Logged from the error page's effect, which may run just after the text shows.
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
  });

  it('classifies errors', () => {
    expect(isStaleAppError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isStaleAppError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isStaleAppError(new Error('boom'))).toBe(false);
    expect(isUnmatchedRoute(new Error('x'))).toBe(false);
    expect(errorText(undefined)).toBe('404 - Page Not Found');
    expect(errorText(new Error('m'))).toBe('m');
  });
});
