// Compiles the server's WebAssembly sources (*.wat) to the binaries beside them (*.wasm), which are
// committed: the server loads them as they are, and a test checks each still matches its source.
//   npm run build:wasm
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import wabtInit from 'wabt';
import { root } from './lib.mjs';

const SOURCES = join(root, 'apps/server/src');
/** The proposals the sources use beyond WebAssembly 1.0 (every Node this project supports has them). */
const FEATURES = { multi_memory: true };

/** Every .wat file under `dir`. */
export function watFiles(dir = SOURCES) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.wat'))
    .map((e) => join(e.parentPath, e.name));
}

/** The binary of a .wat file, as this script writes it. */
export async function compileWat(path) {
  const wabt = await wabtInit();
  const module = wabt.parseWat(path, readFileSync(path, 'utf8'), FEATURES);
  try {
    module.validate(FEATURES);
    return Buffer.from(module.toBinary({}).buffer);
  } finally {
    module.destroy();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const path of watFiles()) {
    const out = path.replace(/\.wat$/, '.wasm');
    writeFileSync(out, await compileWat(path));
    console.log(`${relative(root, path)} -> ${relative(root, out)}`);
  }
}
