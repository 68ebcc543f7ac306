// `npm start`: build the client when needed, then run the server (migrates and seeds on start).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildClientIfStale, root } from './lib.mjs';

const built = await buildClientIfStale();
if (built !== 0) process.exit(built);

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/app/server.ts')], {
  stdio: 'inherit',
  cwd: root,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
