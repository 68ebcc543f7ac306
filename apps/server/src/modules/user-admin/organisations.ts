import { DEFAULT_LOCALE, type Locale } from '@portal/contract/locale';
import type { ClientCreate } from '@portal/contract/user-admin';
import type { Db } from '../../core/db/client';
import { AppError } from '../../core/lib/app-error';
import { writeAudit } from '../../platform/audit/write';
import type { Caller } from '../../platform/tenancy/scope';
import { planExists, startPlan } from '../plans';
import { insertUser } from '../user';
import { catalogue } from './i18n';
import { mailPasswordLink } from './password-links';
import { insertActiveOrganisation } from './repository';

/**
 * A staff-made organisation: active at once, its first user invited to set a password, and the plan
 * chosen (from today) — all in one transaction, so a refusal leaves nothing behind.
 */
export async function createOrganisation(
  deps: { db: Db; publicUrl: string; notifyMail: () => void },
  caller: Caller,
  input: ClientCreate,
  /** The language of the new user's mails until they choose: the one the organisation was made in. */
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ client_id: number; user_id: number }> {
  const out = await deps.db.transaction(async (tx) => {
    if (input.plan_id !== null && !(await planExists(tx, input.plan_id)))
      throw AppError.validation({ plan_id: [catalogue.text('errors.unknown_plan')] });
    const client = await insertActiveOrganisation(tx, { type: input.client_type, name: input.company_name });
    if (!client) throw new Error('insert returned no row');
    const user = await insertUser(tx, {
      email: input.email,
      passwordHash: '',
      role: input.client_type === 'employer' ? 'employer' : 'consultancy_admin',
      firstName: input.first_name,
      lastName: input.last_name,
      phone: input.phone ?? null,
      clientId: client.id,
      locale,
    });
    if (input.plan_id !== null) await startPlan(tx, client.id, input.plan_id, caller.user.id);
    await mailPasswordLink(tx, {
      user,
      kind: 'invite',
      invitedBy: caller.user.id,
      publicUrl: deps.publicUrl,
      organisation: client.name,
    });
    await writeAudit(tx, caller.user, {
      action: 'client.create',
      targetType: 'client',
      targetId: client.id,
      clientId: client.id,
      after: { type: client.type, name: client.name, first_user: user.email, plan_id: input.plan_id },
    });
    return { client_id: client.id, user_id: user.id };
  });
  deps.notifyMail();
  return out;
}
