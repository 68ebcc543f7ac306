import type { ClientStatus } from '@portal/contract/roles';
import { AppError } from '../../core/lib/app-error';

const BLOCKED: Record<Exclude<ClientStatus, 'active'>, string> = {
  pending: 'Your account is awaiting admin activation.',
  suspended: "Your organisation's account is suspended. Contact the portal administrator.",
  rejected: "Your organisation's registration was not approved. Contact the portal administrator.",
};

/** Users of an organisation may act only while it is active; checked at sign-in and on every call. */
export function assertClientActive(client: { status: ClientStatus } | null): void {
  if (!client || client.status === 'active') return;
  throw AppError.forbidden(BLOCKED[client.status]);
}
