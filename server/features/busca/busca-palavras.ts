/**
 * The search screen's name, vulgo and mother's-name filters: every typed word is part of the
 * text, accents and case ignored (spec §2.3 Search). A word of three letters or more is looked up
 * first among the words people's names hold (busca_palavras, a few thousand, by trigrams), then
 * in the people holding one of those (GIN on pessoas.*_palavras); two words of a name, through
 * the pairs of words each name holds (GIN on busca_pares_de). A trigram search straight on a
 * million names intersected lists of 100,000 rows and re-read every name it found
 * (docs/decisions.md, Search). Shorter words only narrow what the others found.
 */
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { BUSCA_FILTROS_PESSOA, type BuscaQuery } from '../../../shared/schemas/busca';
import type { Db } from '../../db/client';
import { preparedByShape } from '../../db/prepared';
import { buscaPalavras, pessoas } from '../../db/schema';
import { escapeLike, folded } from './pessoa-busca.service';

const CAMPOS = {
  nome: { texto: pessoas.nome, palavras: pessoas.nome_palavras },
  vulgo: { texto: pessoas.vulgo, palavras: pessoas.vulgo_palavras },
  mae: { texto: pessoas.mae, palavras: pessoas.mae_palavras },
} as const;
export type Campo = keyof typeof CAMPOS;
export const CAMPOS_TEXTO = BUSCA_FILTROS_PESSOA.filter((filtro): filtro is Campo => filtro in CAMPOS);

/** Trigrams need three letters: a shorter word would match most of the words people hold. */
const MINIMO = 3;

/** For each typed word looked up, the words people hold that contain it. */
export type PalavrasAchadas = ReadonlyMap<string, string[]>;

/** 0 … n − 1: the placeholders' numbers of n conditions of a kind. */
export const vezes = (n: number) => Array.from({ length: n }, (_, i) => i);

const digitadas = (termo: string) => [...new Set(termo.split(/\s+/).filter(Boolean))];

/**
 * The lookup of `termos` typed words, one statement per count: the array written out of its
 * elements tells the planner its length, so the plan made once serves every run (an array
 * parameter of unknown length made PostgreSQL plan it again each time). Each pattern is folded
 * once (OFFSET 0 keeps it from being folded again per word held).
 */
const achadasQuery = preparedByShape((db: Db, forma: { key: string; termos: number }) => {
  const termos = Array.from({ length: forma.termos }, (_, i) => sql.placeholder(`t${i}`));
  const padroes = sql`(SELECT ordem, '%' || ${folded(sql`termo`)} || '%' AS padrao
    FROM unnest(ARRAY[${sql.join(termos, sql`, `)}]::text[]) WITH ORDINALITY AS digitada (termo, ordem)
    OFFSET 0) AS t`;
  return db
    .select({
      ordem: sql<number>`t.ordem`.mapWith(Number),
      palavras: sql<string[]>`array(SELECT ${buscaPalavras.palavra} FROM ${buscaPalavras}
        WHERE ${buscaPalavras.palavra} LIKE t.padrao)`,
    })
    .from(padroes)
    .prepare(`busca_palavras_${forma.termos}`);
});

/** Looks up every typed word of three letters or more of the person filters, in one query. */
export async function findPalavras(db: Db, filtros: BuscaQuery): Promise<PalavrasAchadas> {
  const buscadas = [
    ...new Set(
      CAMPOS_TEXTO.flatMap((campo) => digitadas(filtros[campo] ?? '').filter((p) => p.length >= MINIMO)),
    ),
  ];
  if (buscadas.length === 0) return new Map();
  const termos = buscadas.length;
  const valores = Object.fromEntries(buscadas.map((palavra, i) => [`t${i}`, escapeLike(palavra)]));
  const rows = await achadasQuery(db, { key: String(termos), termos }).execute(valores);
  return new Map(rows.map((row) => [buscadas[row.ordem - 1] as string, row.palavras]));
}

/**
 * Pairs of words looked up at once, at most: past it ('ana sil' in a state's names) the two words'
 * own lists cost less than so many short ones.
 */
const PARES_MAX = 100;

/** A pair as busca_pares_de writes it: the smaller first, by code point (its COLLATE "C"). */
const par = (a: string, b: string) => (a <= b ? `${a} ${b}` : `${b} ${a}`);

/**
 * The two typed words whose found words make the fewest pairs, and those pairs: a person holding
 * one of them holds a word containing each of the two.
 */
function paresDe(digitadas: string[], achadas: PalavrasAchadas) {
  let melhor: { cobertas: [string, string]; pares: string[] } | undefined;
  digitadas.forEach((primeira, i) => {
    for (const segunda of digitadas.slice(i + 1)) {
      const [a, b] = [achadas.get(primeira) ?? [], achadas.get(segunda) ?? []];
      if (a.length * b.length > PARES_MAX) continue;
      const pares = [...new Set(a.flatMap((x) => b.map((y) => par(x, y))))];
      if (!melhor || pares.length < melhor.pares.length) melhor = { cobertas: [primeira, segunda], pares };
    }
  });
  return melhor;
}

/**
 * A text filter's words as its conditions take them: the pairs looked up (nome), the words found
 * for each other long word, and the short words (escaped for LIKE).
 */
export interface TermosCampo {
  pares?: string[];
  palavras: string[][];
  curtas: string[];
}

export function termosDe(campo: Campo, termo: string, achadas: PalavrasAchadas): TermosCampo {
  const todas = digitadas(termo);
  const longas = todas.filter((palavra) => palavra.length >= MINIMO);
  const pares = campo === 'nome' ? paresDe(longas, achadas) : undefined;
  return {
    pares: pares?.pares,
    palavras: longas
      .filter((palavra) => !pares?.cobertas.includes(palavra))
      .map((palavra) => achadas.get(palavra) ?? []),
    curtas: todas.filter((palavra) => palavra.length < MINIMO).map(escapeLike),
  };
}

/** What the SQL of a text filter hangs on: how many conditions of each kind. */
export interface FormaTexto {
  pares: boolean;
  palavras: number;
  curtas: number;
}

export const formaTexto = (termos: TermosCampo): FormaTexto => ({
  pares: termos.pares !== undefined,
  palavras: termos.palavras.length,
  curtas: termos.curtas.length,
});

/** The values of condicoesTexto's placeholders. */
export function valoresTexto(campo: Campo, termos: TermosCampo): Record<string, unknown> {
  return {
    ...(termos.pares ? { [`${campo}_pares`]: termos.pares } : {}),
    ...Object.fromEntries(termos.palavras.map((achadas, i) => [`${campo}_p${i}`, achadas])),
    ...Object.fromEntries(termos.curtas.map((curta, i) => [`${campo}_c${i}`, curta])),
  };
}

/** How a condition reads the value of a placeholder (a list of words, or a text). */
export type Valor = (nome: string, tipo: 'text' | 'text[]') => SQL;

const comoValor: Valor = (nome, tipo) =>
  tipo === 'text' ? sql`${sql.placeholder(nome)}` : sql`${sql.placeholder(nome)}::text[]`;

/**
 * The value hidden from the planner in a subquery: the plan is then the same for any value, and a
 * statement prepared under a name keeps its first one instead of being planned again at each run
 * (PostgreSQL plans anew while a plan made for the values looks cheaper than the general one).
 */
export const valorOpaco: Valor = (nome, tipo) => sql`(SELECT ${comoValor(nome, tipo)})`;

/**
 * Every typed word of `campo` in the person's: held as part of a word, or (short) in the text.
 * `onde`: where the words and the text are read, when not from the registry (a link carries its
 * person's words; a former whole of the person has both, pessoa_dados_anteriores), and how the
 * placeholders are read.
 */
export function condicoesTexto(
  campo: Campo,
  forma: FormaTexto,
  onde: { texto?: AnyColumn; palavras?: AnyColumn; valor?: Valor } = {},
): SQL[] {
  const { texto, palavras } = { ...CAMPOS[campo], ...onde };
  const valor = onde.valor ?? comoValor;
  return [
    ...(forma.pares ? [sql`busca_pares_de(${palavras}) && ${valor(`${campo}_pares`, 'text[]')}`] : []),
    ...vezes(forma.palavras).map((i) => sql`${palavras} && ${valor(`${campo}_p${i}`, 'text[]')}`),
    ...vezes(forma.curtas).map(
      (i) => sql`${folded(texto)} LIKE '%' || ${folded(valor(`${campo}_c${i}`, 'text'))} || '%'`,
    ),
  ];
}
