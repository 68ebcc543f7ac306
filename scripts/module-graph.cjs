// The server's module graph in numbers: imports into another module's internals, pairs of modules
// importing each other, and imports that run up a layer (core ← platform ← modules ← app).
// `node scripts/module-graph.cjs`; `npm run lint:deps` enforces the same rules.
const { execSync } = require('node:child_process');

const cruise = execSync(
  "node_modules/.bin/depcruise apps/server/src --no-config --ts-pre-compilation-deps --exclude '([.]test[.]ts$|node_modules)' --output-type json",
  { maxBuffer: 1e9 },
);
const { modules } = JSON.parse(cruise.toString());
const SRC = 'apps/server/src/';
const RANK = { core: 0, platform: 1, modules: 2, app: 3 };
const layer = (file) => file.slice(SRC.length).split('/')[0];
const moduleOf = (file) => file.match(/^apps\/server\/src\/modules\/([^/]+)\//)?.[1] ?? null;

const internals = [];
const upward = [];
const pairs = new Set();
for (const m of modules) {
  if (!m.source.startsWith(SRC)) continue;
  for (const dep of m.dependencies) {
    const to = dep.resolved;
    if (!to.startsWith(SRC)) continue;
    const a = moduleOf(m.source);
    const b = moduleOf(to);
    if (b && a !== b) {
      pairs.add(`${a} ${b}`);
      if (!to.endsWith(`modules/${b}/index.ts`)) internals.push(`${m.source} -> ${to}`);
    }
    if (RANK[layer(to)] > RANK[layer(m.source)]) upward.push(`${m.source} -> ${to}`);
  }
}
const mutual = [...pairs].filter((p) => {
  const [a, b] = p.split(' ');
  return a !== 'null' && a < b && pairs.has(`${b} ${a}`);
});
console.log(`imports into another module's internals: ${internals.length}`);
for (const line of internals) console.log(`  ${line}`);
console.log(`pairs of modules importing each other: ${mutual.length}`);
for (const line of mutual) console.log(`  ${line}`);
console.log(`imports running up a layer: ${upward.length}`);
for (const line of upward) console.log(`  ${line}`);
