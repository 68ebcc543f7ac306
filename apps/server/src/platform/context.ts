import type { Config } from '../core/config';
import type { Database, Db } from '../core/db/client';
import type { TokenService } from '../core/lib/tokens';
import type { PermissionStore } from './auth/permission-store';

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
