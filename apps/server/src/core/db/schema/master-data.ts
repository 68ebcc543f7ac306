import { MASTER_NAMES } from '@portal/contract/master-data';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';

/**
 * Every master list in one table: the lists share their shape, and locations nest through
 * parent_id (city -> state/emirate -> country).
 */
export const masterItems = pgTable(
  'master_items',
  {
    id: serial('id').primaryKey(),
    list: text('list', { enum: MASTER_NAMES }).notNull(),
    name: text('name').notNull(),
    /** The Arabic name; null where none is set yet (the English one is shown). */
    nameAr: text('name_ar'),
    slug: text('slug').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => masterItems.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    /** Off: kept on the records that use it, no longer offered for new ones. */
    active: boolean('active').notNull().default(true),
    /**
     * Set when the item was merged into another: it stays (inactive) only so its slug and id still
     * lead somewhere; every record that used it now uses the survivor.
     */
    mergedIntoId: integer('merged_into_id').references((): AnyPgColumn => masterItems.id, {
      onDelete: 'cascade',
    }),
  },
  (t) => [
    unique('master_items_list_slug_key').on(t.list, t.slug),
    index('master_items_parent_idx').on(t.parentId),
    index('master_items_merged_into_idx').on(t.mergedIntoId),
  ],
);
