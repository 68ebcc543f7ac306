import type { Client } from '@portal/contract/clients';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useChangeClientStatus } from '../api/change-client-status';
import { useT } from '../i18n';
import { ACTION_KEY, actionsFor, type ClientAction } from '../status';

const EXPLAIN = {
  activate: 'explain.activate',
  suspend: 'explain.suspend',
  reject: 'explain.reject',
} as const satisfies Record<ClientAction, string>;

/** The allowed decisions for one organisation, each behind a confirmation dialog. */
export function ClientActions({ client, size = 'sm' }: { client: Client; size?: 'sm' | 'md' }) {
  const t = useT();
  const [pending, setPending] = useState<ClientAction | null>(null);
  const [reason, setReason] = useState('');
  const change = useChangeClientStatus();
  const reasonId = useId();
  const actions = actionsFor(client.status);
  if (actions.length === 0) return <span className="text-sm text-slate-500">{t('actions.none')}</span>;

  const close = () => {
    setPending(null);
    setReason('');
  };
  const confirm = () => {
    if (!pending) return;
    change.mutate(
      { id: client.id, action: pending, ...(reason.trim() ? { reason: reason.trim() } : {}) },
      { onSuccess: close },
    );
  };

  return (
    <>
      <div className="flex flex-wrap gap-2">
        {actions.map((action) => (
          <Button
            key={action}
            size={size}
            variant={action === 'activate' ? 'primary' : 'danger-outline'}
            onClick={() => setPending(action)}
          >
            {t(ACTION_KEY[action])}
          </Button>
        ))}
      </div>
      <ConfirmDialog
        open={pending !== null}
        title={
          pending ? t('actions.confirmTitle', { action: t(ACTION_KEY[pending]), name: client.name }) : ''
        }
        confirmLabel={pending ? t(ACTION_KEY[pending]) : ''}
        variant={pending === 'activate' ? 'primary' : 'danger'}
        isPending={change.isPending}
        onConfirm={confirm}
        onCancel={close}
      >
        {pending ? <p>{t(EXPLAIN[pending])}</p> : null}
        {pending && pending !== 'activate' ? (
          <div className="mt-4 flex flex-col gap-1.5">
            <label htmlFor={reasonId} className="font-medium text-slate-800">
              {t('actions.reason')}
            </label>
            <textarea
              id={reasonId}
              value={reason}
              maxLength={500}
              rows={3}
              onChange={(e) => setReason(e.target.value)}
              className="rounded-lg border border-slate-300 px-3 py-2 focus:border-primary-700 focus:ring-2 focus:ring-primary-200 focus:outline-none"
            />
          </div>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
