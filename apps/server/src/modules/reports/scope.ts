import type { Db } from '../../core/db/client';
import { AppError } from '../../core/lib/app-error';
import { type Caller, ownClientId } from '../../platform/tenancy/scope';
import type { ReportScope } from './definition';
import { catalogue } from './i18n';
import { organisationOf } from './repository';

export const OTHER_ORGANISATION = catalogue.text('errors.only_portal_s_administrators_may');
export const ORGANISATION_NOT_FOUND = catalogue.text('errors.organisation_not_found');

/** Whether the caller may pick another organisation's figures: the operator's master_admin only. */
export const seesEveryOrganisation = (caller: Caller) =>
  caller.org.kind === 'operator' && caller.user.role === 'master_admin';

/**
 * Whose figures the caller sees: their own organisation's (the operator's for the operator's staff),
 * or, for master_admin only, the one `clientId` names.
 */
export async function reportScope(db: Db, caller: Caller, clientId?: number): Promise<ReportScope> {
  if (clientId !== undefined && !seesEveryOrganisation(caller)) throw AppError.forbidden(OTHER_ORGANISATION);
  const org = await organisationOf(db, clientId ?? ownClientId(caller));
  if (!org) throw AppError.notFound(ORGANISATION_NOT_FOUND);
  return { clientId: org.id, clientName: org.name, timeZone: org.timeZone };
}
