import { and, eq, isNotNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { applications } from '../../core/db/schema/applications';
import { jobs } from '../../core/db/schema/jobs';
import { messages } from '../../core/db/schema/messages';

/**
 * The stored attachments of the threads that go when a candidate's account (their applications) or
 * an organisation (its jobs' applications) is deleted. The rows cascade; the bytes do not, so the
 * deleting code reads these before the delete and removes them after it commits.
 */
export async function attachmentKeysGoingWith(
  db: Db,
  gone: { candidateId: number; clientId?: number | null },
): Promise<string[]> {
  const whose: SQL[] = [eq(applications.candidateId, gone.candidateId)];
  if (gone.clientId) whose.push(eq(jobs.clientId, gone.clientId));
  const rows = await db
    .select({ key: messages.attachmentKey })
    .from(messages)
    .innerJoin(applications, eq(applications.id, messages.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(isNotNull(messages.attachmentKey), or(...whose)));
  return rows.flatMap((r) => (r.key ? [r.key] : []));
}
