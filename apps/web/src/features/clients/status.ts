import type { CLIENT_ACTIONS } from '@portal/contract/clients';
import type { ClientStatus } from '@portal/contract/roles';

export type ClientAction = (typeof CLIENT_ACTIONS)[number];

/** DESIGN.md section 4: pending -> active | rejected, active <-> suspended. */
export function actionsFor(status: ClientStatus): ClientAction[] {
  switch (status) {
    case 'pending':
      return ['activate', 'reject'];
    case 'active':
      return ['suspend'];
    case 'suspended':
      return ['activate'];
    default:
      return [];
  }
}

/** Catalogue keys (i18n/) of the decisions and the statuses. */
export const ACTION_KEY = {
  activate: 'action.activate',
  suspend: 'action.suspend',
  reject: 'action.reject',
} as const satisfies Record<ClientAction, string>;

export function formatDate(value: string | null): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}
