/**
 * The search screen's person filters (nome, vulgo, mae, cpf) as conditions on the registry's row of
 * a person, or on a former whole of it (pessoa_dados_anteriores, issue 39): a person is found by
 * what they are on record as now, or by what they were, each former whole matched as one (an old
 * name with the new CPF finds no one). The former wholes are few (a registry change that replaced
 * one of the four fields leaves one), and are read through the same kind of indexes.
 */
import { and, asc, type SQL, type Subquery, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { buscaVinculos, pessoaDadosAnteriores, pessoas } from '../../db/schema';
import type { Forma } from './busca-forma';
import { CAMPOS_TEXTO, condicoesTexto } from './busca-palavras';

type Tabela = typeof pessoas | typeof pessoaDadosAnteriores;

/** Conditions on a person's registry row, or on a former whole of it. */
export function condicoesPessoa(forma: Forma, tabela: Tabela = pessoas): SQL[] {
  const colunas = {
    nome: { texto: tabela.nome, palavras: tabela.nome_palavras },
    vulgo: { texto: tabela.vulgo, palavras: tabela.vulgo_palavras },
    mae: { texto: tabela.mae, palavras: tabela.mae_palavras },
  };
  return [
    ...CAMPOS_TEXTO.flatMap((campo) => {
      const texto = forma.textos[campo];
      return texto ? condicoesTexto(campo, texto, colunas[campo]) : [];
    }),
    ...(forma.valores.includes('cpf') ? [sql`${tabela.cpf} = ${sql.placeholder('cpf')}`] : []),
  ];
}

const anteriores = pessoaDadosAnteriores;

/**
 * The window of people a former whole of theirs is found by and what they are now is not, in name
 * order. `doVinculo`: the case filters, on the links of the person.
 */
function pessoasPorAnteriores(db: Db, forma: Forma, doVinculo: SQL[]) {
  return db
    .select({ id: pessoas.id, ordem: pessoas.nome_ordem })
    .from(pessoas)
    .where(
      and(
        sql`${pessoas.id} IN (SELECT ${anteriores.pessoaId} FROM ${anteriores}
          WHERE ${and(...condicoesPessoa(forma, anteriores))})`,
        sql`(${and(...condicoesPessoa(forma))}) IS NOT TRUE`,
        doVinculo.length > 0
          ? sql`${pessoas.id} IN (SELECT ${buscaVinculos.pessoaId} FROM ${buscaVinculos} WHERE ${and(...doVinculo)})`
          : undefined,
      ),
    )
    .orderBy(asc(pessoas.nome_ordem), asc(pessoas.id))
    .limit(sql.placeholder('leitura'))
    .as('anteriores');
}

/**
 * The people the filters find now (`atuais`, a window in name order), then those found only by a
 * former whole, each marked (`anterior`): the page takes both in name order. A person is in one of
 * the two, so the window counts each once.
 */
export function comAnteriores(
  db: Db,
  forma: Forma,
  atuais: Subquery & { id: AnyPgColumn; ordem: AnyPgColumn },
  doVinculo: SQL[],
) {
  const porAnteriores = pessoasPorAnteriores(db, forma, doVinculo);
  return db
    .select({ id: atuais.id, ordem: atuais.ordem, anterior: sql<boolean>`false`.as('anterior') })
    .from(atuais)
    .unionAll(
      db
        .select({ id: porAnteriores.id, ordem: porAnteriores.ordem, anterior: sql<boolean>`true` })
        .from(porAnteriores),
    )
    .as('achados_todos');
}
