/** A case's people read and presented as the lists and edit forms read them. */
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { pickValues } from '../../../shared/schemas/fields';
import { type PessoaCaso, vinculoFields, vitimaFields } from '../../../shared/schemas/pessoa-caso';
import {
  type Caracteristicas,
  caracteristicasFields,
  type Endereco,
  enderecoFields,
  type Pessoa,
  type PessoaPapel,
  pessoaFields,
} from '../../../shared/schemas/pessoas';
import type { DbOrTx } from '../../db/client';
import {
  buscaVinculos,
  caracteristicasFisicas,
  documentos,
  encaminhamentos,
  enderecos,
  estados,
  municipios,
  pessoasCaso,
  suspeitos,
  testemunhas,
  tipificacoes,
  vitimas,
} from '../../db/schema';
import { versoesDe } from '../../kit/versao';
import { tableOfPapel } from './pessoa-checks';

/** The people of a case by role, each list oldest first. */
export interface PessoasDoCaso {
  vitimas: PessoaCaso[];
  testemunhas: PessoaCaso[];
  suspeitos: PessoaCaso[];
}

type RegistroRow = typeof pessoasCaso.$inferSelect;

/** A link as read, before the person's address, traits and documents in the case are attached. */
type Vinculo = Omit<
  PessoaCaso,
  'pessoa' | 'endereco' | 'caracteristicas_fisicas' | 'documentos' | 'versao'
> & {
  pessoa: RegistroRow;
};

/** A case's record of a person, under the person's id (the registry's). */
export function toPessoa(row: RegistroRow): Pessoa {
  return { id: row.pessoaId, ...pickValues(pessoaFields, row) };
}

export type EnderecoRow = typeof enderecos.$inferSelect;

/** Addresses where `where` holds, with their city ('name / UF') and its state, newest first. */
export async function selectEnderecos(
  db: DbOrTx,
  where: SQL | undefined,
): Promise<{ row: EnderecoRow; endereco: Endereco }[]> {
  const rows = await db
    .select({
      endereco: enderecos,
      cidadeNome: municipios.nome,
      uf: estados.uf,
      estado: { nome: estados.nome, latitude: estados.latitude, longitude: estados.longitude },
    })
    .from(enderecos)
    .leftJoin(municipios, eq(municipios.id, enderecos.cidade_id))
    .leftJoin(estados, eq(estados.id, municipios.estadoId))
    .where(where)
    .orderBy(desc(enderecos.createdAt), desc(enderecos.updatedAt), asc(enderecos.id));
  return rows.map(({ endereco, cidadeNome, uf, estado }) => {
    const cidadeId = endereco.cidade_id;
    return {
      row: endereco,
      endereco: {
        id: endereco.id,
        ...pickValues(enderecoFields, endereco),
        cidade:
          cidadeId !== null && cidadeNome !== null && uf !== null
            ? { id: cidadeId, nome: cidadeNome, uf, ...(estado ? { estado } : {}) }
            : null,
      },
    };
  });
}

/** Each person's latest address in the case: the one the case's forms edit. */
async function enderecosDoCaso(db: DbOrTx, casoId: string, pessoaIds: string[]) {
  const result = new Map<string, Endereco>();
  if (pessoaIds.length === 0) return result;
  const rows = await selectEnderecos(
    db,
    and(eq(enderecos.casoId, casoId), inArray(enderecos.pessoaId, pessoaIds)),
  );
  for (const { row, endereco } of rows) if (!result.has(row.pessoaId)) result.set(row.pessoaId, endereco);
  return result;
}

async function caracteristicasDoCaso(
  db: DbOrTx,
  casoId: string,
  pessoaIds: string[],
): Promise<Map<string, Caracteristicas>> {
  if (pessoaIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(caracteristicasFisicas)
    .where(
      and(eq(caracteristicasFisicas.casoId, casoId), inArray(caracteristicasFisicas.pessoaId, pessoaIds)),
    );
  return new Map(rows.map((row) => [row.pessoaId, pickValues(caracteristicasFields, row)]));
}

/** Documents captured in the case, per person. */
async function countDocumentos(
  db: DbOrTx,
  casoId: string,
  pessoaIds: string[],
): Promise<Map<string, number>> {
  if (pessoaIds.length === 0) return new Map();
  const rows = await db
    .select({ pessoaId: documentos.pessoaId, total: count() })
    .from(documentos)
    .where(and(eq(documentos.casoId, casoId), inArray(documentos.pessoaId, pessoaIds)))
    .groupBy(documentos.pessoaId);
  return new Map(rows.map((row) => [row.pessoaId, row.total]));
}

/**
 * The other cases (not deleted) the link's person has a role in, from the search's links: an edit
 * of who they are is written in those cases' history (pessoa-cadastro.ts), and the form says so.
 * From another case, so a kept answer of this one may lag behind it (as names from elsewhere do).
 */
const outrosCasos = (link: typeof vitimas | typeof testemunhas | typeof suspeitos) =>
  sql<number>`(SELECT count(*) FROM ${buscaVinculos} v
    WHERE v.pessoa_id = ${link.pessoaId} AND v.caso_id <> ${link.casoId})`.mapWith(Number);

async function selectVitimas(db: DbOrTx, where: SQL | undefined): Promise<Vinculo[]> {
  const rows = await db
    .select({
      link: vitimas,
      pessoa: pessoasCaso,
      crimeNome: tipificacoes.nomeNatureza,
      encaminhamentoNome: encaminhamentos.nome,
      outros: outrosCasos(vitimas),
    })
    .from(vitimas)
    .innerJoin(
      pessoasCaso,
      and(eq(pessoasCaso.casoId, vitimas.casoId), eq(pessoasCaso.pessoaId, vitimas.pessoaId)),
    )
    .leftJoin(tipificacoes, eq(tipificacoes.id, vitimas.crime_id))
    .leftJoin(encaminhamentos, eq(encaminhamentos.codigo, vitimas.encaminhado))
    .where(where)
    .orderBy(asc(vitimas.createdAt), asc(vitimas.id));
  return rows.map(({ link, pessoa, crimeNome, encaminhamentoNome, outros }) => ({
    id: link.id,
    tipo: 'vitima',
    pessoa,
    outros_casos: outros,
    anotacoes: link.anotacoes,
    vitima: {
      ...pickValues(vitimaFields, link),
      crime:
        link.crime_id !== null && crimeNome !== null ? { id: link.crime_id, nome_natureza: crimeNome } : null,
      encaminhamento:
        link.encaminhado !== null && encaminhamentoNome !== null
          ? { codigo: link.encaminhado, nome: encaminhamentoNome }
          : null,
    },
    pessoaTipo: null,
    parentesco: null,
    vitimaVinculoId: null,
    created_at: link.createdAt.toISOString(),
  }));
}

/** Witnesses and suspects share one table shape. */
async function selectVinculos(
  db: DbOrTx,
  papel: 'testemunha' | 'suspeito',
  where: SQL | undefined,
): Promise<Vinculo[]> {
  const table = papel === 'testemunha' ? testemunhas : suspeitos;
  const rows = await db
    .select({ link: table, pessoa: pessoasCaso, outros: outrosCasos(table) })
    .from(table)
    .innerJoin(
      pessoasCaso,
      and(eq(pessoasCaso.casoId, table.casoId), eq(pessoasCaso.pessoaId, table.pessoaId)),
    )
    .where(where)
    .orderBy(asc(table.createdAt), asc(table.id));
  return rows.map(({ link, pessoa, outros }) => ({
    id: link.id,
    tipo: papel,
    pessoa,
    outros_casos: outros,
    anotacoes: link.anotacoes,
    vitima: null,
    ...pickValues(vinculoFields, link),
    created_at: link.createdAt.toISOString(),
  }));
}

function selectOfPapel(db: DbOrTx, papel: PessoaPapel, where: SQL | undefined): Promise<Vinculo[]> {
  return papel === 'vitima' ? selectVitimas(db, where) : selectVinculos(db, papel, where);
}

/**
 * Attaches each person's address, traits and document count in the case: three queries for any
 * number of people.
 */
async function completar(db: DbOrTx, casoId: string, vinculos: Vinculo[]): Promise<PessoaCaso[]> {
  const ids = [...new Set(vinculos.map((v) => v.pessoa.pessoaId))];
  const enderecosPorPessoa = await enderecosDoCaso(db, casoId, ids);
  const caracteristicas = await caracteristicasDoCaso(db, casoId, ids);
  const documentosPorPessoa = await countDocumentos(db, casoId, ids);
  const versoes = await versoesDe(
    db,
    vinculos.map((v) => v.id),
  );
  return vinculos.map((v) => ({
    ...v,
    pessoa: toPessoa(v.pessoa),
    endereco: enderecosPorPessoa.get(v.pessoa.pessoaId) ?? null,
    caracteristicas_fisicas: caracteristicas.get(v.pessoa.pessoaId) ?? null,
    documentos: documentosPorPessoa.get(v.pessoa.pessoaId) ?? 0,
    versao: versoes.get(v.id) ?? 1,
  }));
}

/** Everyone in the case, by role, with what the lists and edit forms need (six queries in all). */
export async function loadPessoasDoCaso(db: DbOrTx, casoId: string): Promise<PessoasDoCaso> {
  const links: Vinculo[] = [];
  for (const papel of ['vitima', 'testemunha', 'suspeito'] as const) {
    links.push(...(await selectOfPapel(db, papel, eq(tableOfPapel(papel).casoId, casoId))));
  }
  const all = await completar(db, casoId, links);
  return {
    vitimas: all.filter((p) => p.tipo === 'vitima'),
    testemunhas: all.filter((p) => p.tipo === 'testemunha'),
    suspeitos: all.filter((p) => p.tipo === 'suspeito'),
  };
}

/** One person in one role of one case, or null when that link does not exist. */
export async function loadPessoaCaso(
  db: DbOrTx,
  papel: PessoaPapel,
  casoId: string,
  pessoaId: string,
): Promise<PessoaCaso | null> {
  const table = tableOfPapel(papel);
  const links = await selectOfPapel(db, papel, and(eq(table.casoId, casoId), eq(table.pessoaId, pessoaId)));
  const [first] = await completar(db, casoId, links);
  return first ?? null;
}
