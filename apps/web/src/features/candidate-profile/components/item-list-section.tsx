import { Pencil, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SectionCard } from '@/components/ui/section-card';
import { useT } from '@/features/candidate-profile/i18n';
import { errorToast } from '@/lib/toasts';
import { type ItemKind, useDeleteItem } from '../api/profile-items';

type ItemListSectionProps<T extends { id: number }> = {
  anchor: string;
  title: string;
  kind: ItemKind;
  items: T[];
  /** The add button's label ("Add job") and the delete question ("Delete this job?"). */
  addLabel: string;
  deleteTitle: string;
  max: number;
  empty: string;
  describe: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  renderForm: (item: T | undefined, close: () => void) => ReactNode;
};

/** A list edited in place: add opens a form at the top, edit replaces the item, delete asks first. */
export function ItemListSection<T extends { id: number }>({
  anchor,
  title,
  kind,
  items,
  addLabel,
  deleteTitle,
  max,
  empty,
  describe,
  renderItem,
  renderForm,
}: ItemListSectionProps<T>) {
  const t = useT();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
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
            {addLabel}
          </Button>
        ) : null
      }
    >
      {editing === 'new' ? (
        <div className="mb-4 rounded-xl border border-primary-200 bg-primary-50/40 p-4">
          {renderForm(undefined, close)}
        </div>
      ) : null}
      {items.length === 0 && editing !== 'new' ? <p className="text-slate-600">{empty}</p> : null}
      <ul className="flex flex-col divide-y divide-slate-200">
        {items.map((item) => (
          <li key={item.id} className="py-4 first:pt-0 last:pb-0">
            {editing === item.id ? (
              renderForm(item, close)
            ) : (
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">{renderItem(item)}</div>
                <div className="flex shrink-0 gap-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setEditing(item.id)}
                    aria-label={t('items.edit', { item: describe(item) })}
                    icon={<Pencil aria-hidden className="size-4" />}
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setDeleting(item)}
                    aria-label={t('items.delete', { item: describe(item) })}
                    icon={<Trash2 aria-hidden className="size-4" />}
                  />
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        title={deleteTitle}
        confirmLabel={t('items.deleteConfirm')}
        variant="danger"
        isPending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, { onError: errorToast, onSettled: () => setDeleting(null) });
        }}
      >
        {deleting ? t('items.removed', { item: describe(deleting) }) : null}
      </ConfirmDialog>
    </SectionCard>
  );
}
