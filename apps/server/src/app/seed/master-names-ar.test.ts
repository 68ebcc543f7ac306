import type { MasterName } from '@portal/contract/master-data';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers/app';
import type { Database } from '../../core/db/client';
import { masterItems } from '../../core/db/schema/master-data';
import { seedMasterData } from './master-data';
import { MASTER_LISTS } from './master-lists';
import { MASTER_NAMES_AR } from './master-names-ar';

const ARABIC = /[\u0600-\u06FF]/;
/** Lists every item of which has an Arabic name (the rest may keep a product name or code). */
const NAMED: MasterName[] = [
  'countries',
  'states',
  'cities',
  'designations',
  'functional_areas',
  'industries',
  'education_levels',
  'visa_statuses',
  'notice_periods',
];

describe('Arabic names of the seeded master data', () => {
  it('every item of every list has an Arabic name, written in Arabic where the list is named', () => {
    for (const [list, items] of Object.entries(MASTER_LISTS) as [
      MasterName,
      typeof MASTER_LISTS.countries,
    ][]) {
      for (const item of items) {
        expect(item.nameAr, `${list}: ${item.name}`).toBeTruthy();
        if (NAMED.includes(list)) expect(item.nameAr, `${list}: ${item.name}`).toMatch(ARABIC);
      }
    }
    expect(MASTER_LISTS.designations.find((i) => i.name === 'Warehouse Manager')?.nameAr).toBe('مدير مستودع');
    expect(MASTER_LISTS.cities.find((i) => i.name === 'Dubai')?.nameAr).toBe('دبي');
    expect(MASTER_LISTS.countries[0]).toEqual({
      name: 'United Arab Emirates',
      nameAr: 'الإمارات العربية المتحدة',
    });
  });

  it('names no item the seed does not have (a typo in an English key would go unnoticed)', () => {
    for (const [list, names] of Object.entries(MASTER_NAMES_AR) as [MasterName, Record<string, string>][]) {
      const seeded = new Set(MASTER_LISTS[list].map((i) => i.name));
      for (const name of Object.keys(names)) expect(seeded.has(name), `${list}: ${name}`).toBe(true);
    }
  });

  describe('in the database', () => {
    let database: Database;
    beforeAll(async () => {
      database = await openTestDatabase();
    });
    afterAll(() => database.close());

    it('the seeded database has no item of those lists without its Arabic name', async () => {
      const missing = await database.db
        .select({ list: masterItems.list, name: masterItems.name })
        .from(masterItems)
        .where(and(inArray(masterItems.list, NAMED), isNull(masterItems.nameAr)));
      expect(missing).toEqual([]);
    });

    it('seeding again fills names still missing and keeps one set in the back office', async () => {
      const db = database.db;
      await db.update(masterItems).set({ nameAr: null }).where(eq(masterItems.list, 'designations'));
      await db
        .update(masterItems)
        .set({ nameAr: 'مدير المستودعات' })
        .where(and(eq(masterItems.list, 'designations'), eq(masterItems.slug, 'warehouse-manager')));
      await seedMasterData(db);
      const rows = await db
        .select({ slug: masterItems.slug, nameAr: masterItems.nameAr })
        .from(masterItems)
        .where(eq(masterItems.list, 'designations'));
      const bySlug = new Map(rows.map((r) => [r.slug, r.nameAr]));
      expect(bySlug.get('warehouse-manager')).toBe('مدير المستودعات');
      expect(bySlug.get('storekeeper')).toBe('أمين مخزن');
      expect(rows.every((r) => r.nameAr)).toBe(true);
    });
  });
});
