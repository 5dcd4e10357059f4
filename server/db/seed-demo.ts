import { inArray } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { ADMIN_ROLE } from '../../shared/permissions';
import { hashPassword } from '../auth/password';
import * as schema from './schema';
import { seededId } from './seeded-id';

type Db = NodePgDatabase<typeof schema>;

/** Known to everyone who reads the code: demo users exist only outside production. */
export const DEMO_PASSWORD = 'rip-demo-2026';

const DH_JOAO_PESSOA = {
  id: seededId('demo-unidade:dh-jp'),
  nome: 'Delegacia de Homicídios de João Pessoa',
  endereco: 'Rua Demonstrativa, 100, Centro',
  srpc: 1,
  cidade_id: 2507507,
};
const NC_CAMPINA_GRANDE = {
  id: seededId('demo-unidade:nc-cg'),
  nome: 'Núcleo de Criminalística de Campina Grande',
  endereco: 'Rua Demonstrativa, 200, Centro',
  srpc: 2,
  cidade_id: 2504009,
};

function demoUser(matricula: string, name: string, role: string, cargoId: number, unidade: { id: string }) {
  return { id: seededId(`demo-user:${matricula}`), matricula, name, role, cargoId, unidadeId: unidade.id };
}

/** One demo user per default role (cargo ids as in CARGOS_PADRAO); the admin first. */
export const DEMO_USERS = [
  demoUser('1000001', 'Ana Administradora', ADMIN_ROLE, 19, DH_JOAO_PESSOA),
  demoUser('1000002', 'Bruno Delegado', 'Delegado', 1, DH_JOAO_PESSOA),
  demoUser('1000003', 'Carla Investigadora', 'Investigador', 7, DH_JOAO_PESSOA),
  demoUser('1000004', 'Davi Escrivão', 'Escrivão', 9, DH_JOAO_PESSOA),
  demoUser('1000005', 'Elisa Perita', 'Perito', 2, NC_CAMPINA_GRANDE),
] as const;

/**
 * Two units and one user per default role, for a development or demo database with no users.
 * Needs seedReferenceData first. A matricula that already exists is left untouched, roles
 * included, so this never grants anything to a real account.
 */
export async function seedDemoData(db: Db): Promise<void> {
  const rows = await Promise.all(
    DEMO_USERS.map(async ({ role: _role, ...user }) => ({
      ...user,
      passwordHash: await hashPassword(DEMO_PASSWORD),
    })),
  );
  await db.transaction(async (tx) => {
    await tx.insert(schema.unidades).values([DH_JOAO_PESSOA, NC_CAMPINA_GRANDE]).onConflictDoNothing();
    const inserted = await tx
      .insert(schema.users)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: schema.users.id });
    if (inserted.length === 0) return;

    const insertedIds = new Set(inserted.map(({ id }) => id));
    const roles = await tx
      .select({ id: schema.roles.id, name: schema.roles.name })
      .from(schema.roles)
      .where(
        inArray(
          schema.roles.name,
          DEMO_USERS.map((user) => user.role),
        ),
      );
    const roleIdByName = new Map(roles.map((role) => [role.name, role.id]));
    await tx
      .insert(schema.userRoles)
      .values(
        DEMO_USERS.filter((user) => insertedIds.has(user.id)).map((user) => {
          const roleId = roleIdByName.get(user.role);
          if (!roleId) throw new Error(`Perfil '${user.role}' não existe: rode seedReferenceData antes.`);
          return { userId: user.id, roleId };
        }),
      )
      .onConflictDoNothing();
  });
}
