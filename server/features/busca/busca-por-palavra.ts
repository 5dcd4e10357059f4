/**
 * The searches by one typed word of a name and nothing else of a person (busca-paginas.ts chooses
 * them): the word's people in name order, or its cases newest first, read from tables kept in
 * that order by word (busca_palavras_pessoas, busca_palavras_casos; migrations 0027–0028). Each
 * word found reads at most the window's length, so the commonest surname costs about what a rare
 * one does.
 */
import { type AnyColumn, and, asc, desc, eq, type SQL, type Subquery, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { buscaPalavras, buscaPalavrasCasos, buscaPalavrasPessoas } from '../../db/schema';
import type { Forma } from './busca-forma';

const leitura = sql.placeholder('leitura');

/** The words found for the one typed word of a name (placeholder `nome_p0`), as rows. */
function palavrasAchadas(db: Db) {
  return db
    .select({ palavra: buscaPalavras.palavra })
    .from(buscaPalavras)
    .where(sql`${buscaPalavras.palavra} = ANY(${sql.placeholder('nome_p0')}::text[])`)
    .as('palavras');
}

/** A word's window: its rows (`id`) in the order of `ordem`, up to the window's length. */
type DaPalavra = Subquery & { id: AnyPgColumn; ordem: AnyPgColumn };

/**
 * Each word found reads its own window (`daPalavra`, joined once per word), then the first of them
 * all in `ordem`'s direction, each once.
 */
function primeirosDeTodas(
  db: Db,
  palavras: ReturnType<typeof palavrasAchadas>,
  daPalavra: DaPalavra,
  direcao: typeof asc,
) {
  return db
    .selectDistinct({ id: daPalavra.id, ordem: daPalavra.ordem })
    .from(palavras)
    .crossJoinLateral(daPalavra)
    .orderBy(direcao(daPalavra.ordem), asc(daPalavra.id))
    .limit(leitura)
    .as('achados');
}

/** One word of a name and no other filter, of the person or of a case. */
export const pessoasPorPalavra = (forma: Forma) => forma.umaPalavra && forma.valores.length === 0;

/**
 * The window of people of one typed word of a name, in name order: for each word found that
 * contains it, its people in that order up to the window's length (busca_palavras_pessoas), then
 * the first of them all; as for cases, no one among the window's first is left out.
 */
export function pessoasDaPalavra(db: Db) {
  const palavras = palavrasAchadas(db);
  const daPalavra = db
    .select({ id: buscaPalavrasPessoas.pessoaId, ordem: buscaPalavrasPessoas.nomeOrdem })
    .from(buscaPalavrasPessoas)
    .where(eq(buscaPalavrasPessoas.palavra, palavras.palavra))
    .orderBy(asc(buscaPalavrasPessoas.nomeOrdem), asc(buscaPalavrasPessoas.pessoaId))
    .limit(leitura)
    .as('da_palavra');
  return primeirosDeTodas(db, palavras, daPalavra, asc);
}

/**
 * The window of cases of one typed word of a name: for each word found that contains it, its
 * cases newest first up to the window's length (busca_palavras_casos, in that order), then the
 * newest of them all. A case among the window's newest is among its own word's newest, so no case
 * is left out; 'silva' reads a few thousand index entries instead of its 42,000 links.
 */
export function casosDaPalavra(db: Db, periodo: (data: AnyColumn) => SQL[]) {
  const palavras = palavrasAchadas(db);
  const daPalavra = db
    .select({ id: buscaPalavrasCasos.casoId, ordem: buscaPalavrasCasos.casoCreatedAt })
    .from(buscaPalavrasCasos)
    .where(
      and(eq(buscaPalavrasCasos.palavra, palavras.palavra), ...periodo(buscaPalavrasCasos.casoCreatedAt)),
    )
    .groupBy(buscaPalavrasCasos.casoCreatedAt, buscaPalavrasCasos.casoId)
    .orderBy(desc(buscaPalavrasCasos.casoCreatedAt), asc(buscaPalavrasCasos.casoId))
    .limit(leitura)
    .as('da_palavra');
  return primeirosDeTodas(db, palavras, daPalavra, desc);
}
