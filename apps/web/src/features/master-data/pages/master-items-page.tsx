import {
  MASTER_LABELS,
  type MasterAdminItem,
  type MasterName,
  masterNameSchema,
} from '@portal/contract/master-data';
import { ArrowDown, ArrowLeft, ArrowUp } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading } from '@/components/ui/loading';
import { NotFoundNotice } from '@/components/ui/not-found-notice';
import { PageHeader } from '@/components/ui/page-header';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useAddMasterItem, useMasterItems, useUpdateMasterItem } from '../api/master-admin';

/** Lists whose items hang under another list's: added from the master list they belong to. */
const NESTED: ReadonlySet<MasterName> = new Set(['states', 'cities']);

function ItemRow({
  item,
  list,
  first,
  last,
  canMove,
}: {
  item: MasterAdminItem;
  list: MasterName;
  first: boolean;
  last: boolean;
  canMove: boolean;
}) {
  const update = useUpdateMasterItem(list);
  const [name, setName] = useState<string | null>(null);
  const onSave = (e: FormEvent) => {
    e.preventDefault();
    if (name && name.trim() !== item.name)
      update.mutate({ id: item.id, body: { name: name.trim() } }, { onSuccess: () => setName(null) });
  };
  return (
    <li className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      {name === null ? (
        <div className="min-w-0">
          <p className="font-medium text-slate-900">{item.name}</p>
          <p className="text-xs text-slate-600">
            {item.slug}
            {item.parent_name ? ` · in ${item.parent_name}` : ''}
          </p>
        </div>
      ) : (
        <form onSubmit={onSave} className="flex flex-1 items-end gap-2">
          <TextField
            label={`New name for ${item.name}`}
            value={name}
            maxLength={120}
            onChange={(e) => setName(e.target.value)}
            className="flex-1"
          />
          <Button
            type="submit"
            size="sm"
            isPending={update.isPending}
            disabled={!name.trim() || name.trim() === item.name}
          >
            Save
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setName(null)}>
            Cancel
          </Button>
        </form>
      )}
      {name === null ? (
        <div className="flex gap-1">
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setName(item.name)}
            aria-label={`Rename ${item.name}`}
          >
            Rename
          </Button>
          {canMove ? (
            <>
              <Button
                size="sm"
                variant="ghost"
                disabled={first || update.isPending}
                onClick={() => update.mutate({ id: item.id, body: { move: 'up' } })}
                aria-label={`Move ${item.name} up`}
                icon={<ArrowUp aria-hidden className="size-4" />}
              />
              <Button
                size="sm"
                variant="ghost"
                disabled={last || update.isPending}
                onClick={() => update.mutate({ id: item.id, body: { move: 'down' } })}
                aria-label={`Move ${item.name} down`}
                icon={<ArrowDown aria-hidden className="size-4" />}
              />
            </>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** admin-pannel/master/{masterName}/list: a list's items with search, add, rename and reorder. */
export function MasterItemsPage() {
  const parsed = masterNameSchema.safeParse(useParams().masterName);
  const list = parsed.success ? parsed.data : 'designations';
  const [q, setQ] = useState('');
  const items = useMasterItems(list, q.trim());
  const add = useAddMasterItem(list);
  const [name, setName] = useState('');
  if (!parsed.success) return <NotFoundNotice />;
  const onAdd = (e: FormEvent) => {
    e.preventDefault();
    if (name.trim()) add.mutate({ name: name.trim() }, { onSuccess: () => setName('') });
  };
  const rows = items.data ?? [];
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
      <Link
        to={paths.admin.masterList.href()}
        className="inline-flex items-center gap-1 text-sm font-semibold text-primary-800 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" /> All master data
      </Link>
      <div className="mt-4">
        <PageHeader
          title={MASTER_LABELS[list]}
          description="A rename shows everywhere at once; the item's address (its slug) never changes, so public links keep working."
        />
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
        <div className="grid gap-3 p-4 sm:grid-cols-2 sm:items-end">
          <TextField
            label="Search items"
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            placeholder="Name"
          />
          {NESTED.has(list) ? (
            <p className="text-sm text-slate-600">
              Items of this list belong to a parent: they are added with the seed data.
            </p>
          ) : (
            <form onSubmit={onAdd} className="flex items-end gap-2">
              <TextField
                label="New item"
                value={name}
                maxLength={120}
                onChange={(e) => setName(e.target.value)}
                className="flex-1"
              />
              <Button type="submit" isPending={add.isPending} disabled={!name.trim()}>
                Add
              </Button>
            </form>
          )}
        </div>
        <div aria-busy={items.isFetching} aria-live="polite" className="border-t border-slate-200">
          {items.isLoading ? (
            <Loading className="flex items-center justify-center gap-2 py-16 text-slate-600" />
          ) : items.isError ? (
            <EmptyState title="The list could not be loaded">Please try again in a moment.</EmptyState>
          ) : rows.length === 0 ? (
            <EmptyState title="No items found">
              {q ? 'Nothing matches this search.' : 'Add the first item above.'}
            </EmptyState>
          ) : (
            <ul className="divide-y divide-slate-200">
              {rows.map((item, i) => (
                <ItemRow
                  key={item.id}
                  item={item}
                  list={list}
                  first={i === 0}
                  last={i === rows.length - 1}
                  canMove={!q.trim()}
                />
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
