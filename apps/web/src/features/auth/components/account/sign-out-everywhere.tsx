import { useState } from 'react';
import { AccountSection } from '@/components/ui/account-section';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { logoutEverywhere } from '@/features/auth/api/logout-everywhere';
import { useT } from '@/features/auth/i18n';
import { useClearSession } from '@/lib/auth';
import { useApiMutation } from '@/lib/use-api-mutation';

/** Ends every session of the account, this one too: for a lost phone or a shared computer. */
export function SignOutEverywhere({ framed = true }: { framed?: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const clearSession = useClearSession();
  const signOut = useApiMutation({
    mutationFn: logoutEverywhere,
    onSuccess: () => {
      setOpen(false);
      clearSession();
    },
    redirect: paths.home.href(),
  });

  return (
    <AccountSection title={t('everywhere.title')} description={t('everywhere.description')} framed={framed}>
      <Button variant="secondary" className="mt-4" onClick={() => setOpen(true)}>
        {t('everywhere.title')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('everywhere.confirm')}
        confirmLabel={t('everywhere.title')}
        isPending={signOut.isPending}
        onConfirm={() => signOut.mutate()}
        onCancel={() => setOpen(false)}
      >
        {t('everywhere.text')}
      </ConfirmDialog>
    </AccountSection>
  );
}
