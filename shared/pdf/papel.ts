/**
 * What every paper of the app shares: the header naming the state government, the regional
 * superintendence (the issuer's `srpc`) and the unit (spec §9 'Report PDF', 'Summons text'), the
 * footer with page x/y and the case, the margins and the styles. Fonts: pdfmake's Roboto, which
 * both renderers carry, so a page breaks at the same word on the server and on the phone.
 */
import type { Content, DynamicContent, Node, NodeQueries, StyleDictionary } from 'pdfmake/interfaces';
import { dataPdf } from './formato';

export interface Emissor {
  name: string;
  matricula: string;
  unidade: string | null;
  srpc: number | null;
  /** The signature block's cargo and the unit's city ('João Pessoa - PB'); absent, left out. */
  cargo?: string | null;
  cidade?: string | null;
}

/** A unit's city as the papers date them: 'João Pessoa - PB'; with none, the state (spec §9). */
export function cidadeDoPapel(cidade: { nome: string; uf: string } | null | undefined): string {
  return cidade ? `${cidade.nome} - ${cidade.uf}` : 'Paraíba - PB';
}

/** The issuer as the session's user names them (the device's papers, and the server's parity). */
export function emissorDaSessao(user: {
  name: string;
  matricula: string;
  cargo: { nome: string } | null;
  unidade: { nome: string; cidade?: { nome: string; uf: string } | null } | null;
  srpc: number | null;
}): Emissor {
  return {
    name: user.name,
    matricula: user.matricula,
    unidade: user.unidade?.nome ?? null,
    srpc: user.srpc,
    cargo: user.cargo?.nome ?? null,
    cidade: cidadeDoPapel(user.unidade?.cidade),
  };
}

export const GOVERNO = 'GOVERNO DO ESTADO DA PARAÍBA';
export const SECRETARIA = 'SECRETARIA DE ESTADO DA SEGURANÇA E DA DEFESA SOCIAL';
export const POLICIA = 'POLÍCIA CIVIL DO ESTADO DA PARAÍBA';

/** 'Xª SUPERINTENDÊNCIA REGIONAL DE POLÍCIA CIVIL', or nothing when the issuer's unit has none. */
export function superintendencia(srpc: number | null): string | null {
  return srpc ? `${srpc}ª SUPERINTENDÊNCIA REGIONAL DE POLÍCIA CIVIL` : null;
}

/** A4 with room for the three-line header above and the footer below. */
export const MARGENS: [number, number, number, number] = [50, 110, 50, 60];

export function cabecalho(emissor: Emissor): Content {
  const linhas = [
    GOVERNO,
    SECRETARIA,
    POLICIA,
    superintendencia(emissor.srpc),
    emissor.unidade?.toUpperCase(),
  ]
    .filter((linha): linha is string => Boolean(linha))
    .map((linha, i) => ({ text: linha, style: i === 0 ? 'cabecalhoForte' : 'cabecalho' }));
  return {
    margin: [50, 25, 50, 0],
    stack: [
      ...linhas,
      { canvas: [{ type: 'line', x1: 0, y1: 4, x2: 495, y2: 4, lineWidth: 0.8, lineColor: '#1c3d6e' }] },
    ],
  };
}

/**
 * Who signs the paper, as a delegate signs: the unit's city and the day, the line, the name, cargo
 * and matrícula, the unit. Kept whole on one page.
 */
export function blocoAssinatura(emissor: Emissor, emitidoEm: string): Content {
  const funcao = [emissor.cargo, `matrícula ${emissor.matricula}`].filter(Boolean).join(' — ');
  return {
    unbreakable: true,
    margin: [0, 28, 0, 0],
    stack: [
      { text: `${emissor.cidade ?? cidadeDoPapel(null)}, ${dataPdf(emitidoEm)}.`, style: 'valor' },
      { text: '_______________________________________', alignment: 'center', margin: [0, 36, 0, 2] },
      { text: emissor.name, alignment: 'center', bold: true },
      { text: funcao, alignment: 'center', style: 'rotulo' },
      ...(emissor.unidade
        ? [{ text: emissor.unidade, alignment: 'center', style: 'rotulo' } as Content]
        : []),
    ],
  };
}

/** Styles whose line heads what follows: a section's title and an item's name. */
const TITULOS = new Set(['secao', 'item']);
const ehTitulo = (node: Content): boolean =>
  typeof node === 'object' && node !== null && 'style' in node && TITULOS.has(String(node.style));

/**
 * A title kept on one page with what it heads: the title, any titles right under it ('Mídias',
 * 'Vestígio 1') and the first block after them go as one unbreakable stack. pdfmake's page-break
 * hook cannot do this alone: it sees an unbreakable block moved to the next page as still on this one.
 */
export function comTitulo(titulo: Content, conteudo: Content[]): Content[] {
  const titulos = conteudo.findIndex((node) => !ehTitulo(node));
  const juntos = titulos === -1 ? conteudo.length : titulos + 1;
  return [{ unbreakable: true, stack: [titulo, ...conteudo.slice(0, juntos)] }, ...conteudo.slice(juntos)];
}

/**
 * pdfmake's page-break hook: a heading (a title style, or any node given a `headlineLevel`) that
 * would end its page with nothing after it goes to the next page with what it heads.
 */
export function quebraAntesDeTitulo(node: Node, nodes: NodeQueries): boolean {
  const estilo = typeof node.style === 'string' ? node.style : undefined;
  const titulo = node.headlineLevel !== undefined || (estilo !== undefined && TITULOS.has(estilo));
  return titulo && nodes.getFollowingNodesOnPage().length === 0;
}

/** 'Página x/y' and the case it belongs to. */
export function rodape(casoRotulo: string): DynamicContent {
  return (paginaAtual: number, paginas: number) => ({
    margin: [50, 20, 50, 0],
    columns: [
      { text: casoRotulo, style: 'rodape' },
      { text: `Página ${paginaAtual}/${paginas}`, style: 'rodape', alignment: 'right' },
    ],
  });
}

export const ESTILOS: StyleDictionary = {
  cabecalhoForte: { fontSize: 10, bold: true, alignment: 'center', color: '#1c3d6e' },
  cabecalho: { fontSize: 8.5, alignment: 'center', color: '#1c3d6e' },
  rodape: { fontSize: 8, color: '#555555' },
  titulo: { fontSize: 15, bold: true, alignment: 'center', margin: [0, 0, 0, 4] },
  subtitulo: { fontSize: 10, alignment: 'center', color: '#444444', margin: [0, 0, 0, 14] },
  secao: { fontSize: 12, bold: true, color: '#1c3d6e', margin: [0, 14, 0, 6] },
  item: { fontSize: 10.5, bold: true, margin: [0, 6, 0, 3] },
  rotulo: { fontSize: 9, color: '#555555' },
  valor: { fontSize: 9.5 },
  hash: { fontSize: 7, color: '#333333' },
  corpo: { fontSize: 11, lineHeight: 1.35, alignment: 'justify' },
  nota: { fontSize: 9, color: '#555555', italics: true },
};
