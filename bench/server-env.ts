/**
 * Production settings for the benches' in-process servers: the request log at `warn`, no worker,
 * rate limits out of the way of one load generator, and the search index as SEARCH_INDEX (and CV_SEARCH_THREAD) says
 * (the in-process servers follow the switch as the separate server process does).
 */
export function benchServerEnv(o: { dataDir: string; databaseUrl: string | null; port?: number }) {
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: o.dataDir,
    ...(o.port ? { PORT: String(o.port) } : {}),
    HOST: '127.0.0.1',
    RATE_LIMIT_FACTOR: '1000000',
    WORKER: 'off',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-000',
    ...(o.databaseUrl ? { DATABASE_URL: o.databaseUrl } : {}),
    ...(process.env.SEARCH_INDEX ? { SEARCH_INDEX: process.env.SEARCH_INDEX } : {}),
    ...(process.env.CV_SEARCH_THREAD ? { CV_SEARCH_THREAD: process.env.CV_SEARCH_THREAD } : {}),
  };
}
