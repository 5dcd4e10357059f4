/**
 * How a delete's confirmation names what others did since the deleter saw the row (issue 26 item
 * 5), from the server's `conflitoExclusao`. Pure, so it is tested without a browser.
 *
 * A record's entries are its fields (path, value now). A case's are its records' changes, each
 * named `'<record>: <field>, <field>'` with the action as the value, and colleagues' queued work,
 * `campo: 'pendencias'` with the number of items (server/kit/exclusao.ts).
 */
import type { ConflitoExclusao } from '../../../shared/schemas/versao';
import { autoria, rotuloCampo, valorTexto } from './campo-texto';

export interface AlteracaoLida {
  chave: string;
  /** What changed: the field, or the case's record and its fields. */
  rotulo: string;
  /** Its value now, or what was done to the record. */
  valor: string;
  /** Who and when. */
  autoria: string;
}

const ACOES: Record<string, string> = {
  criado: 'Criado',
  alterado: 'Alterado',
  excluido: 'Excluído',
  conflito_resolvido: 'Conflito resolvido',
};

/** The case's own field, which no record's form names. */
const rotuloNoCaso = (campo: string) => (campo === 'name' ? 'Nome do caso' : rotuloCampo(campo));

/** A field path as the server names it ('pessoa.nome', 'vitimaVinculoId'): never a person's name. */
const CAMINHO = /^[a-z][A-Za-z0-9_]*(\.[a-z][A-Za-z0-9_]*)*$/;

/** 'Vítima: Maria da Silva: pessoa.nome, pessoa.profissao' → 'Vítima: Maria da Silva (Nome, Profissão)'. */
function registroDoCaso(campo: string): string {
  const corte = campo.lastIndexOf(': ');
  const campos = corte < 0 ? [] : campo.slice(corte + 2).split(', ');
  if (campos.length === 0 || !campos.every((c) => CAMINHO.test(c))) return campo;
  const rotulos = [...new Set(campos.map(rotuloNoCaso))];
  return `${campo.slice(0, corte)} (${rotulos.join(', ')})`;
}

const itens = (n: number) => `${n.toLocaleString('pt-BR')} ${n === 1 ? 'item' : 'itens'}`;

export function alteracoesLidas(conflito: ConflitoExclusao): AlteracaoLida[] {
  const doCaso = conflito.recurso === 'caso';
  return conflito.alteracoes.map((alteracao, indice) => {
    const chave = `${indice}:${alteracao.campo}`;
    const quem = autoria(alteracao.por, alteracao.em);
    if (doCaso && alteracao.campo === 'pendencias') {
      return {
        chave,
        rotulo: rotuloCampo('pendencias'),
        valor: `${itens(Number(alteracao.atual))} deste caso ainda não ${Number(alteracao.atual) === 1 ? 'enviado' : 'enviados'}`,
        autoria: `No aparelho de ${quem}`,
      };
    }
    if (doCaso) {
      return {
        chave,
        rotulo: registroDoCaso(alteracao.campo),
        valor: ACOES[String(alteracao.atual)] ?? valorTexto(alteracao.atual),
        autoria: `Por ${quem}`,
      };
    }
    return {
      chave,
      rotulo: rotuloCampo(alteracao.campo),
      valor: valorTexto(alteracao.atual),
      autoria: `Alterado por ${quem}`,
    };
  });
}

/** Colleagues' phones still hold work for the case. */
export function temPendencias(conflito: ConflitoExclusao): boolean {
  return conflito.recurso === 'caso' && conflito.alteracoes.some((a) => a.campo === 'pendencias');
}

/**
 * The confirmation's first words: what happened since the deleter saw the row. A delete that named
 * no version (`semVersao`, issue 39) cannot say when that was: what others did is told without it,
 * and it is asked about even when nobody else changed anything.
 */
export function resumoExclusao(conflito: ConflitoExclusao, semVersao = false): string {
  const oQue = conflito.recurso === 'caso' ? 'este caso' : 'este registro';
  if (conflito.alteracoes.length === 0) return `Ninguém mais alterou ${oQue}.`;
  const alterou = `Outra pessoa alterou ${oQue}${semVersao ? '' : ' depois que você o viu'}.`;
  if (conflito.recurso !== 'caso') return alterou;
  const alterado = conflito.alteracoes.some((a) => a.campo !== 'pendencias');
  const partes = [
    alterado && alterou,
    temPendencias(conflito) &&
      'Colegas ainda têm trabalho deste caso na fila de envio do aparelho: apagado o caso, ele não poderá ser enviado.',
  ];
  return partes.filter(Boolean).join(' ');
}
