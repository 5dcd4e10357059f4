import { asc, eq, inArray } from 'drizzle-orm';
import type { SessionUser } from '../../../shared/schemas/auth';
import type { DbOrTx } from '../../db/client';
import { permissions, rolePermissions, roles, userRoles } from '../../db/schema';
import { encontrado, usuarioComLotacao } from '../../kit/lotacao';

/** The user as the API presents it after login and on /auth/me (spec §3 User). */
export async function loadSessionUser(db: DbOrTx, userId: string): Promise<SessionUser | null> {
  const row = await usuarioComLotacao(db, userId);
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
  const unidade = encontrado(row.unidadeId, row.unidadeNome);
  const roleList = [...byRole].map(([name, perms]) => ({ name, permissions: perms }));

  return {
    id: row.id,
    name: row.name,
    matricula: row.matricula,
    cargo: encontrado(row.cargoId, row.cargoNome),
    unidade: unidade && {
      ...unidade,
      endereco: row.unidadeEndereco,
      wifi_acima_mb: row.wifiAcimaMb,
      cidade: row.cidadeNome && row.cidadeUf ? { nome: row.cidadeNome, uf: row.cidadeUf } : null,
    },
    srpc: row.srpc,
    roles: roleList,
    permissions: [...new Set(roleList.flatMap((role) => role.permissions.map((p) => p.name)))].sort(),
    senha_temporaria: row.mustChangePassword,
  };
}
