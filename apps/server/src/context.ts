import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { PermissionStore } from './lib/permission-store';
import type { TokenService } from './lib/tokens';

/** What buildApp hands to the modules; each service picks only what it uses. */
export type AppContext = {
  config: Config;
  db: Db;
  /**
   * What the job search reads (search, category counts, similar jobs, the RSS feed): a read
   * replica's handle when DATABASE_REPLICA_URL is set, else `db`. Never written to.
   */
  searchDb: Db;
  database: Database;
  secret: Uint8Array;
  tokens: TokenService;
  permissions: PermissionStore;
  /** Wakes the mail worker after a transaction that queued mail has committed. */
  notifyMail: () => void;
};
