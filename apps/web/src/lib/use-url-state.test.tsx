import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUrlState } from './use-url-state';

function setup(url: string) {
  let location = '';
  const wrapper = ({ children }: { children: ReactNode }) => {
    const Probe = () => {
      const l = useLocation();
      location = `${l.pathname}${l.search}`;
      return <>{children}</>;
    };
    const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: [url] });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => useUrlState({ q: '', page: 1 }), { wrapper });
  return { hook, location: () => location };
}

describe('useUrlState', () => {
  it('reads values from the URL and falls back to defaults for bad ones', () => {
    const { hook } = setup('/list?q=dubai&page=-3');
    expect(hook.result.current[0]).toEqual({ q: 'dubai', page: 1 });
  });

  it('writes changes back, leaving defaults out of the URL', () => {
    const { hook, location } = setup('/list?q=dubai&page=3');
    act(() => hook.result.current[1]({ page: 4 }));
    expect(location()).toBe('/list?q=dubai&page=4');
    act(() => hook.result.current[1]({ q: '', page: 1 }));
    expect(location()).toBe('/list');
  });
});
