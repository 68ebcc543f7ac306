import { type ComponentProps, useEffect, useId, useState, useSyncExternalStore } from 'react';
import { lazyModule, useLazyModule } from '@/lib/lazy-module';
import { useServerMarkup } from '@/lib/server-render';
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

/**
 * The filter panel once its code is in; `show` fetches it (the sidebar on a wide screen, the open
 * sheet). The server renders the sidebar's panel, as for a wide screen. A phone hydrating that page
 * has not fetched the panel's code, so it takes the server's panel as it is (hidden there by the
 * layout) rather than differ from it, which would make React render the whole page again; its next
 * render empties it (nothing, until the code is in). The wrapper takes no box (`display: contents`).
 */
export function LazyFilterPanel({ show, ...props }: ComponentProps<typeof FilterPanel> & { show: boolean }) {
  const serverMarkup = useServerMarkup();
  const id = useId();
  const { module, request } = useLazyModule(panel);
  const [served] = useState(() =>
    serverMarkup && !module && typeof document !== 'undefined'
      ? (document.getElementById(id)?.innerHTML ?? '')
      : '',
  );
  // Not while hydrating: `show` is then the server's guess (a wide screen), not this screen's.
  useEffect(() => {
    if (show && !serverMarkup) request();
  }, [show, serverMarkup, request]);
  if (module)
    return (
      <div id={id} className="contents">
        <module.FilterPanel {...props} />
      </div>
    );
  if (serverMarkup)
    return (
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own server-rendered markup, read back from it.
      <div id={id} className="contents" dangerouslySetInnerHTML={{ __html: served }} />
    );
  return <div id={id} className="contents" />;
}
