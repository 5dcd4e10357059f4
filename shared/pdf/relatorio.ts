/**
 * The report's ONE document definition (spec §2.3 'Report', §9 'Report PDF'), drawn from the
 * report's model (shared/secoes/modelo.ts) as both sides hold the case. Pure: the server renders it
 * with pdfmake in Node, the device renders it in a lazy chunk from the cached case, and both print
 * the same text. Sections appear only with data; what the report screen left out is not printed;
 * images come in already downscaled (a thumbnail, the map, the croqui), keyed by their source, and
 * are fitted within 330 × 280.
 */
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { ItemDaSecao, MidiaDoItem } from '../caso/relatorio-secao';
import { FONTE_CROQUI } from '../secoes/croqui';
import { itensImpressos, modeloDoRelatorio, type RelatorioCaso } from '../secoes/modelo';
import { dataHoraPdf, preenchidos } from './formato';
import {
  blocoAssinatura,
  cabecalho,
  comTitulo,
  type Emissor,
  ESTILOS,
  MARGENS,
  quebraAntesDeTitulo,
  rodape,
} from './papel';
import { integridadePdf, type MidiaIntegridade, type Verificacao } from './relatorio-integridade';

/**
 * Spec §9 prints 'Relatório de Investigação Premilinar' once; everywhere else, and the screen,
 * name the document 'Relatório de Investigação Preliminar'. A signed police paper prints the word
 * right (issue 42 item 7, docs/decisions.md).
 */
export const RELATORIO_TITULO = 'Relatório de Investigação Preliminar';
export const IMAGEM_MAX: [number, number] = [330, 280];

export type { RelatorioCaso };

export interface RelatorioEntrada {
  caso: RelatorioCaso;
  /** Who issues it: their superintendence and unit head the pages. */
  emissor: Emissor;
  /** Downscaled images by media id (data URLs): thumbnails of photos, video posters, the map. */
  imagens: Readonly<Record<string, string>>;
  /** The croqui's static image (data URL), printed after the location when given. */
  croqui?: string | null;
  /** What the last page prints so that the holder can check the paper. */
  verificacao: Verificacao;
  emitidoEm: string;
}

/** Every media the report may show: the location's map and each vestígio's photos and videos. */
export function mediasDoRelatorio(caso: {
  geolocalizacao_caso: readonly { mapa_media_id: string | null }[];
  vestigios: readonly { midias: readonly { id: string }[] }[];
}): string[] {
  return [
    ...caso.geolocalizacao_caso.flatMap((l) => (l.mapa_media_id ? [l.mapa_media_id] : [])),
    ...caso.vestigios.flatMap((v) => v.midias.map((m) => m.id)),
  ];
}

/** The evidence files the paper names (a photo printed, a video by its hash): each a custody event. */
export function midiasImpressas(caso: RelatorioCaso): string[] {
  return modeloDoRelatorio(caso)
    .flatMap((secao) => itensImpressos(caso, secao))
    .flatMap((item) => (item.midias ?? []).map((m) => m.id));
}

export function pares(lista: [string, string][]): Content {
  if (lista.length === 0) return [];
  return {
    layout: 'noBorders',
    margin: [0, 0, 0, 4],
    table: {
      widths: [130, '*'],
      body: lista.map(([rotulo, valor]) => [
        { text: rotulo, style: 'rotulo' },
        { text: valor, style: 'valor' },
      ]),
    },
  };
}

/** An image, and its caption on the same page. */
const imagem = (dataUrl: string | undefined, legenda?: string): Content[] =>
  dataUrl
    ? [
        {
          unbreakable: true,
          stack: [
            { image: dataUrl, fit: IMAGEM_MAX, margin: [0, 4, 0, 2] },
            ...(legenda ? [{ text: legenda, style: 'nota' }] : []),
          ],
        },
      ]
    : [];

/** A media file: its image when there is one, how it was recorded, and its hash, on one page. */
function midiaPdf(m: MidiaDoItem, dataUrl: string | undefined): Content {
  return {
    unbreakable: true,
    stack: [
      ...imagem(dataUrl),
      // Captured or imported, as the app recorded it; an imported file's own word apart.
      { text: `${m.nome} — ${m.registro}`, style: 'nota' },
      ...(m.alerta ? [{ text: m.alerta, style: 'nota', bold: true, color: '#b91c1c' }] : []),
      ...(m.arquivo ? [{ text: m.arquivo, style: 'nota' }] : []),
      { text: `SHA-256 do original: ${m.sha256}`, style: 'hash', margin: [0, 0, 0, 6] },
    ],
  };
}

/** An item's blocks; none when it has nothing to print (a croqui the renderer was not given). */
function itemPdf(item: ItemDaSecao, imagens: Readonly<Record<string, string>>): Content[] {
  const linhas = preenchidos(item.linhas);
  const figuras = (item.imagens ?? []).flatMap((i) => imagem(imagens[i.fonte], i.legenda));
  const corpo: Content[] = [
    ...(item.subtitulo ? [{ text: item.subtitulo, style: 'rotulo', headlineLevel: 2 }] : []),
    pares(linhas),
    ...(item.texto ? [{ text: item.texto, style: 'valor', margin: [0, 0, 0, 6] } as Content] : []),
    ...(item.lista?.length ? [{ ul: item.lista.map((text) => ({ text, style: 'valor' })) }] : []),
  ];
  const midias = (item.midias ?? []).map((m) => midiaPdf(m, imagens[m.id]));
  const vazio = linhas.length === 0 && !item.texto && !item.lista?.length;
  if (vazio && figuras.length === 0 && midias.length === 0) return [];
  const titulo = item.titulo ? [{ text: item.titulo, style: 'item' }] : [];
  // A person, a means, a note: kept on one page with its title; images and media break apart.
  const bloco: Content[] = vazio ? titulo : [{ unbreakable: true, stack: [...titulo, ...corpo] }];
  return [...bloco, ...figuras, ...midias];
}

export function relatorioDefinition(entrada: RelatorioEntrada): TDocumentDefinitions {
  const { caso } = entrada;
  const casoRotulo = `Caso ${caso.identificador ?? '(sem número)'} — ${caso.id}`;
  const imagens = entrada.croqui ? { ...entrada.imagens, [FONTE_CROQUI]: entrada.croqui } : entrada.imagens;
  const hashes: MidiaIntegridade[] = [];
  const secoes = modeloDoRelatorio(caso).flatMap((secao) => {
    const itens = itensImpressos(caso, secao);
    for (const item of itens)
      for (const m of item.midias ?? []) hashes.push({ nome: m.nome, sha256: m.sha256 });
    const conteudo = itens.flatMap((item) => itemPdf(item, imagens));
    return conteudo.length === 0 ? [] : comTitulo({ text: secao.titulo, style: 'secao' }, conteudo);
  });
  const content: Content[] = [
    { text: RELATORIO_TITULO, style: 'titulo' },
    { text: `Emitido em ${dataHoraPdf(entrada.emitidoEm)} por ${entrada.emissor.name}`, style: 'subtitulo' },
    ...secoes,
    blocoAssinatura(entrada.emissor, entrada.emitidoEm),
    integridadePdf(hashes, entrada.verificacao, casoRotulo),
  ];
  return {
    pageSize: 'A4',
    pageMargins: MARGENS,
    info: { title: `${RELATORIO_TITULO} — ${caso.name}`, author: entrada.emissor.name, creator: 'RIP' },
    header: cabecalho(entrada.emissor),
    footer: rodape(casoRotulo),
    content,
    pageBreakBefore: quebraAntesDeTitulo,
    styles: ESTILOS,
    defaultStyle: { font: 'Roboto', fontSize: 10 },
  };
}
