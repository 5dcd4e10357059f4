/**
 * The person profile (spec §2.3): what every case recorded about the person, each value with its
 * case and date, and the cases they appear in. Reading it is on record.
 */
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { pickValues } from '../../../shared/schemas/fields';
import type { Origem, PerfilPessoa } from '../../../shared/schemas/perfil';
import { caracteristicasFields, type PessoaPapel, pessoaFields } from '../../../shared/schemas/pessoas';
import { audit } from '../../audit/audit';
import { canRead, isMember } from '../../auth/caso-access';
import type { DbOrTx } from '../../db/client';
import { caracteristicasFisicas, casos, documentos, enderecos, pessoas, pessoasCaso } from '../../db/schema';
import { notFound } from '../../errors';
import { type Actor, requireActor, type ServiceContext } from '../../kit/context';
import { resolvePessoaId } from '../../kit/pessoa-alias';
import { selectDocumentos } from '../documentos/documento.view';
import { selectEnderecos } from '../pessoas/pessoa-caso.view';
import { tableOfPapel } from '../pessoas/pessoa-checks';
import { latestKnown, type RegistroLido } from './perfil.view';

export const PESSOA_NOT_FOUND = 'Pessoa não encontrada.';

const casoRef = { id: casos.id, name: casos.name, identificador: casos.identificador };
const liveCaso = isNull(casos.deletedAt);

function origemOf(caso: Origem['caso'] | null, at: Date): Origem | null {
  return caso?.id ? { caso, atualizado_em: at.toISOString() } : null;
}

async function registrosOf(db: DbOrTx, pessoaId: string): Promise<RegistroLido[]> {
  const rows = await db
    .select({ registro: pessoasCaso, caso: casoRef })
    .from(pessoasCaso)
    .innerJoin(casos, eq(casos.id, pessoasCaso.casoId))
    .where(and(eq(pessoasCaso.pessoaId, pessoaId), liveCaso));
  return rows.map(({ registro, caso }) => ({
    caso,
    atualizadoEm: registro.updatedAt,
    valores: pickValues(pessoaFields, registro),
  }));
}

/** The traits of the most recently updated record that has any. */
async function latestCaracteristicas(db: DbOrTx, pessoaId: string) {
  const [row] = await db
    .select({ traits: caracteristicasFisicas, caso: casoRef })
    .from(caracteristicasFisicas)
    .leftJoin(casos, eq(casos.id, caracteristicasFisicas.casoId))
    .where(
      and(eq(caracteristicasFisicas.pessoaId, pessoaId), or(isNull(caracteristicasFisicas.casoId), liveCaso)),
    )
    .orderBy(desc(caracteristicasFisicas.updatedAt))
    .limit(1);
  if (!row) return { caracteristicas_fisicas: null, caracteristicas_origem: null };
  return {
    caracteristicas_fisicas: pickValues(caracteristicasFields, row.traits),
    caracteristicas_origem: origemOf(row.caso, row.traits.updatedAt),
  };
}

async function enderecosOf(db: DbOrTx, pessoaId: string): Promise<PerfilPessoa['enderecos']> {
  const lidos = await selectEnderecos(
    db,
    and(
      eq(enderecos.pessoaId, pessoaId),
      or(
        isNull(enderecos.casoId),
        sql`EXISTS (SELECT 1 FROM ${casos} WHERE ${casos.id} = ${enderecos.casoId} AND ${liveCaso})`,
      ),
    ),
  );
  const casosById = new Map(
    (
      await db
        .select(casoRef)
        .from(casos)
        .innerJoin(pessoasCaso, eq(pessoasCaso.casoId, casos.id))
        .where(eq(pessoasCaso.pessoaId, pessoaId))
    ).map((caso) => [caso.id, caso]),
  );
  return lidos.map(({ row, endereco }) => ({
    ...endereco,
    origem: origemOf(row.casoId ? (casosById.get(row.casoId) ?? null) : null, row.updatedAt),
  }));
}

/** Every document of the person; those of a case the actor may not read are marked. */
async function documentosOf(db: DbOrTx, actor: Actor, pessoaId: string, now: Date) {
  const docs = await selectDocumentos(
    db,
    and(
      eq(documentos.pessoaId, pessoaId),
      or(
        isNull(documentos.casoId),
        sql`EXISTS (SELECT 1 FROM ${casos} WHERE ${casos.id} = ${documentos.casoId} AND ${liveCaso})`,
      ),
    ),
  );
  const casoIds = [...new Set(docs.map((doc) => doc.caso_id).filter((id): id is string => id !== null))];
  const legiveis = new Map<string, { caso: Origem['caso']; acessivel: boolean }>();
  for (const casoId of casoIds) {
    const [row] = await db
      .select({ caso: casoRef, acessivel: sql<boolean>`${canRead(actor.id, now)}` })
      .from(casos)
      .where(eq(casos.id, casoId));
    if (row) legiveis.set(casoId, row);
  }
  return docs.map((doc) => {
    const caso = doc.caso_id ? legiveis.get(doc.caso_id) : undefined;
    // Before records were per case a document had no case: the profile permission reads it.
    return { ...doc, caso: caso?.caso ?? null, acessivel: caso?.acessivel ?? doc.caso_id === null };
  });
}

type Ocorrencia = PerfilPessoa['ocorrencias'][number] & { createdAt: Date };

/** The live cases the person appears in for one role, with what the reader is to each. */
async function ocorrencias(
  db: DbOrTx,
  papel: PessoaPapel,
  pessoaId: string,
  userId: string,
  now: Date,
): Promise<Ocorrencia[]> {
  const table = tableOfPapel(papel);
  const rows = await db
    .select({
      ...casoRef,
      createdAt: casos.createdAt,
      membro: sql<boolean>`${isMember(userId)}`,
      acessivel: sql<boolean>`${canRead(userId, now)}`,
    })
    .from(table)
    .innerJoin(casos, eq(casos.id, table.casoId))
    .where(and(eq(table.pessoaId, pessoaId), liveCaso));
  return rows.map(({ createdAt, membro, acessivel, ...caso }) => ({
    tipo: papel,
    caso,
    membro,
    acessivel,
    createdAt,
  }));
}

export async function getPerfil(ctx: ServiceContext, idPessoa: string): Promise<PerfilPessoa> {
  const actor = requireActor(ctx);
  return ctx.db.transaction(async (tx) => {
    const pessoaId = await resolvePessoaId(tx, idPessoa);
    const [row] = await tx.select().from(pessoas).where(eq(pessoas.id, pessoaId));
    if (!row) throw notFound(PESSOA_NOT_FOUND);
    const { pessoa, origens } = latestKnown(
      { id: row.id, ...pickValues(pessoaFields, row) },
      await registrosOf(tx, pessoaId),
    );
    const todas = [
      ...(await ocorrencias(tx, 'vitima', pessoaId, actor.id, ctx.now())),
      ...(await ocorrencias(tx, 'testemunha', pessoaId, actor.id, ctx.now())),
      ...(await ocorrencias(tx, 'suspeito', pessoaId, actor.id, ctx.now())),
    ].sort(
      (a, b) =>
        b.createdAt.getTime() - a.createdAt.getTime() ||
        b.caso.identificador.localeCompare(a.caso.identificador),
    );
    const documentosLista = await documentosOf(tx, actor, pessoaId, ctx.now());
    await audit(tx, {
      action: 'pessoa.perfil.read',
      message: `Perfil de ${pessoa.nome} consultado`,
      userId: actor.id,
      context: { pessoaId, documentos: documentosLista.length },
    });
    return {
      pessoa,
      origens,
      ...(await latestCaracteristicas(tx, pessoaId)),
      enderecos: await enderecosOf(tx, pessoaId),
      documentos: documentosLista,
      ocorrencias: todas.map(({ createdAt: _createdAt, ...ocorrencia }) => ocorrencia),
    };
  });
}
