import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { profileQueryOptions } from './lib/auth';
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
 * fields updated) at once, not after the commit with the caret thrown to the end.
 */
function AfterFirstCommit({ then }: { then: () => void }) {
  useLayoutEffect(() => queueMicrotask(then), [then]);
  return null;
}

/**
 * The server renders the first screen of the landing, search and job pages into #root with the data
 * it showed (apps/server/src/lib/ssr.ts). The client takes that data, waits for the page's code and
 * the profile, then renders its own identical tree and swaps it in in one commit: no empty frame.
 * createRoot, not hydrateRoot: times ("2 days ago") and a signed-in header differ from the server's.
 * The render is a transition: React works in slices and the page stays responsive meanwhile (a phone's
 * Total Blocking Time); what the visitor types in that time reaches the client's fields after the
 * commit (lib/server-fields.ts).
 */
async function start(): Promise<void> {
  // A task of its own for the router's start, apart from the modules' evaluation: two shorter tasks
  // block a phone's main thread less than one long one (Total Blocking Time).
  await nextTask();
  const state = document.getElementById('ssr-state');
  const router = createAppRouter();
  if (state?.textContent) {
    hydrate(queryClient, JSON.parse(state.textContent));
    await Promise.all([initialized(router), getToken() ? loadProfile() : undefined]);
  }
  const container = root as HTMLElement;
  const carryFields = watchServerFields(container);
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <App router={router} />
        <AfterFirstCommit then={carryFields} />
      </StrictMode>,
    ),
  );
}

void start();
