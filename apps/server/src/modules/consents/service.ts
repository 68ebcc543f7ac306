import {
  CONSENT_KINDS,
  CONSENT_NEEDS_DELETION,
  type ConsentKind,
  type ConsentRecord,
  type Consents,
  WITHDRAWABLE_CONSENTS,
} from '@portal/contract/consents';
import type { Locale } from '@portal/contract/locale';
import type { Db } from '../../core/db/client';
import { contractText } from '../../core/i18n/zod';
import { AppError } from '../../core/lib/app-error';
import { recordConsentChanges } from '../../platform/consent/consent-repository';
import { setWeeklySubscription } from '../mail-preferences';
import { consentRecordsOf, setListed } from './repository';

/** The account; its language (`users.locale`) is the weekly news subscription's when it subscribes. */
type Caller = { id: number; email: string; locale?: Locale };

/** The candidate's consents as the account section shows them: each kind's current state and the history. */
export async function listConsents(db: Db, candidateId: number): Promise<Consents> {
  const rows = await consentRecordsOf(db, candidateId);
  const history: ConsentRecord[] = rows.map((r) => ({
    kind: r.kind,
    granted: r.granted,
    source: r.source,
    version: r.version,
    at: r.createdAt.toISOString(),
  }));
  return {
    current: CONSENT_KINDS.map((kind) => {
      const record = history.find((h) => h.kind === kind) ?? null;
      return {
        kind,
        granted: record?.granted ?? false,
        record,
        withdrawable: WITHDRAWABLE_CONSENTS.includes(kind),
      };
    }),
    history,
  };
}

/**
 * Gives or withdraws a consent from the account section; its effect commits with its record:
 * CV database visibility shows or hides the profile (the CV search stops finding it at once), the
 * marketing mails subscribe or unsubscribe the account's address to the weekly job news.
 */
export async function changeConsent(
  db: Db,
  caller: Caller,
  kind: ConsentKind,
  granted: boolean,
): Promise<Consents> {
  if (!WITHDRAWABLE_CONSENTS.includes(kind))
    throw AppError.validation({ kind: [contractText(CONSENT_NEEDS_DELETION)] });
  await db.transaction(async (tx) => {
    if (kind === 'cv_database') await setListed(tx, caller.id, granted);
    else await setWeeklySubscription(tx, caller.email, granted, caller.locale);
    await recordConsentChanges(tx, caller.id, 'account', [{ kind, granted }]);
  });
  return listConsents(db, caller.id);
}
