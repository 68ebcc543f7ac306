import { MASTER_NAMES } from '@portal/contract/master-data';
import { type AnyPgColumn, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';

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
    slug: text('slug').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => masterItems.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    unique('master_items_list_slug_key').on(t.list, t.slug),
    index('master_items_parent_idx').on(t.parentId),
  ],
);
