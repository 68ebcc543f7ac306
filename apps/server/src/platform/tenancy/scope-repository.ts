import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Caller } from './scope';

/*
 * The SQL half of tenancy: the WHERE conditions that turn a Caller (scope.ts, which decides who
 * calls and holds no SQL) into the rows it may reach. Modules' repositories add them to their
 * queries, so an organisation's rows are filtered where they are read, and the SQL stays in
 * repository files.
 */

/** Nothing matches: the condition for a caller without an organisation. */
const NOTHING = sql`false`;

/**
 * The WHERE for rows an organisation owns, `column` being their organisation id: every row for
 * `all`, else the caller's organisation's. Another organisation's row is then simply not found.
 */
export function ownedBy(caller: Caller, column: AnyPgColumn): SQL | undefined {
  if (caller.all) return undefined;
  return caller.org.kind === 'none' ? NOTHING : eq(column, caller.org.clientId);
}

/**
 * The caller's own organisation's rows, for the operator too: data that is never shared across
 * organisations, such as consultant notes (the operator reads the operator's notes only).
 */
export function ownOrgOnly(caller: Caller, column: AnyPgColumn): SQL {
  return caller.org.kind === 'none' ? NOTHING : eq(column, caller.org.clientId);
}
