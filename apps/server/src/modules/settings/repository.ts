import { type PublicSettings, publicSettingsSchema } from '@portal/contract/settings';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { settings } from '../../core/db/schema/settings';
import { DEFAULT_PUBLIC_SETTINGS } from './public-settings';

const PUBLIC_KEYS = Object.keys(DEFAULT_PUBLIC_SETTINGS) as (keyof PublicSettings)[];
/** Where the current logo's bytes are, beside the public URL in `theme`. Not public. */
const LOGO_FILE_KEY = 'theme_logo_file';
export type LogoFile = { key: string; size: number };

/**
 * Stored values over the defaults, key by key: a stored value that no longer fits the contract
 * (an older shape) falls back to its default without taking the others with it.
 */
export async function readPublicSettings(db: Db): Promise<PublicSettings> {
  const rows = await db.select().from(settings).where(inArray(settings.key, PUBLIC_KEYS));
  const merged: Record<string, unknown> = { ...DEFAULT_PUBLIC_SETTINGS };
  for (const r of rows) {
    const key = r.key as keyof PublicSettings;
    const parsed = publicSettingsSchema.shape[key].safeParse(r.value);
    if (parsed.success) merged[key] = parsed.data;
  }
  return publicSettingsSchema.parse(merged);
}

/** Locks the settings rows for the rest of the transaction, so two saves apply one after the other. */
export async function lockSettings(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('portal_settings'))`);
}

export async function writeSettings(
  db: Db,
  values: Partial<PublicSettings> & { [LOGO_FILE_KEY]?: LogoFile },
) {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    await db
      .insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
  }
}

export async function readLogoFile(db: Db): Promise<LogoFile | null> {
  const [row] = await db.select().from(settings).where(eq(settings.key, LOGO_FILE_KEY));
  const v = row?.value as Partial<LogoFile> | null | undefined;
  return v && typeof v.key === 'string' && typeof v.size === 'number' ? { key: v.key, size: v.size } : null;
}

export async function writeLogoFile(db: Db, file: LogoFile | null): Promise<void> {
  if (file) await writeSettings(db, { [LOGO_FILE_KEY]: file });
  else await db.delete(settings).where(eq(settings.key, LOGO_FILE_KEY));
}
