import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { sitePages } from '../../core/db/schema/pages';
import { auditLog } from '../../core/db/schema/user-admin';

/** Whether staff have saved the settings screen at least once (every save is audited). */
export async function settingsEverSaved(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'settings.update'), eq(auditLog.targetType, 'settings')))
    .limit(1);
  return row !== undefined;
}

/** Which of these pages have been saved by staff (a page never saved shows the bundled text). */
export async function savedPages(db: Db, slugs: readonly string[]): Promise<Set<string>> {
  const rows = await db
    .select({ slug: sitePages.slug })
    .from(sitePages)
    .where(inArray(sitePages.slug, [...slugs]));
  return new Set(rows.map((r) => r.slug));
}
