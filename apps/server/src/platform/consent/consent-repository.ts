import { CONSENT_VERSIONS, type ConsentKind, type ConsentSource } from '@portal/contract/consents';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { candidateConsents } from '../../core/db/schema/consents';

export type ConsentGiven = { kind: ConsentKind; granted: boolean };

/**
 * Records consents given or withdrawn, in the caller's transaction (so the change and its record
 * commit together), with the version of each text in force now. Used wherever a candidate agrees:
 * sign-up, the claim link, the profile's visibility switch, the mail preferences, the account section.
 */
export async function recordConsents(
  db: Db,
  candidateId: number,
  source: ConsentSource,
  given: ConsentGiven[],
): Promise<void> {
  if (!given.length) return;
  await db.insert(candidateConsents).values(
    given.map((g) => ({
      candidateId,
      kind: g.kind,
      granted: g.granted,
      source,
      version: CONSENT_VERSIONS[g.kind],
    })),
  );
}

/** The current choice of each kind: the latest record's `granted`, absent when never recorded. */
export async function currentConsents(db: Db, candidateId: number): Promise<Map<ConsentKind, boolean>> {
  const rows = await db
    .select({ kind: candidateConsents.kind, granted: candidateConsents.granted })
    .from(candidateConsents)
    .where(eq(candidateConsents.candidateId, candidateId))
    .orderBy(asc(candidateConsents.createdAt), asc(candidateConsents.id));
  return new Map(rows.map((r) => [r.kind, r.granted]));
}

/** Records only the consents whose choice differs from the current one (a switch saved unchanged is no new consent). */
export async function recordConsentChanges(
  db: Db,
  candidateId: number,
  source: ConsentSource,
  given: ConsentGiven[],
): Promise<void> {
  const current = await currentConsents(db, candidateId);
  await recordConsents(
    db,
    candidateId,
    source,
    given.filter((g) => current.get(g.kind) !== g.granted),
  );
}
