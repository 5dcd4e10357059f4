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
    | 'delegado_origem'
    | 'boletins'
    | 'procedimento'
    | 'srpc'
    | 'unidade'
    | 'unidade_endereco'
    | 'cidade'
    | 'user'
    | 'created_at'
  >;
  caso: { id: string; identificador: string | null };
}

type Margem = [number, number, number, number];

/** Printed under the blank signature line when nobody could be named (issue 42 item 6). */
export const SEM_DELEGADO = 'Não há delegado(a) na equipe do caso: assina a autoridade policial competente.';

const QUALIDADE = { suspeito: 'suspeito(a)', testemunha: 'testemunha' } as const;

/** The body, word for word what the paper says (tested, and shown on the screen before printing). */
export function textoIntimacao({ intimacao, caso }: IntimacaoEntrada): string[] {
  const unidade = intimacao.unidade ?? 'Delegacia de Polícia Civil';
  const endereco = intimacao.endereco ? `, residente e domiciliado(a) em ${intimacao.endereco}` : '';
  const cidade = intimacao.cidade ?? cidadeDoPapel(null);
  const sede = intimacao.unidade_endereco ? `, situada em ${intimacao.unidade_endereco}, ${cidade}` : '';
  // Issue 42: the police numbers the case is filed under, the app's own identifier after them.
  const rip = `caso ${caso.identificador ?? caso.id} do RIP`;
  const autos = intimacao.procedimento ? `do ${intimacao.procedimento} (${rip})` : `do ${rip}`;
  const bo = intimacao.boletins ? `, referente ao Boletim de Ocorrência ${intimacao.boletins}` : '';
  return [
    `Pela presente, fica INTIMADO(A) ${intimacao.nome.toUpperCase()}${endereco}, a comparecer à ` +
      `${unidade}${sede}, no dia ${dataPdf(intimacao.data)}, às ${intimacao.hora} horas, a fim de prestar ` +
      `declarações na qualidade de ${QUALIDADE[intimacao.papel]} nos autos ${autos}${bo}, ` +
      'devendo apresentar documento oficial de identificação com foto.',
    'O não comparecimento, sem justo motivo, caracteriza o crime de desobediência previsto no Art. 330 ' +
      'do Código Penal Brasileiro, podendo o(a) intimado(a) ser conduzido(a) coercitivamente à presença ' +
      'da Autoridade Policial.',
    `${cidade}, ${dataPdf(intimacao.created_at)}.`,
  ];
}

/**
 * 'intimacao-joao-da-silva.pdf': the file's name in ASCII without spaces (issue 42), so it travels
 * by e-mail, WhatsApp and the court's systems as typed.
 */
export function arquivoDaIntimacao(nome: string): string {
  const ascii = nome
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `intimacao-${ascii || 'pessoa'}.pdf`;
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
      ...(intimacao.delegado
        ? []
        : [
            {
              text: SEM_DELEGADO,
              alignment: 'center' as const,
              style: 'rotulo',
              margin: [0, 4, 0, 0] as Margem,
            },
          ]),
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
