import { join } from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3210);
const root = join(import.meta.dirname, '../..');

/** Where the journeys' stack listens and writes; shared by the config, the stack and the tests. */
export const E2E = {
  port,
  baseUrl: `http://127.0.0.1:${port}`,
  smtpPort: Number(process.env.E2E_SMTP_PORT ?? 2526),
  workDir: join(root, 'test-results/e2e-stack'),
  mailDir: join(root, 'test-results/e2e-stack/received-mail'),
  /** Known password for the seeded demo accounts in this throwaway database only. */
  demoPassword: 'e2e-Demo-Password-91',
} as const;
