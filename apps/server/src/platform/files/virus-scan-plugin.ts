import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../core/config';
import { createVirusScanner, type VirusScanner } from './virus-scan';

declare module 'fastify' {
  interface FastifyInstance {
    /** Scans every upload before it is parsed or stored (clamd when CLAMAV_HOST is set). */
    virusScanner: VirusScanner;
  }
}

export const virusScanPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config }) => {
    const scanner = createVirusScanner(opts.config.clamav, app.log);
    if (scanner.enabled) app.log.info({ clamd: opts.config.clamav }, 'uploads are scanned by clamd');
    app.decorate('virusScanner', scanner);
  },
  { name: 'virus-scan' },
);
