import type { MasterName } from '@portal/contract/master-data';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { masterItems } from '../../db/schema/master-data';

/** One master-data list in display order, shaped as the API answers it. */
export const listMasterItems = (db: Db, list: MasterName) =>
  db
    .select({
      id: masterItems.id,
      name: masterItems.name,
      slug: masterItems.slug,
      parent_id: masterItems.parentId,
    })
    .from(masterItems)
    .where(eq(masterItems.list, list))
    .orderBy(asc(masterItems.sort), asc(masterItems.name));
