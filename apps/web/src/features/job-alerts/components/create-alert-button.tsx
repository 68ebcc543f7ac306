import { BellPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useT } from '@/features/job-alerts/i18n';
import { useRole } from '@/lib/auth';
import { lazyModule, OnDemand } from '@/lib/lazy-module';
import { useHere, useReturnIntent, withReturnTo } from '@/lib/return-to';
import { criteriaFromSearch } from './criteria';

// The alert form (react-hook-form, zod) is fetched when the dialog first opens.
const alertDialog = lazyModule(() => import('./alert-dialog'));

/**
 * "Create alert from this search": candidates get the dialog prefilled from the URL; guests are
 * sent to sign in and come back to this search with the dialog open; other roles see nothing
 * (alerts are a candidate feature).
 */
export function CreateAlertButton() {
  const t = useT();
  const role = useRole();
  const location = useLocation();
  const here = useHere();
  const [open, setOpen] = useState(false);
  const intent = useReturnIntent('alert');
  const finish = intent.pending && role === 'candidate';
  const { done } = intent;
  useEffect(() => {
    if (!finish) return;
    setOpen(true);
    done();
  }, [finish, done]);
  const criteria = criteriaFromSearch(new URLSearchParams(location.search));
  if (!criteria) return null;
  if (!role)
    return (
      <ButtonLink
        to={withReturnTo(paths.auth.candidateSignIn.href(), { next: here, intent: 'alert' })}
        variant="secondary"
        size="sm"
      >
        <BellPlus aria-hidden className="size-4" /> {t('create.fromSearch')}
      </ButtonLink>
    );
  if (role !== 'candidate') return null;
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        icon={<BellPlus aria-hidden className="size-4" />}
        onClick={() => setOpen(true)}
      >
        {t('create.fromSearch')}
      </Button>
      {open ? (
        <OnDemand
          module={alertDialog}
          when
          render={(m) => <m.AlertDialog open onClose={() => setOpen(false)} fromSearch={criteria} />}
        />
      ) : null}
    </>
  );
}
