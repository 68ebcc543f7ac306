import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  build: { assetsInlineLimit: 0 },
  resolve: { alias: { '@': decodeURIComponent(new URL('./src', import.meta.url).pathname) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    css: false,
    // Route-level tests render whole pages; on a busy 2-core machine 5 s is too tight.
    testTimeout: 15_000,
    sequence: { shuffle: true, seed: Number(process.env.TEST_SEED) || undefined },
  },
});
