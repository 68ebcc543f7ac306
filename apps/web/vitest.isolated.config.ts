import { webTests } from './vitest.config.ts';

/** The web tests that mock a module, each file in a fresh module graph (see vitest.config.ts). */
export default webTests(true);
