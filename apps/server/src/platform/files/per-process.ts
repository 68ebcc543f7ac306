import path from 'node:path';
import type { Locale } from '@portal/contract/locale';
import type { Config } from '../../core/config';
import type { Text } from '../../core/i18n/catalog';
import { catalogue } from './i18n';

/**
 * Uploads on this process's own disk while the database is PostgreSQL, which other web processes
 * may share: a photo or CV stored through one of them is then missing on the others unless
 * DATA_DIR/uploads is one shared folder (S3 is the other way).
 */
export const uploadsPerProcess = (config: Pick<Config, 's3' | 'databaseUrl'>): boolean =>
  !config.s3 && config.databaseUrl !== null;

/** What such a process says at start (in the operator's log), or null when uploads are shared. */
export function uploadsStartWarning(
  config: Pick<Config, 's3' | 'databaseUrl' | 'dataDir'>,
  locale: Locale = 'en',
): string | null {
  if (!uploadsPerProcess(config)) return null;
  return catalogue.t(locale, 'warnings.uploads_on_this_process', {
    folder: path.join(config.dataDir, 'uploads'),
  });
}

/**
 * Why a stored file's bytes are not there: on a process with its own uploads folder they may be on
 * another process's disk, which is not the same as the file having been deleted.
 */
export const missingFileText = (perProcess: boolean): Text =>
  perProcess
    ? catalogue.text('errors.file_not_on_this_process')
    : catalogue.text('errors.file_no_longer_available');
