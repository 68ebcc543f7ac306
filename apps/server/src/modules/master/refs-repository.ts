import { inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { clients } from '../../core/db/schema/clients';
import { masterItems } from '../../core/db/schema/master-data';

/** The reads behind the in-memory names (refs.ts) and merged items' survivors (aliases.ts). */

export type MasterRef = {
  id: number;
  name: string;
  nameAr: string | null;
  slug: string;
  list: string;
  parentId: number | null;
};
export type EmployerRef = Pick<typeof clients.$inferSelect, 'id' | 'name' | 'type'>;

export const masterRefRows = (db: Db, ids: number[]): Promise<MasterRef[]> =>
  db
    .select({
      id: masterItems.id,
      name: masterItems.name,
      nameAr: masterItems.nameAr,
      slug: masterItems.slug,
      list: masterItems.list,
      parentId: masterItems.parentId,
    })
    .from(masterItems)
    .where(inArray(masterItems.id, ids));

export const employerRefRows = (db: Db, ids: number[]): Promise<EmployerRef[]> =>
  db
    .select({ id: clients.id, name: clients.name, type: clients.type })
    .from(clients)
    .where(inArray(clients.id, ids));

/** Every merged item and the item it was merged into. */
export const mergedItems = (db: Db) =>
  db
    .select({ id: masterItems.id, into: masterItems.mergedIntoId })
    .from(masterItems)
    .where(isNotNull(masterItems.mergedIntoId));
