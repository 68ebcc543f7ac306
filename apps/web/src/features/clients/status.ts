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

export const ACTION_LABEL: Record<ClientAction, string> = {
  activate: 'Activate',
  suspend: 'Suspend',
  reject: 'Reject',
};

export const STATUS_LABEL: Record<ClientStatus, string> = {
  pending: 'Pending',
  active: 'Active',
  suspended: 'Suspended',
  rejected: 'Rejected',
};

export const CLIENT_LABEL = { employer: 'Employers', consultancy: 'Consultancies' } as const;
export const CLIENT_SINGULAR = { employer: 'employer', consultancy: 'consultancy' } as const;

export function formatDate(value: string | null): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}
