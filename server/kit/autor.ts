import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema';

/** Who wrote a record, as its screens name them; users are deactivated, never deleted. */
export async function autorDe(db: DbOrTx, userId: string): Promise<{ name: string; matricula: string }> {
  const [autor] = await db
    .select({ name: users.name, matricula: users.matricula })
    .from(users)
    .where(eq(users.id, userId));
  if (!autor) throw new Error(`autor ${userId} sumiu`);
  return autor;
}
