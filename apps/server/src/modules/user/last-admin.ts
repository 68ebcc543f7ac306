import type { Db } from '../../core/db/client';
import type { Text } from '../../core/i18n/catalog';
import { AppError } from '../../core/lib/app-error';
import { countOtherActiveAdmins, lockAdminChanges, type UserWithClient } from './repository';

/**
 * One active built-in administrator always remains, whatever runs at the same time: deleting an
 * account, suspending or demoting one (user-admin) all take the same lock inside their transaction
 * and then count the others. A custom role on the administrator's kind, or a suspended account, does
 * not keep the portal administrable. Throws 409 with `message` when `user` is the last one.
 */
export async function assertAnotherAdminRemains(tx: Db, user: UserWithClient, message: Text): Promise<void> {
  if (user.role !== 'master_admin' || user.customRole || user.status !== 'active') return;
  await lockAdminChanges(tx);
  if ((await countOtherActiveAdmins(tx, user.id)) === 0) throw AppError.conflict(message);
}
