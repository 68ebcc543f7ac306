import { useState } from 'react';
import { AccountSection } from '@/components/ui/account-section';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { logoutEverywhere } from '@/features/auth/api/logout-everywhere';
import { useClearSession } from '@/lib/auth';
import { useApiMutation } from '@/lib/use-api-mutation';

/** Ends every session of the account, this one too: for a lost phone or a shared computer. */
export function SignOutEverywhere({ framed = true }: { framed?: boolean }) {
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
    <AccountSection
      title="Sign out everywhere"
      description="Signs this account out on every device and browser, this one included."
      framed={framed}
    >
      <Button variant="secondary" className="mt-4" onClick={() => setOpen(true)}>
        Sign out everywhere
      </Button>
      <ConfirmDialog
        open={open}
        title="Sign out on every device?"
        confirmLabel="Sign out everywhere"
        isPending={signOut.isPending}
        onConfirm={() => signOut.mutate()}
        onCancel={() => setOpen(false)}
      >
        Every device signed in to this account, this one included, will need to sign in again.
      </ConfirmDialog>
    </AccountSection>
  );
}
