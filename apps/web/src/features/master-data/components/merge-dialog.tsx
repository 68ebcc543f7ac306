import type { MasterAdminItem, MasterName } from '@portal/contract/master-data';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { useMergeMasterItem } from '../api/master-admin';
import { useT } from '../i18n';
import { useUsageText } from './usage-text';

type MergeDialogProps = {
  list: MasterName;
  /** The item to merge away; null when closed. */
  item: MasterAdminItem | null;
  /** The list's items, among which the survivor is chosen. */
  items: MasterAdminItem[];
  onClose: () => void;
};

/** Choose the item to keep, read what will move, confirm. */
export function MergeDialog({ list, item, items, onClose }: MergeDialogProps) {
  const t = useT();
  const usageText = useUsageText();
  const merge = useMergeMasterItem(list);
  const [into, setInto] = useState('');
  const close = () => {
    setInto('');
    onClose();
  };
  // A place merges only with a place of the same parent (the server says so too).
  const choices = items.filter((i) => i.id !== item?.id && i.parent_id === item?.parent_id);
  const survivor = choices.find((i) => String(i.id) === into);
  return (
    <Dialog
      open={item !== null}
      onClose={merge.isPending ? undefined : close}
      title={t('merge.title', { name: item?.name ?? '' })}
      className="max-w-lg"
    >
      {item ? (
        <div className="mt-3 space-y-4 text-sm text-slate-700">
          <SelectField
            label={t('merge.keep')}
            placeholder={t('merge.choose')}
            options={choices.map((i) => ({ value: String(i.id), label: i.name }))}
            value={into}
            onChange={(e) => setInto(e.target.value)}
          />
          {survivor ? (
            <p role="status">
              {t.rich('merge.effect', {
                usage: usageText(item.usage),
                name: item.name,
                survivor: survivor.name,
                slug: item.slug,
                b: (chunks) => <strong>{chunks}</strong>,
              })}
            </p>
          ) : (
            <p>{t('merge.intro', { name: item.name })}</p>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={close} disabled={merge.isPending}>
              {t('cancel')}
            </Button>
            <Button
              variant="danger"
              disabled={!survivor}
              isPending={merge.isPending}
              onClick={() =>
                survivor &&
                merge.mutate({ id: item.id, body: { into_id: survivor.id } }, { onSuccess: close })
              }
            >
              {t('merge.merge')}
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
