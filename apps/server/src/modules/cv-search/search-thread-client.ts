import { Worker } from 'node:worker_threads';
import type { CvSearchQuery } from '@portal/contract/cv-search';
import type { Db } from '../../core/db/client';
import type { IndexTracker } from '../../platform/indexes/registry';
import type { MemoryAnswer } from './memory-search';
import type { FromThread, IndexStats, ToThread } from './search-thread-messages';

type Log = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

/**
 * The CV search thread (search-thread.ts), seen from the server's thread: each search's ids, total
 * and counts are computed there, off the thread answering HTTP. Started on PostgreSQL (the thread
 * opens its own connections; the embedded database has one, in this thread). A thread that exits or
 * fails answers nothing: its searches and the later ones go to SQL, as while an index is read.
 */
export class SearchThread {
  private readonly worker: Worker;
  private next = 1;
  private readonly waiting = new Map<number, (m: FromThread) => void>();
  private alive = true;
  /** The thread's index has been read once: until then SQL answers without waiting for the thread. */
  private ready = false;
  private stopped: (() => void) | null = null;

  constructor(databaseUrl: string, tracker: IndexTracker, log: Log) {
    this.worker = new Worker(new URL('./search-thread-entry.mjs', import.meta.url), {
      workerData: { databaseUrl },
    });
    this.worker.on('message', (m: FromThread) => {
      switch (m.kind) {
        case 'answer':
          if (m.error) log.error({ err: m.error }, 'CV search thread failed a search; SQL answered it');
          this.settle(m.id, m);
          return;
        case 'stats':
          this.settle(m.id, m);
          return;
        case 'index':
          if (m.event === 'building') tracker.building();
          else if (m.event === 'built') {
            this.ready = true;
            tracker.built(m.ms);
          } else if (m.event === 'failed') tracker.failed(new Error(m.error));
          else tracker.dropped();
          return;
        case 'log':
          log.warn(m.obj, m.msg);
          return;
        case 'stopped':
          this.stopped?.();
          return;
      }
    });
    this.worker.on('error', (err) => {
      log.error({ err: err.message }, 'CV search thread stopped; searches read the database');
      tracker.failed(err);
    });
    this.worker.on('exit', () => {
      this.alive = false;
      this.stopped?.();
      // Nothing will answer: SQL does.
      for (const settle of this.waiting.values()) settle({ kind: 'answer', id: 0, answer: null });
      this.waiting.clear();
    });
  }

  private settle(id: number, m: FromThread) {
    this.waiting.get(id)?.(m);
    this.waiting.delete(id);
  }

  private ask(message: (id: number) => ToThread): Promise<FromThread> {
    const id = this.next++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.worker.postMessage(message(id));
    });
  }

  /**
   * The search's ids, total and counts; null: the index is being read (after a start, not waited for:
   * the thread loads its code first), or the thread is gone. SQL answers then.
   */
  async answer(q: CvSearchQuery, clientId: number): Promise<MemoryAnswer | null> {
    if (!this.alive || !this.ready) return null;
    const m = await this.ask((id) => ({ kind: 'search', id, q, clientId }));
    return m.kind === 'answer' ? m.answer : null;
  }

  /** What the index holds, and the thread's CPU time so far (the bench reports both). */
  async stats(): Promise<{ stats: IndexStats; cpuMs: number } | null> {
    if (!this.alive) return null;
    const m = await this.ask((id) => ({ kind: 'stats', id }));
    return m.kind === 'stats' ? { stats: m.stats, cpuMs: m.cpuMs } : null;
  }

  /** Stops following changes, closes the thread's connections, ends it. */
  async close(): Promise<void> {
    if (!this.alive) return;
    const done = new Promise<void>((resolve) => {
      this.stopped = resolve;
    });
    this.worker.postMessage({ kind: 'stop' } satisfies ToThread);
    await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
    await this.worker.terminate();
  }
}

/** The search thread of each database's app: registered by its routes, started on first use. */
const threads = new WeakMap<Db, { start: () => SearchThread; thread: SearchThread | null }>();

/**
 * The app on `db` (PostgreSQL at `databaseUrl`) keeps its CV index in a search thread: started by
 * `searchThreadOf`, ended by the returned `close`.
 */
export function useSearchThread(
  db: Db,
  databaseUrl: string,
  tracker: IndexTracker,
  log: Log,
): { close(): Promise<void> } {
  const entry: { start: () => SearchThread; thread: SearchThread | null } = {
    start: () => {
      entry.thread ??= new SearchThread(databaseUrl, tracker, log);
      return entry.thread;
    },
    thread: null,
  };
  threads.set(db, entry);
  return {
    close: async () => {
      if (threads.get(db) === entry) threads.delete(db);
      await entry.thread?.close();
    },
  };
}

/** The search thread of the app on `db` (started now if it was not), or null: the index is on this thread. */
export function searchThreadOf(db: Db): SearchThread | null {
  return threads.get(db)?.start() ?? null;
}
