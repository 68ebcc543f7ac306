import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MemoryFS } from '@electric-sql/pglite';

/** A file or directory of the template's data directory, by its path inside it. */
type Entry = { path: string; data: Uint8Array | null };

/**
 * The template's files, read once per worker: test files share a worker's module cache
 * (`isolate: false`), so each file after the first copies them from memory.
 */
const snapshots = new Map<string, Entry[]>();

function readSnapshot(dir: string): Entry[] {
  const known = snapshots.get(dir);
  if (known) return known;
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true })
    .map((d) => {
      const full = path.join(d.parentPath, d.name);
      const rel = path.relative(dir, full).split(path.sep).join('/');
      // A plain Uint8Array, not the Buffer readFileSync gives: MEMFS keeps `data.slice()` as the file,
      // and a Buffer's slice is a view, through which PostgreSQL would write into the snapshot.
      return { path: rel, data: d.isDirectory() ? null : new Uint8Array(readFileSync(full)) };
    })
    // A parent sorts before its children, so each directory exists when its files are written.
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  snapshots.set(dir, entries);
  return entries;
}

/**
 * An in-memory PGlite filesystem that starts with a copy of a data directory on disk (the cleanly
 * shut down template of test/setup/pglite-template.ts). PGlite calls `initialSyncFs` before it looks
 * for a database, finds this one and starts on it: no tarball to unpack file by file, and no crash
 * recovery, which a dump of a running PGlite (`dumpDataDir`) needs each time it is opened.
 */
export class SnapshotFS extends MemoryFS {
  readonly #entries: Entry[];

  constructor(templateDir: string) {
    super();
    this.#entries = readSnapshot(templateDir);
  }

  override async initialSyncFs(): Promise<void> {
    const pg = this.pg;
    if (!pg) throw new Error('SnapshotFS used before PGlite initialised it');
    const { FS, ENV } = pg.Module;
    const root: string = ENV.PGDATA;
    FS.mkdirTree(root);
    // FS.writeFile copies the bytes (see readSnapshot), so the snapshot stays as read for the next file.
    for (const e of this.#entries) {
      const target = `${root}/${e.path}`;
      if (e.data) FS.writeFile(target, e.data);
      else FS.mkdirTree(target);
    }
  }
}
