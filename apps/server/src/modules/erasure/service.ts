import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../core/db/client';
import { writeAudit } from '../../platform/audit/write';
import type { FileStorage } from '../../platform/files/storage';
import { forgetRecipient } from '../../platform/mail/outbox-repository';
import { storageKeysOf } from '../files';
import { attachmentKeysGoingWith } from '../messages';
import {
  deleteUserRow,
  forgetAddress,
  forgetMailsAbout,
  insertStandIn,
  keepApplicationsAnonymously,
  nameOf,
} from './repository';

/*
 * The one erasure of a person (issue 29 item 5): account deletion, the purge of a recruiter-added
 * candidate who never confirmed, and the retention job's anonymisation all go through here. Rows go
 * in the caller's transaction and return the stored files' keys; the bytes go once it has committed
 * (`removeStoredFiles`), so a rollback never leaves rows pointing at missing files.
 */

export type Person = { id: number; email: string };
export type ErasureReason = 'account_deleted' | 'not_confirmed' | 'retention';

/** Who the audit row names: the person themselves (by id only, never the address) or the scheduled job. */
const SYSTEM = { id: null, email: 'system' } as const;

/**
 * Deletes the account and all it holds (profile, files, applications with what followed them,
 * consents, folders' entries, views, sessions), and every row naming its address (the outbox
 * keeps only that a mail went). `clientIdGoing`: the organisation deleted with its last user,
 * whose messages' attachments go too. Returns the storage keys to remove after commit.
 */
export async function eraseAccount(
  tx: Db,
  person: Person,
  reason: ErasureReason,
  opts: { clientIdGoing?: number | null } = {},
): Promise<string[]> {
  // Read before the delete: the file rows go with the user, the applications (and their messages) too.
  const keys = [
    ...(await storageKeysOf(tx, person.id)),
    ...(await attachmentKeysGoingWith(tx, { candidateId: person.id, clientId: opts.clientIdGoing ?? null })),
  ];
  const fullName = await nameOf(tx, person.id);
  await forgetAddress(tx, person.id, person.email);
  await forgetRecipient(tx, person.email);
  if (fullName) await forgetMailsAbout(tx, fullName, person.email);
  await deleteUserRow(tx, person.id);
  await writeAudit(tx, reason === 'account_deleted' ? { id: null, email: `account #${person.id}` } : SYSTEM, {
    action: 'account.erase',
    targetType: 'user',
    targetId: person.id,
    after: { reason },
  });
  return keys;
}

/**
 * The retention job's anonymisation: the applications the employer must keep move to an anonymous
 * stand-in (job, status and dates only), then the person is erased as by `eraseAccount`.
 */
export async function anonymiseCandidate(tx: Db, person: Person): Promise<string[]> {
  const keys = [
    ...(await storageKeysOf(tx, person.id)),
    ...(await attachmentKeysGoingWith(tx, { candidateId: person.id })),
  ];
  const standIn = await insertStandIn(tx);
  await keepApplicationsAnonymously(tx, person.id, standIn);
  return [...new Set([...keys, ...(await eraseAccount(tx, person, 'retention'))])];
}

/** The stored bytes, once their rows are gone for good; a failure leaves an orphan file, logged. */
export async function removeStoredFiles(
  storage: Pick<FileStorage, 'remove'>,
  keys: string[],
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  for (const key of keys) {
    await storage.remove(key).catch((err: unknown) => log.warn({ err }, 'could not remove stored file'));
  }
}
