/**
 * The search screen's person filters (nome, vulgo, mae, cpf) as conditions on the registry's row of
 * a person, or on a former whole of it (pessoa_dados_anteriores, issue 39): a person is found by
 * what they are on record as now, or by what they were, each former whole matched as one (an old
 * name with the new CPF finds no one). The former wholes are few (a registry change that replaced
 * one of the four fields leaves one), and are read through the same kind of indexes, first and
 * apart (busca.service.ts): a page query (of people, or of their cases) only takes them in when
 * there are some, so a search that finds no one by a former whole runs the very query it ran
 * before.
 */
import { and, eq, type SQL, type Subquery, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { buscaVinculos, pessoaDadosAnteriores, pessoas } from '../../db/schema';
import type { Forma } from './busca-forma';
import { CAMPOS_TEXTO, condicoesTexto, type Valor, valorOpaco } from './busca-palavras';

type Tabela = typeof pessoas | typeof pessoaDadosAnteriores;

/** Conditions on a person's registry row, or on a former whole of it (its placeholders read by `valor`). */
export function condicoesPessoa(forma: Forma, tabela: Tabela = pessoas, valor?: Valor): SQL[] {
  const onde = {
    nome: { texto: tabela.nome, palavras: tabela.nome_palavras, valor },
    vulgo: { texto: tabela.vulgo, palavras: tabela.vulgo_palavras, valor },
    mae: { texto: tabela.mae, palavras: tabela.mae_palavras, valor },
  } as const;
  const cpf = valor ? valor('cpf', 'text') : sql.placeholder('cpf');
  return [
    ...CAMPOS_TEXTO.flatMap((campo) => {
      const texto = forma.textos[campo];
      return texto ? condicoesTexto(campo, texto, onde[campo]) : [];
    }),
    ...(forma.valores.includes('cpf') ? [sql`${tabela.cpf} = ${cpf}`] : []),
  ];
}

const anteriores = pessoaDadosAnteriores;

/**
 * The people a former whole of theirs is found by and what they are now is not: driven by the
 * former wholes' indexes, a person's row read only for each whole found. Prepared once per shape
 * (busca.service.ts) and planned once, its values hidden from the planner (valorOpaco): the plan
 * is the same for any words. A person with two such wholes comes twice (no DISTINCT, no LIMIT:
 * their plans walked every whole; the wholes a filter reaches are a fraction of a small table).
 */
export function pessoasSoAnteriores(db: Db, forma: Forma) {
  return db
    .select({ id: pessoas.id })
    .from(anteriores)
    .innerJoin(pessoas, eq(pessoas.id, anteriores.pessoaId))
    .where(
      and(
        ...condicoesPessoa(forma, anteriores, valorOpaco),
        sql`(${and(...condicoesPessoa(forma, pessoas, valorOpaco))}) IS NOT TRUE`,
      ),
    );
}

/**
 * The people the filters find now (`atuais`, a window in name order), and those found only by a
 * former whole (placeholder `anteriores`, their ids: pessoasSoAnteriores), marked: the page takes
 * both in name order. A person is in one of the two, so the window counts each once. `doVinculo`:
 * the case filters, on the links of the person.
 */
export function comAnteriores(
  db: Db,
  atuais: Subquery & { id: AnyPgColumn; ordem: AnyPgColumn },
  doVinculo: SQL[],
) {
  const soAnteriores = and(
    sql`${pessoas.id} = ANY(${sql.placeholder('anteriores')}::uuid[])`,
    doVinculo.length > 0
      ? sql`${pessoas.id} IN (SELECT ${buscaVinculos.pessoaId} FROM ${buscaVinculos} WHERE ${and(...doVinculo)})`
      : undefined,
  );
  return db
    .select({ id: atuais.id, ordem: atuais.ordem, anterior: sql<boolean>`false`.as('anterior') })
    .from(atuais)
    .unionAll(
      db
        .select({ id: pessoas.id, ordem: pessoas.nome_ordem, anterior: sql<boolean>`true` })
        .from(pessoas)
        .where(soAnteriores),
    )
    .as('achados_todos');
}

/**
 * The cases the filters find now (`atuais`, a window newest first), and those of the people found
 * only by a former whole (placeholder `anteriores`), each case once. `doVinculo`: the case
 * filters, on the links.
 */
export function casosComAnteriores(
  db: Db,
  atuais: Subquery & { id: AnyPgColumn; ordem: AnyPgColumn },
  doVinculo: SQL[],
) {
  return db
    .select({ id: atuais.id, ordem: atuais.ordem })
    .from(atuais)
    .union(
      db
        .select({ id: buscaVinculos.casoId, ordem: buscaVinculos.casoCreatedAt })
        .from(buscaVinculos)
        .where(
          and(sql`${buscaVinculos.pessoaId} = ANY(${sql.placeholder('anteriores')}::uuid[])`, ...doVinculo),
        ),
    )
    .as('achados_todos');
}
