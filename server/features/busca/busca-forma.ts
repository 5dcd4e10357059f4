/**
 * A search's filters as its page query takes them: the shape the query's text hangs on (Forma) and
 * the values of its placeholders. The query is built once per shape (busca.service.ts): typing
 * another name costs PostgreSQL its planning, not the server the building of the query.
 */
import type { BuscaQuery } from '../../../shared/schemas/busca';
import type { Shape } from '../../db/prepared';
import {
  CAMPOS_TEXTO,
  type Campo,
  type FormaTexto,
  formaTexto,
  type PalavrasAchadas,
  termosDe,
  valoresTexto,
} from './busca-palavras';
import { escapeLike } from './pessoa-busca.service';

/** The filters matched by value (equalities, a range): their plans do not hang on the values. */
export const BUSCA_VALORES = [
  'identificador',
  'bo',
  'procedimento',
  'placa',
  'cpf',
  'dataInicio',
  'dataFim',
] as const;
export type BuscaValor = (typeof BUSCA_VALORES)[number];

/** What a page query's text hangs on: the value filters present, each text filter's shape. */
export interface Forma extends Shape {
  valores: BuscaValor[];
  textos: Partial<Record<Campo, FormaTexto>>;
  /** Words typed in the case's name filter. */
  caso: number;
  /** Whether words are looked for: then the plan hangs on them, and is made for each search. */
  comPalavras: boolean;
  /**
   * One word of a name and nothing else of a person or of the case itself (a period may go with
   * it): its cases are read by word, newest first (busca_palavras_casos).
   */
  umaPalavra: boolean;
  /**
   * Some people are found only by a former whole of theirs (busca-pessoa.ts): their ids are the
   * placeholder `anteriores`. Set by the search once it has looked them up.
   */
  anteriores?: boolean;
}

/**
 * Words found for one typed word, at most, for its cases to be read word by word: each word reads
 * up to the count's limit, and past this many a typed fragment ('sil') costs less read through
 * its people.
 */
const PALAVRAS_POR_CASO_MAX = 40;

function umaPalavraDe(presentes: BuscaValor[], textos: Forma['textos'], caso: number, valores: object) {
  const { nome, ...outros } = textos;
  const achadas = (valores as Record<string, unknown>).nome_p0;
  return (
    nome !== undefined &&
    Object.keys(outros).length === 0 &&
    !nome.pares &&
    nome.palavras === 1 &&
    nome.curtas === 0 &&
    caso === 0 &&
    presentes.every((filtro) => filtro === 'dataInicio' || filtro === 'dataFim') &&
    Array.isArray(achadas) &&
    achadas.length <= PALAVRAS_POR_CASO_MAX
  );
}

export function formaDe(
  lista: string,
  filtros: BuscaQuery,
  achadas: PalavrasAchadas,
): { forma: Forma; valores: Record<string, unknown> } {
  const valores: Record<string, unknown> = {};
  const presentes = BUSCA_VALORES.filter((filtro) => filtros[filtro] !== undefined);
  for (const filtro of presentes) valores[filtro] = filtros[filtro];
  const textos: Forma['textos'] = {};
  for (const campo of CAMPOS_TEXTO) {
    const termo = filtros[campo];
    if (termo === undefined) continue;
    const termos = termosDe(campo, termo, achadas);
    textos[campo] = formaTexto(termos);
    Object.assign(valores, valoresTexto(campo, termos));
  }
  const doCaso = [...new Set((filtros.caso ?? '').split(/\s+/).filter(Boolean))];
  doCaso.forEach((palavra, i) => {
    valores[`caso_${i}`] = escapeLike(palavra);
  });
  const chaveTextos = Object.entries(textos).map(
    ([campo, forma]) => `${campo}:${Number(forma.pares)}.${forma.palavras}.${forma.curtas}`,
  );
  const umaPalavra = umaPalavraDe(presentes, textos, doCaso.length, valores);
  const key = [
    lista,
    ...presentes,
    ...chaveTextos,
    ...(doCaso.length > 0 ? [`caso:${doCaso.length}`] : []),
    ...(umaPalavra ? ['por-palavra'] : []),
  ];
  return {
    forma: {
      key: key.join(' '),
      valores: presentes,
      textos,
      caso: doCaso.length,
      comPalavras: chaveTextos.length > 0 || doCaso.length > 0,
      umaPalavra,
    },
    valores,
  };
}
