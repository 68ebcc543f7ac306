import { count, inArray } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { applications } from '../../core/db/schema/applications';

/** Applications per job, by status (statuses with none left out): the owner's statistics. */
export async function applicationCounts(
  db: Db,
  jobIds: number[],
): Promise<Map<number, Record<string, number>>> {
  const map = new Map<number, Record<string, number>>();
  if (jobIds.length === 0) return map;
  const rows = await db
    .select({ jobId: applications.jobId, status: applications.status, n: count() })
    .from(applications)
    .where(inArray(applications.jobId, jobIds))
    .groupBy(applications.jobId, applications.status);
  for (const r of rows) map.set(r.jobId, { ...map.get(r.jobId), [r.status]: r.n });
  return map;
}

export const totalOf = (counts: Record<string, number> | undefined) =>
  Object.values(counts ?? {}).reduce((a, b) => a + b, 0);
