import { parentPort, workerData } from 'node:worker_threads';
import { fromPostgres } from '../../core/db/client';
import type { IndexTracker } from '../../platform/indexes/registry';
import { cvIndexStats, followCandidateChanges, trackCvIndex, warmCvIndex } from './changes';
import { answerFromIndex } from './index-answer';
import { keywordTree } from './repositories/criteria-sql';
import type { FromThread, ToThread } from './search-thread-messages';

/**
 * The CV search thread (started by search-thread-client.ts): it holds the index of the listed
 * candidates, reads it, follows the candidates' changes on a connection of its own and computes each
 * search's ids, total and facet counts, so the server's thread, which answers HTTP, does not spend
 * half of a search on the pass (docs/performance.md, round 16).
 */
const THREAD_CONNECTIONS = 3;
const port = parentPort;
if (!port) throw new Error('search-thread.ts runs as a worker');
const post = (m: FromThread) => port.postMessage(m);
const { databaseUrl } = workerData as { databaseUrl: string };
// The index's reads: the columns, keyword leaves, changed rows; one listening connection besides.
const database = fromPostgres(databaseUrl, THREAD_CONNECTIONS);
const db = database.db;

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));
/**
 * Until the index has been read once the server sends no searches here (SQL answers them), so none
 * would start the read again after a failure: the thread retries it itself.
 */
const FIRST_READ_RETRY_MS = 5000;
let readOnce = false;
const tracker: IndexTracker = {
  building: () => post({ kind: 'index', event: 'building' }),
  built: (ms) => {
    readOnce = true;
    post({ kind: 'index', event: 'built', ms });
  },
  failed: (err) => {
    post({ kind: 'index', event: 'failed', error: errorText(err) });
    if (!readOnce) setTimeout(() => warmCvIndex(db), FIRST_READ_RETRY_MS).unref();
  },
  dropped: () => post({ kind: 'index', event: 'dropped' }),
};
trackCvIndex(db, { track: () => tracker, list: () => [] });
const stopFollowing = await followCandidateChanges(db, database, {
  warn: (obj, msg) => post({ kind: 'log', obj, msg }),
});
warmCvIndex(db);

port.on('message', async (m: ToThread) => {
  switch (m.kind) {
    case 'search':
      try {
        post({
          kind: 'answer',
          id: m.id,
          answer: await answerFromIndex(db, m.q, m.clientId, keywordTree(m.q)),
        });
      } catch (err) {
        // SQL answers this search (search-thread-client.ts); the index reports its own failures.
        post({ kind: 'answer', id: m.id, answer: null, error: errorText(err) });
      }
      return;
    case 'stats': {
      const cpu = process.threadCpuUsage();
      post({ kind: 'stats', id: m.id, stats: cvIndexStats(db), cpuMs: (cpu.user + cpu.system) / 1000 });
      return;
    }
    case 'stop':
      await stopFollowing();
      await database.close();
      post({ kind: 'stopped' });
      return;
  }
});
