import type { MasterAdminItem, MasterName } from '@portal/contract/master-data';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { useMergeMasterItem } from '../api/master-admin';
import { usageText } from './usage-text';

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
      title={`Merge ${item?.name ?? ''}`}
      className="max-w-lg"
    >
      {item ? (
        <div className="mt-3 space-y-4 text-sm text-slate-700">
          <SelectField
            label="Keep this item"
            placeholder="Choose..."
            options={choices.map((i) => ({ value: String(i.id), label: i.name }))}
            value={into}
            onChange={(e) => setInto(e.target.value)}
          />
          {survivor ? (
            <p role="status">
              {usageText(item.usage)} ({item.name}): they will use <strong>{survivor.name}</strong> instead.{' '}
              {item.name} leaves the list; its address ({item.slug}) will lead to {survivor.name}. This cannot
              be undone.
            </p>
          ) : (
            <p>Every record that uses {item.name} will move to the item you keep.</p>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={close} disabled={merge.isPending}>
              Cancel
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
              Merge
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
