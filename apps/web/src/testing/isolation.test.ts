import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '..');

it('every web test file that mocks a module is named *.isolated.test.* (a shared module graph would leak the mock)', () => {
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) =>
    /\.test\.tsx?$/.test(f),
  );
  const misnamed = files.filter(
    (f) => !/\.isolated\.test\.tsx?$/.test(f) && /\bvi\.mock\(/.test(readFileSync(path.join(src, f), 'utf8')),
  );
  expect(files.length).toBeGreaterThan(50);
  expect(misnamed).toEqual([]);
});
