/**
 * Whether a failure means the disk (DATA_DIR, or the database server's) is full: answered 507 with a
 * message, not a 500. Node names it ENOSPC (EDQUOT over a quota); PostgreSQL `disk_full` (53100),
 * e.g. "could not extend file"; drizzle wraps the driver's error in `cause`, so the chain is read.
 */
const CODES = new Set(['ENOSPC', 'EDQUOT', '53100']);

export function isDiskFull(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; depth < 8 && typeof e === 'object' && e !== null; depth++) {
    const code = 'code' in e ? e.code : undefined;
    if (typeof code === 'string' && CODES.has(code)) return true;
    if (e instanceof Error && /No space left on device/i.test(e.message)) return true;
    e = 'cause' in e ? e.cause : undefined;
  }
  return false;
}
