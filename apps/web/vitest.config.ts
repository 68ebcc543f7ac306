import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { messages } from './build/messages.ts';

/** Test files that mock a module (vi.mock) are named so, and run each in a fresh module graph. */
const ISOLATED_TESTS = 'src/**/*.isolated.test.{ts,tsx}';

/**
 * The web tests in jsdom. Files share a worker's modules and jsdom instead of loading them again
 * each (setup.ts cleans the DOM, storage and timers after every test); a file that mocks a module
 * would leak its mock to the next, so those (*.isolated.test.*) run apart, each in a fresh module
 * graph (vitest.isolated.config.ts).
 */
export function webTests(isolated: boolean) {
  return defineConfig({
    plugins: [messages(), react()],
    build: { assetsInlineLimit: 0 },
    resolve: { alias: { '@': decodeURIComponent(new URL('./src', import.meta.url).pathname) } },
    test: {
      name: isolated ? 'web-isolated' : 'web',
      root: decodeURIComponent(new URL('.', import.meta.url).pathname),
      environment: 'jsdom',
      include: isolated ? [ISOLATED_TESTS] : ['src/**/*.test.{ts,tsx}'],
      exclude: isolated ? configDefaults.exclude : [...configDefaults.exclude, ISOLATED_TESTS],
      setupFiles: ['./src/testing/setup.ts'],
      css: false,
      isolate: isolated,
      // Route-level tests render whole pages; on a busy 2-core machine 5 s is too tight.
      testTimeout: 15_000,
      sequence: { shuffle: true, seed: Number(process.env.TEST_SEED) || undefined },
    },
  });
}

export default webTests(false);
