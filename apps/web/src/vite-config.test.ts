import path from 'node:path';
import { createLogger, loadConfigFromFile } from 'vite';
import { describe, expect, it } from 'vitest';

const configFile = path.join(import.meta.dirname, '../vite.config.ts');

/** What Vite says while it loads the client's config, as `npm start` and `npm run build` show it. */
async function loadWithWarnings(isSsrBuild: boolean) {
  const said: string[] = [];
  const logger = createLogger('warn');
  logger.warn = (msg) => said.push(msg);
  logger.warnOnce = (msg) => said.push(msg);
  const loaded = await loadConfigFromFile(
    { command: 'build', mode: 'production', isSsrBuild },
    configFile,
    undefined,
    'warn',
    logger,
  );
  const config = typeof loaded?.config === 'function' ? undefined : loaded?.config;
  return { said, config };
}

describe("the client's build config (issue 32, a clean start)", () => {
  it('loads without the configLoader warning, for both builds', async () => {
    for (const ssr of [false, true]) expect((await loadWithWarnings(ssr)).said).toEqual([]);
  });

  it("asks Tailwind for its CSS's source map, so the build does not warn that the map is broken", async () => {
    expect((await loadWithWarnings(false)).config?.css?.devSourcemap).toBe(true);
  });
});
