import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type {
  Caracteristicas,
  Endereco,
  Pessoa,
  PessoaCaso,
  PessoaPapel,
  VitimaInfo,
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

type PessoaRow = typeof pessoas.$inferSelect;
type CaracteristicasRow = typeof caracteristicasFisicas.$inferSelect;

/** The people of a case by role, each list oldest first. */
export interface PessoasDoCaso {
  vitimas: PessoaCaso[];
  testemunhas: PessoaCaso[];
  suspeitos: PessoaCaso[];
}

/** The link columns a case form shows, before the person's own records are attached. */
interface Vinculo {
  id: string;
  tipo: PessoaPapel;
  pessoa: PessoaRow;
  anotacoes: string | null;
  vitima: VitimaInfo | null;
  pessoaTipo: PessoaCaso['pessoaTipo'];
  parentesco: PessoaCaso['parentesco'];
  vitimaVinculoId: string | null;
  createdAt: Date;
}

export function toPessoa(row: PessoaRow): Pessoa {
  return {
    id: row.id,
    nome: row.nome,
    vulgo: row.vulgo,
    data_nascimento: row.dataNascimento,
    cpf: row.cpf,
    rg: row.rg,
    pai: row.pai,
    mae: row.mae,
    sexo: row.sexo,
    profissao: row.profissao,
    cor: row.cor,
    estado_civil: row.estadoCivil,
    conjuje: row.conjuje,
    faccao: row.faccao,
    comparsa: row.comparsa,
    email: row.email,
    telefone: row.telefone,
    naturalidade: row.naturalidade,
  };
}

export function toCaracteristicas(row: CaracteristicasRow): Caracteristicas {
  return {
    cor_cabelo: row.corCabelo,
    cor_olhos: row.corOlhos,
    barba: row.barba,
    bigode: row.bigode,
    cicatriz: row.cicatriz,
    cicatriz_descricao: row.cicatrizDescricao,
    tatuagem: row.tatuagem,
    tatuagem_descricao: row.tatuagemDescricao,
    comentario: row.comentario,
  };
}

/** 'HH:mm:ss' as PostgreSQL returns a time → 'HH:mm', as the forms show it. */
function horaMinuto(value: string | null): string | null {
  return value ? value.slice(0, 5) : null;
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
    .select({
      endereco: enderecos,
      cidadeNome: municipios.nome,
      uf: estados.uf,
    })
    .from(enderecos)
    .leftJoin(municipios, eq(municipios.id, enderecos.cidadeId))
    .leftJoin(estados, eq(estados.id, municipios.estadoId))
    .where(inArray(enderecos.pessoaId, pessoaIds))
    .orderBy(desc(enderecos.createdAt), desc(enderecos.updatedAt), asc(enderecos.id));
  for (const { endereco, cidadeNome, uf } of rows) {
    const list = result.get(endereco.pessoaId) ?? [];
    if (latestOnly && list.length > 0) continue;
    list.push({
      id: endereco.id,
      rua: endereco.rua,
      numero: endereco.numero,
      bairro: endereco.bairro,
      complemento: endereco.complemento,
      cidade_id: endereco.cidadeId,
      cep: endereco.cep,
      cidade:
        endereco.cidadeId !== null && cidadeNome !== null && uf !== null
          ? { id: endereco.cidadeId, nome: cidadeNome, uf }
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
  return new Map(rows.map((row) => [row.pessoaId, toCaracteristicas(row)]));
}

async function contarDocumentos(db: DbOrTx, pessoaIds: string[]): Promise<Map<string, number>> {
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
      encaminhamentoCodigo: encaminhamentos.codigo,
      encaminhamentoNome: encaminhamentos.nome,
    })
    .from(vitimas)
    .innerJoin(pessoas, eq(pessoas.id, vitimas.pessoaId))
    .leftJoin(tipificacoes, eq(tipificacoes.id, vitimas.crimeId))
    .leftJoin(encaminhamentos, eq(encaminhamentos.id, vitimas.encaminhamentoId))
    .where(where)
    .orderBy(asc(vitimas.createdAt), asc(vitimas.id));
  return rows.map(({ link, pessoa, crimeNome, encaminhamentoCodigo, encaminhamentoNome }) => ({
    id: link.id,
    tipo: 'vitima',
    pessoa,
    anotacoes: link.anotacoes,
    vitima: {
      crime_id: link.crimeId,
      crime:
        link.crimeId !== null && crimeNome !== null ? { id: link.crimeId, nome_natureza: crimeNome } : null,
      nic: link.nic,
      estado_cadaver: link.estadoCadaver,
      data_morte: link.dataMorte,
      hora_morte: horaMinuto(link.horaMorte),
      meio_morte: link.meioMorte,
      abordagem: link.abordagem,
      abordagemDados: link.abordagemDados,
      reacao: link.reacao,
      reacaoDados: link.reacaoDados,
      subtracao_bens: link.subtracaoBens,
      bens_subtraidos: link.bensSubtraidos,
      encaminhado: encaminhamentoCodigo,
      encaminhamento:
        encaminhamentoCodigo !== null && encaminhamentoNome !== null
          ? { codigo: encaminhamentoCodigo, nome: encaminhamentoNome }
          : null,
      encaminhado_outro: link.encaminhadoOutro,
      sobrevivente: link.sobrevivente,
    },
    pessoaTipo: null,
    parentesco: null,
    vitimaVinculoId: null,
    createdAt: link.createdAt,
  }));
}

/** Witnesses and suspects share one table shape. */
export function tabelaVinculo(papel: 'testemunha' | 'suspeito') {
  return papel === 'testemunha' ? testemunhas : suspeitos;
}

async function selectVinculos(
  db: DbOrTx,
  papel: 'testemunha' | 'suspeito',
  where: (table: ReturnType<typeof tabelaVinculo>) => SQL | undefined,
): Promise<Vinculo[]> {
  const table = tabelaVinculo(papel);
  const rows = await db
    .select({ link: table, pessoa: pessoas })
    .from(table)
    .innerJoin(pessoas, eq(pessoas.id, table.pessoaId))
    .where(where(table))
    .orderBy(asc(table.createdAt), asc(table.id));
  return rows.map(({ link, pessoa }) => ({
    id: link.id,
    tipo: papel,
    pessoa,
    anotacoes: link.anotacoes,
    vitima: null,
    pessoaTipo: link.pessoaTipo,
    parentesco: link.parentesco,
    vitimaVinculoId: link.vitimaVinculoId,
    createdAt: link.createdAt,
  }));
}

/** Attaches each person's latest address, traits and document count: three queries for any number. */
async function completar(db: DbOrTx, vinculos: Vinculo[]): Promise<PessoaCaso[]> {
  const ids = [...new Set(vinculos.map((v) => v.pessoa.id))];
  const enderecosPorPessoa = await loadEnderecos(db, ids, { latestOnly: true });
  const caracteristicas = await loadCaracteristicas(db, ids);
  const documentosPorPessoa = await contarDocumentos(db, ids);
  return vinculos.map((v) => ({
    id: v.id,
    tipo: v.tipo,
    pessoa: toPessoa(v.pessoa),
    endereco: enderecosPorPessoa.get(v.pessoa.id)?.[0] ?? null,
    caracteristicas_fisicas: caracteristicas.get(v.pessoa.id) ?? null,
    anotacoes: v.anotacoes,
    vitima: v.vitima,
    pessoaTipo: v.pessoaTipo,
    parentesco: v.parentesco,
    vitimaVinculoId: v.vitimaVinculoId,
    documentos: documentosPorPessoa.get(v.pessoa.id) ?? 0,
    created_at: v.createdAt.toISOString(),
  }));
}

/** Everyone in the case, by role, with what the lists and edit forms need (six queries in all). */
export async function loadPessoasDoCaso(db: DbOrTx, casoId: string): Promise<PessoasDoCaso> {
  const links = [
    ...(await selectVitimas(db, eq(vitimas.casoId, casoId))),
    ...(await selectVinculos(db, 'testemunha', (t) => eq(t.casoId, casoId))),
    ...(await selectVinculos(db, 'suspeito', (t) => eq(t.casoId, casoId))),
  ];
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
  const links =
    papel === 'vitima'
      ? await selectVitimas(db, and(eq(vitimas.casoId, casoId), eq(vitimas.pessoaId, pessoaId)))
      : await selectVinculos(db, papel, (t) => and(eq(t.casoId, casoId), eq(t.pessoaId, pessoaId)));
  const [first] = await completar(db, links);
  return first ?? null;
}
