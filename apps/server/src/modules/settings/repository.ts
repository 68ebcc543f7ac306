import { type PublicSettings, publicSettingsSchema } from '@portal/contract/settings';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema/settings';
import { DEFAULT_PUBLIC_SETTINGS } from '../../db/seed/public-settings';

const PUBLIC_KEYS = Object.keys(DEFAULT_PUBLIC_SETTINGS) as (keyof PublicSettings)[];

/** Stored values over the defaults; a stored value that no longer fits the contract is ignored. */
export async function readPublicSettings(db: Db): Promise<PublicSettings> {
  const rows = await db.select().from(settings).where(inArray(settings.key, PUBLIC_KEYS));
  const merged: Record<string, unknown> = { ...DEFAULT_PUBLIC_SETTINGS };
  for (const r of rows) merged[r.key] = r.value;
  const parsed = publicSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_PUBLIC_SETTINGS;
}
