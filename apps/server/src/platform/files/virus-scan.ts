import type { FastifyBaseLogger } from 'fastify';
import type { ClamdSettings } from '../../core/config';
import { AppError } from '../../core/lib/app-error';
import { clamdScan } from './clamd';
import { catalogue } from './i18n';

/** Checks an upload's bytes for malware; throws the AppError the user sees when it must be refused. */
export type VirusScanner = { readonly enabled: boolean; scan(data: Buffer): Promise<void> };

export const INFECTED_MESSAGE = catalogue.text('errors.file_contains_malware_and_was');
export const SCANNER_DOWN_MESSAGE = catalogue.text('errors.virus_scanning_unavailable_try_again');
/** Seconds a client is told to wait after a 503; clamd restarts (reloading signatures) take about that. */
const RETRY_AFTER = 30;

/**
 * clamd when `settings` is given, else no scanning. It fails closed: when clamd is configured but
 * gives no verdict (unreachable, too slow, an error reply) the upload is refused with 503 and the
 * cause logged, never stored unscanned.
 */
export function createVirusScanner(settings: ClamdSettings | null, log: FastifyBaseLogger): VirusScanner {
  if (!settings) return { enabled: false, scan: async () => {} };
  return {
    enabled: true,
    async scan(data) {
      let verdict: Awaited<ReturnType<typeof clamdScan>>;
      try {
        verdict = await clamdScan(settings, data);
      } catch (err) {
        log.error({ err }, 'virus scan failed: upload refused');
        throw new AppError('scanner_unavailable', 503, SCANNER_DOWN_MESSAGE, undefined, RETRY_AFTER);
      }
      if (verdict.infected) {
        log.warn({ signature: verdict.signature, bytes: data.length }, 'upload refused: malware found');
        throw new AppError('infected', 422, INFECTED_MESSAGE);
      }
    },
  };
}
