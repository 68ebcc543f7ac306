import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase, queryRows } from '../apps/server/src/db/client';
import { load } from '../bench/load';
import { searchQueries } from '../bench/queries';
const databaseUrl = process.env.DATABASE_URL as string;
const database = await openDatabase({ dataDir: '/tmp/prof', databaseUrl });
const idOf = async (list: string, slug: string) =>
  Number((await queryRows<{ id: number }>(database.db, sql`select id from master_items where list = ${list} and slug = ${slug}`))[0]?.id);
const ids = { dubai: await idOf('states', 'dubai'), abuDhabi: await idOf('states', 'abu-dhabi'), sharjah: await idOf('states', 'sharjah'), warehouseManager: await idOf('designations', 'warehouse-manager'), warehousing: await idOf('functional_areas', 'warehousing'), fmcg: await idOf('industries', 'fmcg') };
const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: '/tmp/prof', RATE_LIMIT_FACTOR: '1000000', WORKER: 'off', JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-000', DATABASE_URL: databaseUrl, SEARCH_CACHE_SECONDS: process.env.SC ?? '60' });
const app = await buildApp({ config, database, jwtSecret: new TextEncoder().encode(config.jwtSecret ?? '') });
await app.listen({ port: 3460, host: '127.0.0.1' });
const urls = searchQueries(ids).map((q) => `http://127.0.0.1:3460/api/jobs/search?${q}`);
for (const u of urls) await fetch(u);
const r = await load(urls, { concurrency: 10, seconds: 8 });
console.log(r);
await app.close(); await database.close();
