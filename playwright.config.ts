import { defineConfig, devices } from '@playwright/test';
import { E2E_WORKERS, stackOf } from './e2e/support/env';

/**
 * Journeys in the system Chromium against the real server on a fresh embedded database: one such
 * stack per worker (e2e/support/env.ts), each worker's tests against its own.
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: process.env.CI === 'true' ? 1 : 0,
  // 60 s a journey: on some machines of this kind Chromium runs two to three times slower than on
  // others (an axe scan 5-15 s, a sign-in's page 2-4 s), and journeys with two scans and several
  // sign-ins passed 30 s there; a journey that hangs still fails, a minute later.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    // baseURL is the worker's own stack: set by the fixture in e2e/support/test.ts.
    // A failing test is traced on its retry (CI retries once): tracing every test made the suite about
    // a sixth slower. Locally: `npm run test:e2e -- --trace on`.
    trace: 'on-first-retry',
    // The portal's service worker (apps/web/public/sw.js) answers page loads; it is off for the
    // journeys, whose page.route mocks it would bypass, and on in e2e/installable.spec.ts.
    serviceWorkers: 'block',
    // Less to paint: spinners and skeletons stand still (index.css honours the setting), and nothing
    // waits for a transition to end.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // Chromium 156's full browser (Debian has no headless shell) keeps the address bar's popups
        // rendered in a renderer of their own, using half a core all the time: off, the journeys run
        // about a fifth faster on 2 cores (accessibility.spec.ts: 2 min 12 s before, 1 min 44 s after).
        '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => {
    const stack = stackOf(index);
    return {
      command: 'node e2e/support/stack.mjs',
      env: {
        E2E_PORT: String(stack.port),
        E2E_SMTP_PORT: String(stack.smtpPort),
        E2E_WORK_DIR: stack.workDir,
        E2E_STACK_INDEX: String(index),
      },
      url: `${stack.baseUrl}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    };
  }),
});
