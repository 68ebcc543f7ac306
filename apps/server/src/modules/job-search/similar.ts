import type { JobHit } from '@portal/contract/jobs';
import type { Db } from '../../core/db/client';
import { AppError } from '../../core/lib/app-error';
import { catalogue } from './i18n';
import { similarityOf, similarJobIds } from './repositories/similar';
import { hitsFor } from './search';

/** Up to six open jobs sharing the designation, functional area or skills, closest first. */
export async function similarJobs(db: Db, id: number): Promise<JobHit[]> {
  const row = await similarityOf(db, id);
  if (!row || row.status === 'draft') throw AppError.notFound(catalogue.text('errors.job_not_found'));
  return hitsFor(db, await similarJobIds(db, id, row));
}
