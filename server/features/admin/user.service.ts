import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ADMIN_ROLE } from '../../../shared/permissions';
import { audit } from '../../audit/audit';
import { hashPassword } from '../../auth/password';
import type { Db } from '../../db/client';
import { roles, userRoles, users } from '../../db/schema';

/** Creates a user holding the Admin role; used to bootstrap a production database. */
export async function createAdministrator(
  db: Db,
  input: { matricula: string; nome: string; password: string; cargoId: number | null },
): Promise<'created' | 'exists'> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [admin] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, ADMIN_ROLE));
    if (!admin)
      throw new Error(`O perfil ${ADMIN_ROLE} não existe: as migrações e os dados de referência rodaram?`);
    const id = randomUUID();
    const inserted = await tx
      .insert(users)
      .values({ id, matricula: input.matricula, name: input.nome, passwordHash, cargoId: input.cargoId })
      .onConflictDoNothing({ target: users.matricula })
      .returning({ id: users.id });
    if (inserted.length === 0) return 'exists';
    await tx.insert(userRoles).values({ userId: id, roleId: admin.id });
    await audit(tx, {
      action: 'user.created',
      message: `Administrador ${input.matricula} criado pela linha de comando`,
      context: { matricula: input.matricula, targetUserId: id, via: 'cli' },
    });
    return 'created';
  });
}
