import { type ComponentProps, useSyncExternalStore } from 'react';
import { lazyModule, OnDemand } from '@/lib/lazy-module';
import type { FilterPanel } from './filter-panel';

const panel = lazyModule(() => import('./filter-panel'));

/** Tailwind's md: from here the sidebar shows the filters; below, they wait in the Filters sheet. */
const WIDE = '(min-width: 768px)';

const wideNow = () => window.matchMedia?.(WIDE).matches ?? true;

function subscribe(onChange: () => void) {
  const query = window.matchMedia?.(WIDE);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the sidebar is on screen; the server renders it, as for a wide screen. */
export function useWide(): boolean {
  return useSyncExternalStore(subscribe, wideNow, () => true);
}

/**
 * For the search route, before its first render: the panel's code where the sidebar shows it (a wide
 * screen, and the server's render), so the client's first render matches the server's. On a phone the
 * panel is in the closed sheet, so its code (a fifth of the page's) waits for the sheet.
 */
export function loadFilterPanelIfShown(): Promise<unknown> | undefined {
  return typeof window === 'undefined' || wideNow() ? panel.load() : undefined;
}

/** The filter panel once its code is in; `show` fetches it (the sidebar on a wide screen, the open sheet). */
export function LazyFilterPanel({ show, ...props }: ComponentProps<typeof FilterPanel> & { show: boolean }) {
  return <OnDemand module={panel} when={show} render={(m) => <m.FilterPanel {...props} />} />;
}
