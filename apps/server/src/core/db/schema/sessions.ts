import { index, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Tokens ended before their time (user/logout, a used sign-in challenge). A row is needed only
 * while the token could still be presented, so it carries the token's own expiry and is dropped
 * after it. Ending every session of a user at once is the user's `token_version`, not rows here.
 */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: uuid('jti').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt), index('revoked_tokens_user_idx').on(t.userId)],
);
