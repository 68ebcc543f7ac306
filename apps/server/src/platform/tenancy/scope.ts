import type { Permission } from '@portal/contract/permissions';
import type { Db } from '../../core/db/client';
import { AppError } from '../../core/lib/app-error';
import { isOperatorStaff } from '../../core/lib/operator';
import type { PermissionStore } from '../auth/permission-store';
import type { UserWithClient } from '../auth/signed-in-user';
import { catalogue } from './i18n';
import { organisationExists } from './organisation-repository';

/*
 * Who calls and which organisation is theirs; no SQL here. The WHERE conditions built from a
 * Caller live in scope-repository.ts, beside the queries that use them.
 */

/**
 * The caller's organisation as tenancy sees it (docs/architecture.md, "Tenancy"): the operator's
 * staff, a tenant's user, or nobody's (a candidate, or a user whose organisation is gone).
 */
export type OrgScope =
  | { kind: 'operator'; clientId: number }
  | { kind: 'tenant'; clientId: number }
  | { kind: 'none' };

export function orgScope(user: UserWithClient): OrgScope {
  if (user.clientId == null || !user.client) return { kind: 'none' };
  return isOperatorStaff(user)
    ? { kind: 'operator', clientId: user.clientId }
    : { kind: 'tenant', clientId: user.clientId };
}

/** Whether a row of organisation `clientId` is the user's own organisation's (anyone, signed in or not). */
export const isOwnOrganisation = (user: UserWithClient | null, clientId: number): boolean =>
  user?.client != null && user.clientId === clientId;

/**
 * Who calls, for a query of organisation data. `all` is true only for the operator's staff (and,
 * where the module has one, only with its cross-organisation code such as jobs.manage_all);
 * everyone else reaches their own organisation's rows.
 */
export type Caller = { user: UserWithClient; org: OrgScope; all: boolean };

export async function callerOf(
  permissions: PermissionStore,
  user: UserWithClient,
  across?: Permission,
): Promise<Caller> {
  const org = orgScope(user);
  const all = org.kind === 'operator' && (across ? await permissions.has(user, across) : true);
  return { user, org, all };
}

/** The caller's organisation id, for rows it writes; a caller without one may not write them. */
export function ownClientId(caller: Caller): number {
  if (caller.org.kind === 'none') throw AppError.forbidden();
  return caller.org.clientId;
}

/** The organisation a new job or template belongs to: the caller's own, or (`all` only) the one named. */
export async function ownerClientId(db: Db, caller: Caller, requested?: number): Promise<number> {
  if (caller.all && requested) {
    if (!(await organisationExists(db, requested))) {
      throw AppError.validation({ client_id: [catalogue.text('errors.unknown_organisation')] });
    }
    return requested;
  }
  if (caller.org.kind !== 'none') return caller.org.clientId;
  throw AppError.validation({ client_id: [catalogue.text('errors.choose_organisation_for')] });
}
