import type { ClientStatus } from '@portal/contract/roles';
import { AppError } from '../../core/lib/app-error';
import { catalogue } from './i18n';

const BLOCKED = {
  pending: 'errors.client_pending',
  suspended: 'errors.client_suspended',
  rejected: 'errors.client_rejected',
} as const satisfies Record<Exclude<ClientStatus, 'active'>, string>;

/** Users of an organisation may act only while it is active; checked at sign-in and on every call. */
export function assertClientActive(client: { status: ClientStatus } | null): void {
  if (!client || client.status === 'active') return;
  throw AppError.forbidden(catalogue.text(BLOCKED[client.status]));
}
