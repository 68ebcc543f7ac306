import { Button } from '@/components/ui/button';
import { useT } from '@/features/candidate-profile/i18n';

export function FormActions({
  isPending,
  onCancel,
  saveLabel,
}: {
  isPending: boolean;
  onCancel?: () => void;
  saveLabel?: string;
}) {
  const t = useT();
  return (
    <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
      {onCancel ? (
        <Button variant="ghost" onClick={onCancel} disabled={isPending}>
          {t('form.cancel')}
        </Button>
      ) : null}
      <Button type="submit" isPending={isPending}>
        {saveLabel ?? t('form.save')}
      </Button>
    </div>
  );
}
