import type { MessageSide } from '@portal/contract/messages-values';
import { AppError } from '../../core/lib/app-error';
import type { UserWithClient } from '../../platform/auth/signed-in-user';
import { orgScope } from '../../platform/tenancy/scope';

/**
 * Which side of a conversation the caller speaks for: a candidate for themself, a staff member for
 * their organisation. Staff reach their own organisation's threads only, the operator's staff
 * included (a conversation is between a candidate and one organisation, never shared).
 */
export type Party =
  | { side: 'candidate'; userId: number }
  | { side: 'organisation'; userId: number; clientId: number };

export function partyOf(user: UserWithClient): Party {
  if (user.role === 'candidate') return { side: 'candidate', userId: user.id };
  const org = orgScope(user);
  if (org.kind === 'none') throw AppError.forbidden();
  return { side: 'organisation', userId: user.id, clientId: org.clientId };
}

export const otherSideOf = (side: MessageSide): MessageSide =>
  side === 'candidate' ? 'organisation' : 'candidate';
