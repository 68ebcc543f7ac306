import type { UserRow } from '@portal/contract/user-admin';
import { useFormat } from '@/lib/intl/format';
import { useStatusLabels } from '@/lib/labels';
import { useT } from '../i18n';

/** How a user's role reads: their custom role's name, else the built-in role's name. */
export function useRoleName() {
  const labels = useStatusLabels();
  return (u: Pick<UserRow, 'role' | 'custom_role'>): string => u.custom_role?.name ?? labels.role(u.role);
}

/** A moment as people read it here (3 Mar 2025, 14:05), or Never where there is none. */
export function useWhen() {
  const t = useT();
  const format = useFormat();
  return (value: string | null): string => (value ? format.dateTime(value) : t('never'));
}

/** What a role select holds for this user: the custom role's key, else the built-in role. */
export const roleKey = (u: Pick<UserRow, 'role' | 'custom_role'>): string => u.custom_role?.key ?? u.role;
