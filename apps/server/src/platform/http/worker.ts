import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { OutboxWorker } from '../mail/worker-loop';

/** Runs the outbox worker inside the web process (WORKER=inline) and stops it on close. */
export const workerPlugin = fp(
  async (app: FastifyInstance, opts: { worker: OutboxWorker }) => {
    app.addHook('onReady', async () => opts.worker.start());
    app.addHook('onClose', async () => opts.worker.stop());
  },
  { name: 'worker' },
);
