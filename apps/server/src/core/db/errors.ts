/**
 * Whether a database error (or any error in its `cause` chain: drivers and Drizzle wrap it) is a
 * unique-constraint violation, PostgreSQL's 23505 on both drivers.
 */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e instanceof Object; e = 'cause' in e ? e.cause : undefined)
    if ('code' in e && e.code === '23505') return true;
  return false;
}
