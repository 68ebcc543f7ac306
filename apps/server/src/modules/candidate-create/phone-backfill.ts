import type { Db } from '../../core/db/client';
import { normalisePhone, phoneRegionOf } from '../../core/lib/phone';
import { candidatePhones, setPhone } from './repository';

const BATCH = 1000;

/**
 * Stores every candidate's phone as E.164 (a local number read in the candidate's country, else the
 * UAE), so duplicates are found whatever way the number was typed before issue 29. Idempotent: a
 * phone already in E.164 is left as it is. Returns how many were rewritten.
 */
export async function normaliseCandidatePhones(db: Db): Promise<number> {
  let changed = 0;
  let after = 0;
  for (;;) {
    const rows = await candidatePhones(db, after, BATCH);
    for (const r of rows) {
      const e164 = normalisePhone(r.phone, phoneRegionOf(r.country));
      if (e164 !== r.phone) {
        await setPhone(db, r.id, e164);
        changed += 1;
      }
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return changed;
    after = last.id;
  }
}
