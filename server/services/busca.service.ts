/**
 * The search screen (spec §2.3 Search): people and cases by the same filters, a page at a time,
 * each page counted and on record. The page queries are in busca-paginas.ts.
 */
import { type Placeholder, sql } from 'drizzle-orm';
import { BUSCA_FILTROS, BUSCA_PAGINA, type BuscaQuery } from '../../shared/schemas/busca';
import { auditRead } from '../audit/audit';
import type { Db } from '../db/client';
import { type Preparable, preparedByShape } from '../db/prepared';
import { detalhesCasos, detalhesPessoas } from './busca-detalhes';
import {
  BUSCA_TEXTOS,
  BUSCA_VALORES,
  type Janela,
  janelaDe,
  paginaCasos,
  paginaPessoas,
} from './busca-paginas';
import { acharPalavras, type PalavrasAchadas } from './busca-palavras';
import { requireActor, type ServiceContext } from './context';
import { maskCpf } from './pessoa-busca.service';

/** The filters used, by name only: what was typed is itself personal data. */
const usados = (filtros: BuscaQuery) => BUSCA_FILTROS.filter((filtro) => filtros[filtro] !== undefined);

/** `lidos`: the rows the window read, when they are not the results themselves (links). */
type Pagina = { id: string; total: number; lidos?: number }[];

const LISTAS = { pessoas: paginaPessoas, casos: paginaCasos };
type Lista = keyof typeof LISTAS;

/**
 * A search without words, one prepared statement per list and set of filters present, built once
 * with placeholders: building it in drizzle on each request took a quarter of the server's time per
 * search, and planning it about as long as running it (1–1.5 ms). The shape is 'casos dataInicio
 * dataFim'.
 */
const paginaPreparada = preparedByShape((db: Db, forma: string) => {
  const [lista, ...presentes] = forma.split(' ') as [Lista, ...string[]];
  const marcados: Record<string, Placeholder> = {};
  for (const filtro of presentes) marcados[filtro] = sql.placeholder(filtro);
  const janela = { offset: sql.placeholder('offset'), leitura: sql.placeholder('leitura') };
  const query = LISTAS[lista](db, { page: 1, ...marcados }, new Map(), janela) as Preparable<Pagina>;
  return query.prepare(`busca_${forma.replaceAll(' ', '_')}`);
});

/**
 * A window of the page query. Words are planned each time, by what was found for them: a generic
 * plan would walk the name index for a rare name as for 'silva'.
 */
function ler(db: Db, lista: Lista, filtros: BuscaQuery, achadas: PalavrasAchadas, janela: Janela) {
  if (BUSCA_TEXTOS.some((filtro) => filtros[filtro] !== undefined)) {
    return (LISTAS[lista](db, filtros, achadas, janela) as Preparable<Pagina>).execute();
  }
  const presentes = BUSCA_VALORES.filter((filtro) => filtros[filtro] !== undefined);
  const valores: Record<string, unknown> = { offset: janela.offset, leitura: janela.leitura };
  for (const filtro of presentes) valores[filtro] = filtros[filtro];
  return paginaPreparada(db, [lista, ...presentes].join(' ')).execute(valores);
}

/**
 * Reads the page and the total it reports: exact when the window read every row, else what the
 * window holds, capped at its limit (and more than what was shown). A page past the end has no row to carry the count: it is read
 * from the window's start. A window of links can hold fewer people than the page needs (the same
 * person in many of its cases): it is read again, twice as long, until the page is full or nothing
 * was left out, so a page that is not full is always the last.
 */
async function lerPagina(
  filtros: BuscaQuery,
  ler: (janela: Janela) => Promise<Pagina>,
): Promise<{ pagina: Pagina; total: number; total_exato: boolean }> {
  let janela = janelaDe(filtros);
  for (;;) {
    const pagina = await ler(janela);
    const [linha] = pagina.length > 0 || janela.offset === 0 ? pagina : await ler({ ...janela, offset: 0 });
    if (!linha) return { pagina, total: 0, total_exato: true };
    const cortada = (linha.lidos ?? linha.total) >= janela.leitura;
    if (!cortada || pagina.length === BUSCA_PAGINA) {
      return {
        pagina,
        total: cortada ? Math.min(linha.total, janela.limite) : linha.total,
        total_exato: !cortada,
      };
    }
    janela = { ...janela, leitura: janela.leitura * 2 };
  }
}

export async function buscarPessoas(ctx: ServiceContext, filtros: BuscaQuery) {
  const actor = requireActor(ctx);
  const achadas = await acharPalavras(ctx.db, filtros);
  const { pagina, ...contados } = await lerPagina(filtros, (janela) =>
    ler(ctx.db, 'pessoas', filtros, achadas, janela),
  );
  const ids = pagina.map((row) => row.id);
  const rows = await detalhesPessoas(ctx.db, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const completo = actor.permissions.has('ver_perfil');
  await auditRead(ctx.db, {
    action: 'busca.pessoas',
    message: `Pesquisa de pessoas: ${mensagemTotal(contados)} resultado(s), página ${filtros.page}`,
    userId: actor.id,
    context: { filtros: usados(filtros), page: filtros.page, ...contados, pessoaIds: ids, completo },
  });
  return {
    page: filtros.page,
    ...contados,
    data: ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      return [
        {
          ...row,
          cpf: completo ? row.cpf : null,
          data_nascimento: completo ? row.data_nascimento : null,
          mae: completo ? row.mae : null,
          cpf_mascarado: maskCpf(row.cpf),
        },
      ];
    }),
  };
}

export async function buscarCasos(ctx: ServiceContext, filtros: BuscaQuery) {
  const actor = requireActor(ctx);
  const achadas = await acharPalavras(ctx.db, filtros);
  const { pagina, ...contados } = await lerPagina(filtros, (janela) =>
    ler(ctx.db, 'casos', filtros, achadas, janela),
  );
  const ids = pagina.map((row) => row.id);
  const rows = await detalhesCasos(ctx.db, actor.id, ctx.now(), ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  await auditRead(ctx.db, {
    action: 'busca.casos',
    message: `Pesquisa de casos: ${mensagemTotal(contados)} resultado(s), página ${filtros.page}`,
    userId: actor.id,
    context: { filtros: usados(filtros), page: filtros.page, ...contados, casoIds: ids },
  });
  return {
    page: filtros.page,
    ...contados,
    data: ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const { createdAt, ...rest } = row;
      return [{ ...rest, created_at: createdAt.toISOString() }];
    }),
  };
}

const mensagemTotal = ({ total, total_exato }: { total: number; total_exato: boolean }) =>
  total_exato ? String(total) : `mais de ${total}`;
