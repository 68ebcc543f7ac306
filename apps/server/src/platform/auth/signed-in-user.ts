import type { clients } from '../../core/db/schema/clients';
import type { users } from '../../core/db/schema/users';

export type UserRow = typeof users.$inferSelect;
export type ClientRow = typeof clients.$inferSelect;
/** A user with their organisation (null for candidates and portal staff): what `req.user` holds. */
export type UserWithClient = UserRow & { client: ClientRow | null };
