import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'contract',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    sequence: { shuffle: true, seed: Number(process.env.TEST_SEED) || undefined },
  },
});
