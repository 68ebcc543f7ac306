import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/core/config';
import { isPostgres } from './helpers/app';

/**
 * The import rules of `npm run lint:deps` (.dependency-cruiser.cjs) catch each kind of violation:
 * a small tree that breaks every rule once is cruised with the project's own configuration.
 */
const FILES: Record<string, string> = {
  'apps/server/src/modules/b/repository.ts': "import { eq } from 'drizzle-orm';\nexport const x = eq;\n",
  'apps/server/src/modules/b/index.ts': "export { x } from './repository';\n",
  'apps/server/src/modules/b/sql.ts': "import { sql } from 'drizzle-orm';\nexport const q = sql;\n",
  'apps/server/src/modules/a/service.ts': "import { x } from '../b/repository';\nexport const y = x;\n",
  'apps/server/src/modules/a/fine.ts': "import { x } from '../b';\nexport const z = x;\n",
  'apps/server/src/modules/a/up.ts': "import { w } from '../../app/w';\nexport const u = w;\n",
  'apps/server/src/app/w.ts': "import { x } from '../modules/b/repository';\nexport const w = x;\n",
  'apps/server/src/platform/p.ts': "import { z } from '../modules/a/fine';\nexport const p = z;\n",
  'apps/server/src/core/l.ts': "import { p } from '../platform/p';\nexport const l = p;\n",
  'apps/server/src/core/c1.ts': "import { c2 } from './c2';\nexport const c1 = () => c2();\n",
  'apps/server/src/core/c2.ts': "import { c1 } from './c1';\nexport const c2 = () => c1();\n",
  'apps/web/src/components/c.ts': "import { f } from '../features/one/f';\nexport const c = f;\n",
  'apps/web/src/features/one/f.ts': "import { g } from '../two/g';\nexport const f = g;\n",
  'apps/web/src/features/two/g.ts': 'export const g = 1;\n',
  'packages/contract/src/k.ts': "import { l } from '../../../apps/server/src/core/l';\nexport const k = l;\n",
};

const dir = mkdtempSync(path.join(os.tmpdir(), 'import-rules-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(isPostgres)('import rules (npm run lint:deps)', () => {
  it('fail on every kind of violation, naming the rule and the import', () => {
    for (const [file, text] of Object.entries(FILES)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    const run = spawnSync(
      path.join(REPO_ROOT, 'node_modules/.bin/depcruise'),
      [
        'apps',
        'packages',
        '--config',
        path.join(REPO_ROOT, '.dependency-cruiser.cjs'),
        '--output-type',
        'err',
      ],
      { cwd: dir, encoding: 'utf8' },
    );
    expect(run.status).not.toBe(0);
    const found = (rule: string) =>
      run.stdout.split('\n').filter((line) => line.match(new RegExp(`(error|warn) ${rule}:`)));
    expect(found('server-module-face')).toEqual([
      expect.stringContaining('modules/a/service.ts → apps/server/src/modules/b/repository.ts'),
    ]);
    expect(found('server-app-uses-module-faces')).toEqual([expect.stringContaining('app/w.ts')]);
    expect(found('server-core-imports-no-upper-layer')).toEqual([expect.stringContaining('core/l.ts')]);
    expect(found('server-platform-imports-no-feature')).toEqual([expect.stringContaining('platform/p.ts')]);
    expect(found('server-module-imports-no-app')).toEqual([expect.stringContaining('modules/a/up.ts')]);
    expect(found('server-sql-in-repositories')).toEqual([expect.stringContaining('modules/b/sql.ts')]);
    expect(found('no-cycles').length).toBeGreaterThan(0);
    expect(found('web-shared-imports-no-feature')).toEqual([expect.stringContaining('components/c.ts')]);
    expect(found('web-feature-imports-no-other-feature')).toEqual([
      expect.stringContaining('features/one/f.ts'),
    ]);
    expect(found('contract-imports-no-app')).toEqual([expect.stringContaining('contract/src/k.ts')]);
    // Going through a module's index.ts is the allowed way.
    expect(run.stdout).not.toContain('modules/a/fine.ts →');
  });
});
