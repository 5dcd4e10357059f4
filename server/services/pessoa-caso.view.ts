/** A case's people read and presented as the lists and edit forms read them. */
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { pickValues } from '../../shared/schemas/fields';
import { type PessoaCaso, vinculoFields, vitimaFields } from '../../shared/schemas/pessoa-caso';
import {
  type Caracteristicas,
  caracteristicasFields,
  type Endereco,
  enderecoFields,
  type Pessoa,
  type PessoaPapel,
  pessoaFields,
} from '../../shared/schemas/pessoas';
import type { DbOrTx } from '../db/client';
import {
  caracteristicasFisicas,
  documentos,
  encaminhamentos,
  enderecos,
  estados,
  municipios,
  pessoas,
  suspeitos,
  testemunhas,
  tipificacoes,
  vitimas,
} from '../db/schema';
import { tableOfPapel } from './pessoa-checks';

/** The people of a case by role, each list oldest first. */
export interface PessoasDoCaso {
  vitimas: PessoaCaso[];
  testemunhas: PessoaCaso[];
  suspeitos: PessoaCaso[];
}

type PessoaRow = typeof pessoas.$inferSelect;

/** A link as read, before the person's own records are attached. */
type Vinculo = Omit<PessoaCaso, 'pessoa' | 'endereco' | 'caracteristicas_fisicas' | 'documentos'> & {
  pessoa: PessoaRow;
};

export function toPessoa(row: PessoaRow): Pessoa {
  return { id: row.id, ...pickValues(pessoaFields, row) };
}

/**
 * Addresses of the given people with their city ('name / UF'), newest first. `latestOnly` keeps
 * one per person: the one the case forms edit.
 */
export async function loadEnderecos(
  db: DbOrTx,
  pessoaIds: string[],
  { latestOnly }: { latestOnly: boolean },
): Promise<Map<string, Endereco[]>> {
  const result = new Map<string, Endereco[]>();
  if (pessoaIds.length === 0) return result;
  const rows = await db
    .select({ endereco: enderecos, cidadeNome: municipios.nome, uf: estados.uf })
    .from(enderecos)
    .leftJoin(municipios, eq(municipios.id, enderecos.cidade_id))
    .leftJoin(estados, eq(estados.id, municipios.estadoId))
    .where(inArray(enderecos.pessoaId, pessoaIds))
    .orderBy(desc(enderecos.createdAt), desc(enderecos.updatedAt), asc(enderecos.id));
  for (const { endereco, cidadeNome, uf } of rows) {
    const list = result.get(endereco.pessoaId) ?? [];
    if (latestOnly && list.length > 0) continue;
    const cidadeId = endereco.cidade_id;
    list.push({
      id: endereco.id,
      ...pickValues(enderecoFields, endereco),
      cidade:
        cidadeId !== null && cidadeNome !== null && uf !== null
          ? { id: cidadeId, nome: cidadeNome, uf }
          : null,
    });
    result.set(endereco.pessoaId, list);
  }
  return result;
}

export async function loadCaracteristicas(
  db: DbOrTx,
  pessoaIds: string[],
): Promise<Map<string, Caracteristicas>> {
  if (pessoaIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(caracteristicasFisicas)
    .where(inArray(caracteristicasFisicas.pessoaId, pessoaIds));
  return new Map(rows.map((row) => [row.pessoaId, pickValues(caracteristicasFields, row)]));
}

async function countDocumentos(db: DbOrTx, pessoaIds: string[]): Promise<Map<string, number>> {
  if (pessoaIds.length === 0) return new Map();
  const rows = await db
    .select({ pessoaId: documentos.pessoaId, total: count() })
    .from(documentos)
    .where(inArray(documentos.pessoaId, pessoaIds))
    .groupBy(documentos.pessoaId);
  return new Map(rows.map((row) => [row.pessoaId, row.total]));
}

async function selectVitimas(db: DbOrTx, where: SQL | undefined): Promise<Vinculo[]> {
  const rows = await db
    .select({
      link: vitimas,
      pessoa: pessoas,
      crimeNome: tipificacoes.nomeNatureza,
      encaminhamentoNome: encaminhamentos.nome,
    })
    .from(vitimas)
    .innerJoin(pessoas, eq(pessoas.id, vitimas.pessoaId))
    .leftJoin(tipificacoes, eq(tipificacoes.id, vitimas.crime_id))
    .leftJoin(encaminhamentos, eq(encaminhamentos.codigo, vitimas.encaminhado))
    .where(where)
    .orderBy(asc(vitimas.createdAt), asc(vitimas.id));
  return rows.map(({ link, pessoa, crimeNome, encaminhamentoNome }) => ({
    id: link.id,
    tipo: 'vitima',
    pessoa,
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
    .select({ link: table, pessoa: pessoas })
    .from(table)
    .innerJoin(pessoas, eq(pessoas.id, table.pessoaId))
    .where(where)
    .orderBy(asc(table.createdAt), asc(table.id));
  return rows.map(({ link, pessoa }) => ({
    id: link.id,
    tipo: papel,
    pessoa,
    anotacoes: link.anotacoes,
    vitima: null,
    ...pickValues(vinculoFields, link),
    created_at: link.createdAt.toISOString(),
  }));
}

function selectOfPapel(db: DbOrTx, papel: PessoaPapel, where: SQL | undefined): Promise<Vinculo[]> {
  return papel === 'vitima' ? selectVitimas(db, where) : selectVinculos(db, papel, where);
}

/** Attaches each person's latest address, traits and document count: three queries for any number. */
async function completar(db: DbOrTx, vinculos: Vinculo[]): Promise<PessoaCaso[]> {
  const ids = [...new Set(vinculos.map((v) => v.pessoa.id))];
  const enderecosPorPessoa = await loadEnderecos(db, ids, { latestOnly: true });
  const caracteristicas = await loadCaracteristicas(db, ids);
  const documentosPorPessoa = await countDocumentos(db, ids);
  return vinculos.map((v) => ({
    ...v,
    pessoa: toPessoa(v.pessoa),
    endereco: enderecosPorPessoa.get(v.pessoa.id)?.[0] ?? null,
    caracteristicas_fisicas: caracteristicas.get(v.pessoa.id) ?? null,
    documentos: documentosPorPessoa.get(v.pessoa.id) ?? 0,
  }));
}

/** Everyone in the case, by role, with what the lists and edit forms need (six queries in all). */
export async function loadPessoasDoCaso(db: DbOrTx, casoId: string): Promise<PessoasDoCaso> {
  const links: Vinculo[] = [];
  for (const papel of ['vitima', 'testemunha', 'suspeito'] as const) {
    links.push(...(await selectOfPapel(db, papel, eq(tableOfPapel(papel).casoId, casoId))));
  }
  const all = await completar(db, links);
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
  const [first] = await completar(db, links);
  return first ?? null;
}
