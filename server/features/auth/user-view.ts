import { asc, eq, inArray } from 'drizzle-orm';
import type { SessionUser } from '../../../shared/schemas/auth';
import type { DbOrTx } from '../../db/client';
import {
  cargos,
  estados,
  municipios,
  permissions,
  rolePermissions,
  roles,
  unidades,
  userRoles,
  users,
} from '../../db/schema';

/** The user as the API presents it after login and on /auth/me (spec §3 User). */
export async function loadSessionUser(db: DbOrTx, userId: string): Promise<SessionUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      matricula: users.matricula,
      mustChangePassword: users.mustChangePassword,
      cargoId: cargos.id,
      cargoNome: cargos.nome,
      unidadeId: unidades.id,
      unidadeNome: unidades.nome,
      unidadeEndereco: unidades.endereco,
      cidadeNome: municipios.nome,
      cidadeUf: estados.uf,
      srpc: unidades.srpc,
    })
    .from(users)
    .leftJoin(cargos, eq(cargos.id, users.cargoId))
    .leftJoin(unidades, eq(unidades.id, users.unidadeId))
    .leftJoin(municipios, eq(municipios.id, unidades.cidade_id))
    .leftJoin(estados, eq(estados.id, municipios.estadoId))
    .where(eq(users.id, userId));
  if (!row) return null;

  const grants = await db
    .select({ role: roles.name, roleId: roles.id, permission: permissions.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .leftJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(inArray(userRoles.userId, [userId]))
    .orderBy(asc(roles.name), asc(permissions.name));

  const byRole = new Map<string, { name: string }[]>();
  for (const grant of grants) {
    const list = byRole.get(grant.role) ?? [];
    if (grant.permission) list.push({ name: grant.permission });
    byRole.set(grant.role, list);
  }
  const roleList = [...byRole].map(([name, perms]) => ({ name, permissions: perms }));

  return {
    id: row.id,
    name: row.name,
    matricula: row.matricula,
    cargo: row.cargoId !== null && row.cargoNome !== null ? { id: row.cargoId, nome: row.cargoNome } : null,
    unidade:
      row.unidadeId !== null && row.unidadeNome !== null
        ? {
            id: row.unidadeId,
            nome: row.unidadeNome,
            endereco: row.unidadeEndereco,
            cidade: row.cidadeNome && row.cidadeUf ? { nome: row.cidadeNome, uf: row.cidadeUf } : null,
          }
        : null,
    srpc: row.srpc,
    roles: roleList,
    permissions: [...new Set(roleList.flatMap((role) => role.permissions.map((p) => p.name)))].sort(),
    senha_temporaria: row.mustChangePassword,
  };
}
