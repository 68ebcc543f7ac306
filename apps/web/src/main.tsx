import { hydrate } from '@tanstack/react-query';
import { type ReactNode, StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './index.css';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { profileQueryOptions } from './lib/auth';
import { loadArabic } from './lib/intl/catalog';
import { pageLocale } from './lib/intl/page-locale';
import { queryClient } from './lib/query-client';
import { watchServerFields } from './lib/server-fields';
import { useAppStore } from './lib/store';
import { getToken } from './lib/token';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

type AppRouter = ReturnType<typeof createAppRouter>;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Resolves once the router has loaded the first URL's lazy route chunks (and run its loaders). */
function initialized(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((done) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      done();
    });
  });
}

/** A signed-in visitor's profile, so the first render already has the signed-in header. */
async function loadProfile(): Promise<void> {
  try {
    const profile = await queryClient.fetchQuery(profileQueryOptions());
    useAppStore.getState().setUser(profile.user);
  } catch {
    // Not signed in after all: the layouts treat the failed query as a guest.
  }
}

/**
 * Runs `then` once the client's first render is in the page, before it paints: in a microtask after
 * the commit rather than inside it, so that the change events it sends are handled (and the controlled
 * fields updated) at once, not after the commit with the caret thrown to the end. It wraps the app
 * rather than sitting beside it: a sibling would change the tree's shape, and with it the ids useId
 * gives, from the server's.
 */
function AfterFirstCommit({ then, children }: { then: () => void; children: ReactNode }) {
  useLayoutEffect(() => queueMicrotask(then), [then]);
  return children;
}

/** The buttons the server disabled until the client is in (apps/server/src/lib/boot-after-paint.ts). */
function enableServerButtons(container: HTMLElement) {
  for (const button of container.querySelectorAll<HTMLButtonElement>('button[data-until-client]')) {
    button.disabled = false;
    button.removeAttribute('data-until-client');
  }
}

/**
 * The server renders the first screen of the landing, search and job pages into #root with the data
 * it showed (apps/server/src/lib/ssr.ts). The client takes that data and waits for the page's code,
 * then hydrates the server's DOM: the same tree from the same data, so React adopts the server's
 * nodes instead of building and laying out a second page (a phone's main thread). A signed-in
 * visitor's header differs from the server's (the server never knows the user), so for them the
 * client renders its own tree and swaps it in in one commit, as it does when hydration finds a
 * difference (a relative time that crossed a bound: "23 hours ago" against "1 day ago").
 * The render is a transition: React works in slices and the page stays responsive meanwhile (a phone's
 * Total Blocking Time); what the visitor types in that time reaches the client's state
 * (lib/server-fields.ts: sent again as input into a hydrated field, carried over a swap).
 */
async function start(): Promise<void> {
  // A task of its own for the router's start, apart from the modules' evaluation: two shorter tasks
  // block a phone's main thread less than one long one (Total Blocking Time).
  await nextTask();
  const state = document.getElementById('ssr-state');
  const router = createAppRouter();
  const signedIn = Boolean(getToken());
  if (state?.textContent) {
    hydrate(queryClient, JSON.parse(state.textContent));
    await Promise.all([initialized(router), signedIn ? loadProfile() : undefined]);
    // An Arabic page hydrates with the Arabic catalogues its server render read already in.
    const catalogues = document.getElementById('ssr-catalogues')?.textContent;
    if (pageLocale === 'ar' && catalogues) await loadArabic(JSON.parse(catalogues) as string[]);
  }
  const container = root as HTMLElement;
  const carryFields = watchServerFields(container);
  const tree = (
    <StrictMode>
      <AfterFirstCommit
        then={() => {
          carryFields();
          enableServerButtons(container);
        }}
      >
        <App router={router} />
      </AfterFirstCommit>
    </StrictMode>
  );
  startTransition(() => {
    if (state?.textContent && !signedIn)
      hydrateRoot(container, tree, {
        // A difference from the server's page is not a fault: React renders the client's own tree.
        onRecoverableError: (error) => console.warn('The client replaced the server-rendered page:', error),
      });
    else createRoot(container).render(tree);
  });
}

/**
 * The service worker (public/sw.js) that shows the offline page when a page load finds no network; it
 * caches nothing else. Registered once the page has loaded, so it never competes with the first load.
 */
function registerOfflinePage(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

void start();
registerOfflinePage();
