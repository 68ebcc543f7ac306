import type { Db } from '../../core/db/client';
import { publicSettings } from './cache';

/** What other modules use of the settings. */
export { publicSettings } from './cache';

/** Days a published job stays open when its poster gives no closing date (the settings screen's). */
export const jobValidityDays = async (db: Db, via: Db = db) =>
  (await publicSettings(db, via)).job_validity_days;
export { DEFAULT_PUBLIC_SETTINGS } from './public-settings';
export { settingsRoutes } from './routes';
