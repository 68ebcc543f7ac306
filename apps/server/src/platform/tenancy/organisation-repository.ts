import { eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { clients } from '../../core/db/schema/clients';

/** Whether an organisation of this id exists. */
export async function organisationExists(db: Db, id: number): Promise<boolean> {
  const [c] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, id));
  return c !== undefined;
}
