import type { PublicSettings, SettingsUpdate } from '@portal/contract/settings';
import type { Db } from '../../core/db/client';
import { publicSettings } from './cache';
import { DEFAULT_PUBLIC_SETTINGS } from './public-settings';
import { applyPatch } from './service';

/** What other modules use of the settings. */
export { publicSettings } from './cache';

/** Days a published job stays open when its poster gives no closing date (the settings screen's). */
export const jobValidityDays = async (db: Db, via: Db = db) =>
  (await publicSettings(db, via)).job_validity_days;
/** Months without signing in before a candidate is mailed, then anonymised (the settings screen's). */
export const candidateRetentionMonths = async (db: Db, via: Db = db) =>
  (await publicSettings(db, via)).candidate_retention_months;
export { DEFAULT_PUBLIC_SETTINGS } from './public-settings';

/** What a fresh portal stores: the placeholders, with the settings given in the environment over them. */
export const initialPublicSettings = (given: SettingsUpdate): PublicSettings =>
  applyPatch(DEFAULT_PUBLIC_SETTINGS, given);
export { settingsRoutes } from './routes';
