import { Button } from '@/components/ui/button';

export function FormActions({
  isPending,
  onCancel,
  saveLabel = 'Save',
}: {
  isPending: boolean;
  onCancel?: () => void;
  saveLabel?: string;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
      {onCancel ? (
        <Button variant="ghost" onClick={onCancel} disabled={isPending}>
          Cancel
        </Button>
      ) : null}
      <Button type="submit" isPending={isPending}>
        {saveLabel}
      </Button>
    </div>
  );
}
