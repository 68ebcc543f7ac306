import { Button } from '@/components/ui/button';
import { useT } from '../i18n';

/** Save (and Cancel when the form can close) under a company profile form. */
export function FormButtons({ isPending, onCancel }: { isPending: boolean; onCancel?: () => void }) {
  const t = useT();
  return (
    <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
      {onCancel ? (
        <Button variant="ghost" onClick={onCancel} disabled={isPending}>
          {t('cancel')}
        </Button>
      ) : null}
      <Button type="submit" isPending={isPending}>
        {t('save')}
      </Button>
    </div>
  );
}
