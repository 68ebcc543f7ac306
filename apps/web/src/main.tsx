import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import './index.css';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { profileQueryOptions } from './lib/auth';
import { queryClient } from './lib/query-client';
import { readServerFields, restoreServerFields } from './lib/server-fields';
import { useAppStore } from './lib/store';
import { getToken } from './lib/token';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

type AppRouter = ReturnType<typeof createAppRouter>;

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
 * The server renders the first screen of the landing, search and job pages into #root with the data
 * it showed (apps/server/src/lib/ssr.ts). The client takes that data, waits for the page's code and
 * the profile, then renders its own identical tree in one commit: no empty frame between the two.
 * createRoot, not hydrateRoot: times ("2 days ago") and a signed-in header differ from the server's.
 * The render is synchronous so that what the visitor typed meanwhile is read just before it and given
 * to the client's fields just after (lib/server-fields.ts).
 */
async function start(): Promise<void> {
  const state = document.getElementById('ssr-state');
  const router = createAppRouter();
  if (state?.textContent) {
    hydrate(queryClient, JSON.parse(state.textContent));
    await Promise.all([initialized(router), getToken() ? loadProfile() : undefined]);
  }
  const container = root as HTMLElement;
  const typed = readServerFields(container);
  flushSync(() =>
    createRoot(container).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
  restoreServerFields(container, typed);
}

void start();
