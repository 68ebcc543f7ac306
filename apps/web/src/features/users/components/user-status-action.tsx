import type { UserRow } from '@portal/contract/user-admin';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useChangeUserStatus } from '../api/users';
import { useT } from '../i18n';

/** Suspend (after a confirmation: their sessions end at once) or reactivate one user. */
export function UserStatusAction({
  user,
  size = 'sm',
}: {
  user: Pick<UserRow, 'id' | 'status' | 'first_name' | 'last_name'>;
  size?: 'sm' | 'md';
}) {
  const t = useT();
  const change = useChangeUserStatus();
  const [confirming, setConfirming] = useState(false);
  const name = `${user.first_name} ${user.last_name}`;
  if (user.status === 'suspended')
    return (
      <Button
        size={size}
        variant="secondary"
        isPending={change.isPending}
        onClick={() => change.mutate({ id: user.id, action: 'reactivate' })}
      >
        {t('action.reactivate')} <span className="sr-only">{name}</span>
      </Button>
    );
  return (
    <>
      <Button size={size} variant="danger-outline" onClick={() => setConfirming(true)}>
        {t('action.suspend')} <span className="sr-only">{name}</span>
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('action.suspendTitle', { name })}
        confirmLabel={t('action.suspend')}
        variant="danger"
        isPending={change.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          change.mutate({ id: user.id, action: 'suspend' }, { onSettled: () => setConfirming(false) })
        }
      >
        {t('action.suspendText')}
      </ConfirmDialog>
    </>
  );
}
