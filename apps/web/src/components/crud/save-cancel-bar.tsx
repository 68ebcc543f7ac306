import { clsx } from 'clsx';
import { Button, ButtonLink } from '@/components/ui/button';
import { useT } from '../i18n';

type SaveCancelBarProps = {
  /** Where Cancel goes: the record's page once it exists, else the list. */
  cancelTo: string;
  isPending: boolean;
  saveLabel: string;
  className?: string;
};

/** An editor's Cancel and submit buttons, at the end of its form. */
export function SaveCancelBar({ cancelTo, isPending, saveLabel, className }: SaveCancelBarProps) {
  const t = useT();
  return (
    <div className={clsx('flex flex-wrap justify-end gap-2', className)}>
      <ButtonLink to={cancelTo} variant="ghost">
        {t('action.cancel')}
      </ButtonLink>
      <Button type="submit" isPending={isPending}>
        {saveLabel}
      </Button>
    </div>
  );
}
