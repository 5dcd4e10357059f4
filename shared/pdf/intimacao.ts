/**
 * The summons (intimação) paper, one definition for both renderers (spec §3 'Intimation data',
 * §9 'Summons text'): the header with the issuer's superintendence and unit, the person and the
 * appearance's date and time, Article 330 of the Penal Code and the coercive conduction, and the
 * delegate of the case's team who signs.
 */
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Intimacao } from '../schemas/relatorio';
import { dataPdf } from './formato';
import { cabecalho, cidadeDoPapel, ESTILOS, MARGENS, rodape } from './papel';

export interface IntimacaoEntrada {
  intimacao: Pick<
    Intimacao,
    | 'id'
    | 'papel'
    | 'nome'
    | 'endereco'
    | 'data'
    | 'hora'
    | 'delegado'
    | 'srpc'
    | 'unidade'
    | 'unidade_endereco'
    | 'cidade'
    | 'user'
    | 'created_at'
  >;
  caso: { id: string; identificador: string | null };
}

const QUALIDADE = { suspeito: 'suspeito(a)', testemunha: 'testemunha' } as const;

/** The body, word for word what the paper says (tested, and shown on the screen before printing). */
export function textoIntimacao({ intimacao, caso }: IntimacaoEntrada): string[] {
  const unidade = intimacao.unidade ?? 'Delegacia de Polícia Civil';
  const endereco = intimacao.endereco ? `, residente e domiciliado(a) em ${intimacao.endereco}` : '';
  const cidade = intimacao.cidade ?? cidadeDoPapel(null);
  const sede = intimacao.unidade_endereco ? `, situada em ${intimacao.unidade_endereco}, ${cidade}` : '';
  return [
    `Pela presente, fica INTIMADO(A) ${intimacao.nome.toUpperCase()}${endereco}, a comparecer à ` +
      `${unidade}${sede}, no dia ${dataPdf(intimacao.data)}, às ${intimacao.hora} horas, a fim de prestar ` +
      `declarações na qualidade de ${QUALIDADE[intimacao.papel]} nos autos do procedimento ` +
      `${caso.identificador ?? caso.id}, devendo apresentar documento oficial de identificação com foto.`,
    'O não comparecimento, sem justo motivo, caracteriza o crime de desobediência previsto no Art. 330 ' +
      'do Código Penal Brasileiro, podendo o(a) intimado(a) ser conduzido(a) coercitivamente à presença ' +
      'da Autoridade Policial.',
    `${cidade}, ${dataPdf(intimacao.created_at)}.`,
  ];
}

export function intimacaoDefinition(entrada: IntimacaoEntrada): TDocumentDefinitions {
  const { intimacao } = entrada;
  const delegado = intimacao.delegado ?? '____________________________________';
  return {
    pageSize: 'A4',
    pageMargins: MARGENS,
    info: { title: `Intimação — ${intimacao.nome}`, author: intimacao.user.name, creator: 'RIP' },
    header: cabecalho({ ...intimacao.user, srpc: intimacao.srpc, unidade: intimacao.unidade }),
    footer: rodape(`Intimação ${intimacao.id}`),
    content: [
      { text: 'INTIMAÇÃO', style: 'titulo', margin: [0, 10, 0, 24] },
      ...textoIntimacao(entrada).map((paragrafo) => ({
        text: paragrafo,
        style: 'corpo',
        margin: [0, 0, 0, 14] as [number, number, number, number],
      })),
      { text: '_______________________________________', alignment: 'center', margin: [0, 40, 0, 2] },
      { text: delegado, alignment: 'center', bold: true },
      { text: 'Delegado(a) de Polícia Civil', alignment: 'center', style: 'rotulo' },
      {
        margin: [0, 50, 0, 0],
        stack: [
          { text: 'Ciente em ____/____/________, às ____:____.', style: 'valor' },
          { text: '_______________________________________', margin: [0, 30, 0, 2] },
          { text: 'Assinatura do(a) intimado(a)', style: 'rotulo' },
        ],
      },
    ],
    styles: ESTILOS,
    defaultStyle: { font: 'Roboto', fontSize: 10 },
  };
}
