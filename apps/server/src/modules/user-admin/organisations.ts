import type { ClientCreate } from '@portal/contract/user-admin';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients } from '../../db/schema/clients';
import { clientPlans, plans } from '../../db/schema/plans';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../audit/write';
import type { Caller } from '../tenancy/scope';
import { insertUser } from '../user';
import { mailPasswordLink } from './password-links';

/**
 * A staff-made organisation: active at once, its first user invited to set a password, and the plan
 * chosen (from today) — all in one transaction, so a refusal leaves nothing behind.
 */
export async function createOrganisation(
  deps: { db: Db; publicUrl: string; notifyMail: () => void },
  caller: Caller,
  input: ClientCreate,
): Promise<{ client_id: number; user_id: number }> {
  const out = await deps.db.transaction(async (tx) => {
    if (input.plan_id !== null) {
      const [plan] = await tx.select({ id: plans.id }).from(plans).where(eq(plans.id, input.plan_id));
      if (!plan) throw AppError.validation({ plan_id: ['Unknown plan'] });
    }
    const [client] = await tx
      .insert(clients)
      .values({
        type: input.client_type,
        name: input.company_name,
        status: 'active',
        activatedAt: sql`now()`,
      })
      .returning();
    if (!client) throw new Error('insert returned no row');
    const user = await insertUser(tx, {
      email: input.email,
      passwordHash: '',
      role: input.client_type === 'employer' ? 'employer' : 'consultancy_admin',
      firstName: input.first_name,
      lastName: input.last_name,
      phone: input.phone ?? null,
      clientId: client.id,
    });
    if (input.plan_id !== null)
      await tx.insert(clientPlans).values({
        clientId: client.id,
        planId: input.plan_id,
        startsOn: new Date().toISOString().slice(0, 10),
        assignedBy: caller.user.id,
      });
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
