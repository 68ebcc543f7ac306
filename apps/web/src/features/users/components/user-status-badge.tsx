import type { UserRow } from '@portal/contract/user-admin';
import { clsx } from 'clsx';
import { useT } from '../i18n';

/** Active, suspended, or invited (no password set yet). */
export function UserStatusBadge({ user }: { user: Pick<UserRow, 'status' | 'invited'> }) {
  const t = useT();
  const [label, tone] =
    user.status === 'suspended'
      ? [t('status.suspended'), 'bg-slate-100 text-slate-700 ring-slate-300']
      : user.invited
        ? [t('status.invited'), 'bg-amber-50 text-amber-800 ring-amber-200']
        : [t('status.active'), 'bg-emerald-50 text-emerald-800 ring-emerald-200'];
  return (
    <span className={clsx('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1', tone)}>
      {label}
    </span>
  );
}
