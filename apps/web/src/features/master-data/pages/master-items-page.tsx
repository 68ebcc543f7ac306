import { type MasterAdminItem, type MasterName, masterNameSchema } from '@portal/contract/master-data';
import { ArrowLeft } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListCard } from '@/components/ui/list-card';
import { NotFoundNotice } from '@/components/ui/not-found-notice';
import { PageHeader } from '@/components/ui/page-header';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useAddMasterItem, useDeleteMasterItem, useMasterItems } from '../api/master-admin';
import { CsvPanel } from '../components/csv-panel';
import { ItemRow } from '../components/item-row';
import { MergeDialog } from '../components/merge-dialog';
import { LIST_LABEL } from '../components/usage-text';
import { useT } from '../i18n';

/** Lists whose items hang under another list's: added from the master list they belong to. */
const NESTED: ReadonlySet<MasterName> = new Set(['states', 'cities']);

/**
 * admin-pannel/master/{masterName}/list: a list's items with their usage; search, add, rename,
 * reorder, deactivate, merge, delete an unused one, and CSV import and export.
 */
export function MasterItemsPage() {
  const t = useT();
  const parsed = masterNameSchema.safeParse(useParams().masterName);
  const list = parsed.success ? parsed.data : 'designations';
  const [q, setQ] = useState('');
  const items = useMasterItems(list, q.trim());
  const all = useMasterItems(list, '');
  const add = useAddMasterItem(list);
  const remove = useDeleteMasterItem(list);
  const [name, setName] = useState('');
  const [nameAr, setNameAr] = useState('');
  const [merging, setMerging] = useState<MasterAdminItem | null>(null);
  const [deleting, setDeleting] = useState<MasterAdminItem | null>(null);
  if (!parsed.success) return <NotFoundNotice />;
  const onAdd = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    const body = { name: name.trim(), ...(nameAr.trim() ? { name_ar: nameAr.trim() } : {}) };
    add.mutate(body, {
      onSuccess: () => {
        setName('');
        setNameAr('');
      },
    });
  };
  const rows = items.data ?? [];
  return (
    <section className="mx-auto w-full max-w-4xl min-w-0 px-4 py-10 sm:px-6">
      <Link
        to={paths.admin.masterList.href()}
        className="inline-flex items-center gap-1 text-sm font-semibold text-primary-800 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" /> {t('items.back')}
      </Link>
      <div className="mt-4">
        <PageHeader title={t(LIST_LABEL[list])} description={t('items.description')} />
      </div>
      <ListCard
        filters={
          <>
            <TextField
              label={t('items.search')}
              type="search"
              value={q}
              onChange={(e) => setQ(e.target.value)}
              placeholder={t('items.searchPlaceholder')}
            />
            {NESTED.has(list) ? (
              <p className="text-sm text-slate-600">{t('items.nested')}</p>
            ) : (
              <form onSubmit={onAdd} className="flex min-w-0 flex-wrap items-end gap-2">
                <TextField
                  label={t('items.new')}
                  value={name}
                  maxLength={120}
                  onChange={(e) => setName(e.target.value)}
                  className="min-w-0 flex-1 basis-40"
                />
                <TextField
                  label={t('masters.nameAr.label')}
                  value={nameAr}
                  maxLength={120}
                  dir="rtl"
                  lang="ar"
                  onChange={(e) => setNameAr(e.target.value)}
                  className="min-w-0 flex-1 basis-40"
                />
                <Button type="submit" isPending={add.isPending} disabled={!name.trim()}>
                  {t('items.add')}
                </Button>
              </form>
            )}
          </>
        }
        filtersClassName="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:items-end"
        query={items}
        isEmpty={rows.length === 0}
        failed={t('items.failed')}
        empty={{
          title: t('items.emptyTitle'),
          text: q ? t('items.noMatch') : t('items.addFirst'),
        }}
        live
        footer={<CsvPanel list={list} />}
      >
        <ul className="divide-y divide-slate-200">
          {rows.map((item, i) => (
            <ItemRow
              key={item.id}
              item={item}
              list={list}
              first={i === 0}
              last={i === rows.length - 1}
              canMove={!q.trim()}
              onMerge={setMerging}
              onDelete={setDeleting}
            />
          ))}
        </ul>
      </ListCard>
      <MergeDialog list={list} item={merging} items={all.data ?? []} onClose={() => setMerging(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('items.deleteTitle', { name: deleting?.name ?? '' })}
        confirmLabel={t('row.delete')}
        variant="danger"
        isPending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        onCancel={() => setDeleting(null)}
      >
        {t('items.deleteText')}
      </ConfirmDialog>
    </section>
  );
}
