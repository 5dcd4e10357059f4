/** The team of a case as the API answers it. */
import { and, asc, eq } from 'drizzle-orm';
import { delegadoDe } from '../../../shared/equipe';
import type { CasoPolicy } from '../../../shared/schemas/casos';
import type { Delegado, EquipeMembro } from '../../../shared/schemas/equipe';
import type { CasoRow } from '../../auth/caso-access';
import { criouOCaso } from '../../auth/caso-politica';
import type { DbOrTx } from '../../db/client';
import { cargos, equipeMembros, unidades, users } from '../../db/schema';
import { requireActor, type ServiceContext } from '../../kit/context';
import { versaoDe, versoesDe } from '../../kit/versao';

function membrosQuery(db: DbOrTx) {
  return db
    .select({
      id: equipeMembros.id,
      matricula: equipeMembros.matricula,
      name: equipeMembros.name,
      cargoId: cargos.id,
      cargoNome: cargos.nome,
      userId: equipeMembros.userId,
      unidade: unidades.nome,
      createdAt: equipeMembros.createdAt,
    })
    .from(equipeMembros)
    .innerJoin(cargos, eq(cargos.id, equipeMembros.cargoId))
    .leftJoin(users, eq(users.id, equipeMembros.userId))
    .leftJoin(unidades, eq(unidades.id, users.unidadeId));
}

type MembroRow = Awaited<ReturnType<typeof membrosQuery>>[number];

function presentMembroRow(row: MembroRow, versao = 1): EquipeMembro {
  return {
    versao,
    id: row.id,
    matricula: row.matricula,
    name: row.name,
    cargo: { id: row.cargoId, nome: row.cargoNome },
    unidade: row.unidade === null ? null : { nome: row.unidade },
    usuario: row.userId !== null,
    created_at: row.createdAt.toISOString(),
  };
}

export async function presentMembro(db: DbOrTx, id: string): Promise<EquipeMembro> {
  const [row] = await membrosQuery(db).where(eq(equipeMembros.id, id));
  if (!row) throw new Error(`membro ${id} não encontrado`);
  return presentMembroRow(row, await versaoDe(db, id));
}

/**
 * Whether the actor may change the team, read off the team as loaded: the rule equipe.service's
 * writes apply (the creator, or one on the team; one who holds the case only by a share may not),
 * within what the policy lets them change at all.
 */
export function podeAlterarEquipe(
  ctx: ServiceContext,
  caso: Pick<CasoRow, 'createdBy'>,
  policy: Pick<CasoPolicy, 'pode_editar'>,
  equipe: readonly Pick<EquipeMembro, 'matricula' | 'usuario'>[],
): boolean {
  const actor = requireActor(ctx);
  const naEquipe = equipe.some((m) => m.usuario && m.matricula === actor.matricula);
  return policy.pode_editar && (criouOCaso(caso, actor) || naEquipe);
}

/**
 * The case's team as its screen lists it — rows a share left (origem 'compartilhamento', spec §3)
 * are not shown — with its delegate.
 */
export async function loadEquipeDoCaso(
  db: DbOrTx,
  casoId: string,
): Promise<{ equipe: EquipeMembro[]; delegado: Delegado }> {
  const membros = await membrosQuery(db)
    .where(and(eq(equipeMembros.casoId, casoId), eq(equipeMembros.origem, 'equipe')))
    .orderBy(asc(equipeMembros.createdAt), asc(equipeMembros.id));
  const versoes = await versoesDe(
    db,
    membros.map((m) => m.id),
  );
  const equipe = membros.map((m) => presentMembroRow(m, versoes.get(m.id)));
  return { equipe, delegado: delegadoDe(equipe) };
}
