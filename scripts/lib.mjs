// Helpers shared by the root scripts (start, test, e2e). Plain ESM so they run before any build.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const webDir = join(root, 'apps/web');
export const bin = (name) => join(root, 'node_modules/.bin', name);

/** Runs a command with inherited output; resolves to its exit code. */
export function run(cmd, args, options = {}) {
  return new Promise((done) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: root, ...options });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

function newestMtime(path) {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === 'dist-ssr') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/**
 * The client needs a build when dist (or the server render's dist-ssr) is missing or older than its
 * sources or the contract.
 */
export function clientIsStale() {
  const index = join(webDir, 'dist/index.html');
  if (!existsSync(index) || !existsSync(join(webDir, 'dist-ssr/entry-server.js'))) return true;
  const built = statSync(index).mtimeMs;
  const sources = [
    join(webDir, 'src'),
    join(webDir, 'index.html'),
    // Copied into dist as they are (the service worker, the offline page, the icons).
    join(webDir, 'public'),
    join(webDir, 'vite.config.ts'),
    join(root, 'packages/contract/src'),
  ];
  return sources.some((p) => existsSync(p) && newestMtime(p) > built);
}

export async function buildClientIfStale() {
  if (!clientIsStale()) return 0;
  console.log('Building the web client...');
  const client = await run(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: webDir });
  if (client !== 0) return client;
  // The server's render of the first screen (apps/web/src/entry-server.tsx).
  return run(bin('vite'), ['build', '--ssr', 'src/entry-server.tsx', '--logLevel', 'warn'], { cwd: webDir });
}

/** The system Chromium that Playwright drives (DESIGN.md section 6). */
export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  );
  return candidates.find((p) => existsSync(p));
}
