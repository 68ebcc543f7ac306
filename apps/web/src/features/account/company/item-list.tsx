import { Pencil, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SectionCard } from '@/components/ui/section-card';
import { useT } from '../i18n';
import { useDeleteItem } from './api';

type ItemListProps<T extends { id: number }> = {
  anchor: string;
  title: string;
  /** Also picks the button and dialog texts. */
  kind: 'contact' | 'branch';
  items: T[];
  max: number;
  empty: string;
  describe: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  renderForm: (item: T | undefined, close: () => void) => ReactNode;
};

/** A list of a profile's items, each editable in place and removable after a confirmation. */
export function ItemList<T extends { id: number }>({
  anchor,
  title,
  kind,
  items,
  max,
  empty,
  describe,
  renderItem,
  renderForm,
}: ItemListProps<T>) {
  const t = useT();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [removing, setRemoving] = useState<T | null>(null);
  const remove = useDeleteItem(kind);
  const close = () => setEditing(null);
  return (
    <SectionCard
      anchor={anchor}
      title={title}
      action={
        editing === null && items.length < max ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setEditing('new')}
            icon={<Plus aria-hidden className="size-4" />}
          >
            {kind === 'contact' ? t('contact.add') : t('branch.add')}
          </Button>
        ) : null
      }
    >
      {editing === 'new' ? <div className="mb-4">{renderForm(undefined, close)}</div> : null}
      {items.length === 0 && editing !== 'new' ? <p className="text-slate-600">{empty}</p> : null}
      <ul className="flex flex-col divide-y divide-slate-200">
        {items.map((item) => (
          <li key={item.id} className="py-3 first:pt-0 last:pb-0">
            {editing === item.id ? (
              renderForm(item, close)
            ) : (
              <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0">{renderItem(item)}</div>
                <div className="flex shrink-0 gap-2">
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={editing !== null}
                    onClick={() => setEditing(item.id)}
                    aria-label={t('editNamed', { name: describe(item) })}
                    icon={<Pencil aria-hidden className="size-4" />}
                  >
                    {t('edit')}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={editing !== null}
                    onClick={() => setRemoving(item)}
                    aria-label={t('removeNamed', { name: describe(item) })}
                    icon={<Trash2 aria-hidden className="size-4" />}
                  >
                    {t('remove')}
                  </Button>
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        title={kind === 'contact' ? t('contact.removeTitle') : t('branch.removeTitle')}
        confirmLabel={kind === 'contact' ? t('contact.remove') : t('branch.remove')}
        variant="danger"
        isPending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
        onCancel={() => setRemoving(null)}
      >
        {removing ? t('list.removeText', { name: describe(removing) }) : null}
      </ConfirmDialog>
    </SectionCard>
  );
}
