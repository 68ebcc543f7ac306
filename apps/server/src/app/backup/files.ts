import { existsSync, readdirSync, statSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import path from 'node:path';

/**
 * Copies an uploads tree (DATA_DIR/uploads/<2 chars>/<key>). Keys are random and never rewritten,
 * so a plain copy is consistent per file; `.part` files are uploads still being written.
 */
export async function copyUploads(from: string, to: string): Promise<{ copied: number; bytes: number }> {
  if (!existsSync(from)) return { copied: 0, bytes: 0 };
  await cp(from, to, {
    recursive: true,
    errorOnExist: true,
    force: false,
    preserveTimestamps: true,
    filter: (src) => !src.endsWith('.part'),
  });
  return measure(to);
}

function measure(dir: string): { copied: number; bytes: number } {
  let copied = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    copied++;
    bytes += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { copied, bytes };
}

/** Keys named by the database whose bytes are not in the copied tree (uploads layout above). */
export function missingKeys(uploadsCopy: string, keys: string[]): string[] {
  return keys.filter((key) => !existsSync(path.join(uploadsCopy, key.slice(0, 2), key)));
}

/** A directory that exists and holds anything. */
export function isNonEmptyDir(dir: string): boolean {
  return existsSync(dir) && readdirSync(dir).length > 0;
}
