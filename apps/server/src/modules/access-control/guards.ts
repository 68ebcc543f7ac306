import type { Db } from '../../core/db/client';
import { AppError } from '../../core/lib/app-error';
import { grantKey } from '../../core/lib/operator';
import type { PermissionStore } from '../../platform/auth/permission-store';
import type { Caller } from '../../platform/tenancy/scope';
import { catalogue } from './i18n';

export type AccessControlDeps = {
  db: Db;
  permissions: PermissionStore;
  /** Tells every process (this one included) that grants changed. */
  announce: () => void;
};

export const heldBy = async (store: PermissionStore, caller: Caller) =>
  new Set(await store.list(caller.user));

/** Nobody grants, removes or bundles a permission they do not hold themselves. */
export function assertHolds(held: Set<string>, codes: Iterable<string>): void {
  const lacking = [...new Set(codes)].filter((p) => !held.has(p)).sort();
  if (lacking.length > 0)
    throw AppError.forbidden(
      catalogue.text('errors.you_cannot_grant_or_remove', { lacking: lacking.join(', ') }),
    );
}

/** Nobody edits the role they hold themselves (or the groups granted to it). */
export function assertNotOwn(caller: Caller, key: string, what = "your own role's permissions"): void {
  if (key === grantKey(caller.user))
    throw AppError.forbidden(catalogue.text('errors.you_cannot_change', { what }));
}

/** The codes in one list and not the other, both ways. */
export const difference = (before: readonly string[], after: readonly string[]) => [
  ...after.filter((p) => !before.includes(p)),
  ...before.filter((p) => !after.includes(p)),
];
