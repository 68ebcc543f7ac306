import { randomBytes } from 'node:crypto';
import { jobBody, type Masters } from '../../apps/server/test/helpers/jobs';
import { type Checks, log, type Portal, percentile } from '../faults/lib';
import { call, msUntil } from './http';

const ROUNDS = Number(process.env.CLUSTER_ROUNDS ?? 8);

type Replica = { has(table: 'jobs', id: number): Promise<boolean> };

/** A made-up word of letters only, so the search finds exactly the job that carries it. */
const word = () => `Qz${[...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join('')}`;

const found = async (base: string, keyword: string, id: number) => {
  const res = await call(base, 'GET', `/jobs/search?keyword=${keyword}`);
  return res.status === 200 && (res.json.data as { id: number }[]).some((j) => j.id === id);
};

/**
 * Jobs published through one process, ROUNDS times each way, each searched for first (so every
 * process holds a cached answer without it):
 * - through `plain` (primary only): found by `replicated`'s search, which reads the replica, within 2 s;
 * - through `replicated`: found by `plain`'s search within 1 s;
 * - either way: in the employer's own list on the process that posted it at once (the primary).
 */
export async function jobsAcrossProcesses(
  checks: Checks,
  opts: { plain: Portal; replicated: Portal; replica: Replica; employer: string; masters: Masters },
) {
  const { plain, replicated, replica, employer, masters } = opts;
  const lag = { replicaRow: [] as number[], replicaSearch: [] as number[], otherSearch: [] as number[] };
  let ownListMisses = 0;
  let missing = 0;
  const post = async (via: Portal, title: string) => {
    const res = await call(via.base, 'POST', '/jobs/', employer, {
      status: 'published',
      ...jobBody(masters, { title }),
    });
    if (res.status !== 201) throw new Error(`posting a job: ${res.status} ${JSON.stringify(res.json)}`);
    const id = (res.json.data as { id: number }).id;
    const list = await call(via.base, 'GET', '/jobs/?page_size=20', employer);
    if (!(list.json.data as { id: number }[]).some((j) => j.id === id)) ownListMisses += 1;
    return id;
  };
  for (let round = 0; round < ROUNDS; round++) {
    // Through the primary-only process, read back through the replica.
    const a = word();
    await found(replicated.base, a, -1);
    const idA = await post(plain, `Yard Planner ${a}`);
    const at = Date.now();
    const [row, search] = await Promise.all([
      msUntil(at, () => replica.has('jobs', idA)),
      msUntil(at, () => found(replicated.base, a, idA)),
    ]);
    if (row === null || search === null) missing += 1;
    if (row !== null) lag.replicaRow.push(row);
    if (search !== null) lag.replicaSearch.push(search);

    // Through the replica's process, read back through the other one (the primary).
    const b = word();
    await found(plain.base, b, -1);
    const idB = await post(replicated, `Dock Coordinator ${b}`);
    const other = await msUntil(Date.now(), () => found(plain.base, b, idB));
    if (other === null) missing += 1;
    else lag.otherSearch.push(other);
  }
  const fmt = (v: number[]) =>
    v.length ? `median ${percentile(v, 50)} ms, max ${Math.max(...v)} ms (${v.length})` : 'none';
  log(`replication lag, a posted job's row on the replica: ${fmt(lag.replicaRow)}`);
  log(`found by the search of the process on the replica: ${fmt(lag.replicaSearch)}`);
  log(`found by the search of the other process (primary): ${fmt(lag.otherSearch)}`);
  checks.check(missing === 0, `every job found everywhere (${missing} not within 5 s)`);
  checks.check(
    lag.otherSearch.every((ms) => ms <= 1_000),
    'a job published through one process is found by the other within 1 s',
  );
  checks.check(
    lag.replicaSearch.every((ms) => ms <= 2_000),
    'a job published through one process is found through the replica within 2 s',
  );
  checks.check(ownListMisses === 0, 'the employer who posted sees the job in their own list at once');
  return lag;
}
