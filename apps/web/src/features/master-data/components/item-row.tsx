import type { MasterAdminItem, MasterName } from '@portal/contract/master-data';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useUpdateMasterItem } from '../api/master-admin';
import { useT } from '../i18n';
import { isUnused, useUsageText } from './usage-text';

type ItemRowProps = {
  item: MasterAdminItem;
  list: MasterName;
  first: boolean;
  last: boolean;
  canMove: boolean;
  onMerge: (item: MasterAdminItem) => void;
  onDelete: (item: MasterAdminItem) => void;
};

/**
 * One item: its names (English and Arabic), slug, state and usage, with rename, (de)activate,
 * merge, delete and move.
 */
export function ItemRow({ item, list, first, last, canMove, onMerge, onDelete }: ItemRowProps) {
  const t = useT();
  const usageText = useUsageText();
  const update = useUpdateMasterItem(list);
  const [name, setName] = useState<string | null>(null);
  const [nameAr, setNameAr] = useState('');
  const setNames = (next: string | null) => {
    setName(next);
    setNameAr(item.name_ar ?? '');
  };
  // Only what changed is sent: an empty Arabic name clears it (pages then show the English one).
  const body = {
    ...(name !== null && name.trim() !== item.name ? { name: name.trim() } : {}),
    ...(nameAr.trim() !== (item.name_ar ?? '') ? { name_ar: nameAr.trim() || null } : {}),
  };
  const changed = Object.keys(body).length > 0;
  const onSave = (e: FormEvent) => {
    e.preventDefault();
    if (name?.trim() && changed) update.mutate({ id: item.id, body }, { onSuccess: () => setNames(null) });
  };
  if (name !== null)
    return (
      <li className="px-4 py-3">
        <form onSubmit={onSave} className="flex min-w-0 flex-wrap items-end gap-2">
          <TextField
            label={t('row.newName', { name: item.name })}
            value={name}
            maxLength={120}
            onChange={(e) => setName(e.target.value)}
            className="min-w-0 flex-1 basis-48"
          />
          <TextField
            label={t('masters.nameAr.for', { name: item.name })}
            hint={t('masters.nameAr.hint')}
            value={nameAr}
            maxLength={120}
            dir="rtl"
            lang="ar"
            onChange={(e) => setNameAr(e.target.value)}
            className="min-w-0 flex-1 basis-48"
          />
          <Button type="submit" size="sm" isPending={update.isPending} disabled={!name.trim() || !changed}>
            {t('save')}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setNames(null)}>
            {t('cancel')}
          </Button>
        </form>
      </li>
    );
  return (
    <li className="flex flex-col gap-2 px-4 py-3 lg:flex-row lg:items-center lg:justify-between">
      <div className="min-w-0">
        <p className="font-medium break-words text-slate-900">
          {item.name}
          {item.active ? null : (
            <span className="ms-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700">
              {t('row.inactive')}
            </span>
          )}
        </p>
        <p className="text-sm break-words text-slate-700">
          {item.name_ar ? (
            <span lang="ar" dir="rtl">
              {item.name_ar}
            </span>
          ) : (
            <span className="text-slate-500">{t('masters.nameAr.missing')}</span>
          )}
        </p>
        <p className="text-xs break-words text-slate-600">
          {item.slug}
          {item.parent_name ? ` · ${t('row.in', { parent: item.parent_name })}` : ''} ·{' '}
          {usageText(item.usage)}
        </p>
      </div>
      <div className="flex flex-wrap gap-1">
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setNames(item.name)}
          aria-label={t('row.renameNamed', { name: item.name })}
        >
          {t('row.rename')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          isPending={update.isPending && update.variables?.body.active !== undefined}
          onClick={() => update.mutate({ id: item.id, body: { active: !item.active } })}
          aria-label={
            item.active
              ? t('row.deactivateNamed', { name: item.name })
              : t('row.reactivateNamed', { name: item.name })
          }
        >
          {item.active ? t('row.deactivate') : t('row.reactivate')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onMerge(item)}
          aria-label={t('row.mergeNamed', { name: item.name })}
        >
          {t('merge.merge')}
        </Button>
        {isUnused(item.usage) ? (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onDelete(item)}
            aria-label={t('row.deleteNamed', { name: item.name })}
          >
            {t('row.delete')}
          </Button>
        ) : null}
        {canMove ? (
          <>
            <Button
              size="sm"
              variant="ghost"
              disabled={first || update.isPending}
              onClick={() => update.mutate({ id: item.id, body: { move: 'up' } })}
              aria-label={t('row.up', { name: item.name })}
              icon={<ArrowUp aria-hidden className="size-4" />}
            />
            <Button
              size="sm"
              variant="ghost"
              disabled={last || update.isPending}
              onClick={() => update.mutate({ id: item.id, body: { move: 'down' } })}
              aria-label={t('row.down', { name: item.name })}
              icon={<ArrowDown aria-hidden className="size-4" />}
            />
          </>
        ) : null}
      </div>
    </li>
  );
}
