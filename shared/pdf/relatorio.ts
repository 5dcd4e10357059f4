/**
 * The report's ONE document definition (spec §2.3 'Report', §9 'Report PDF'), built from the case
 * as both sides hold it. Pure: the server renders it with pdfmake in Node, the device renders it in
 * a lazy chunk from the cached case, and both print the same text. Sections appear only with data;
 * what the report screen left out is not printed; images come in already downscaled (a thumbnail or
 * the map), keyed by media id, and are fitted within 330 × 280.
 */
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { grupoDoCargo } from '../equipe';
import { nomesDasMidiasDoCaso } from '../midia-nome';
import { alertaDeHora, ditoPeloArquivo, registroDaMidia } from '../midia-origem';
import { CONDICOES, rotuloCondicao, rotuloVestigio } from '../options-caso';
import type { Caso } from '../schemas/casos';
import type { RelatorioExclusao } from '../schemas/relatorio';
import { dataHoraPdf, dataPdf, enderecoLinha, preenchidos } from './formato';
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
import { pares, pessoaPdf } from './relatorio-pessoas';

/** Spec §9: printed as the spec spells it. */
export const RELATORIO_TITULO = 'Relatório de Investigação Premilinar';
export const IMAGEM_MAX: [number, number] = [330, 280];

/** The case as the report reads it: the server's `Caso` and the device's view both fit. */
export type RelatorioCaso = Pick<
  Caso,
  | 'id'
  | 'name'
  | 'created_at'
  | 'user'
  | 'vitimas'
  | 'testemunhas'
  | 'suspeitos'
  | 'geolocalizacao_caso'
  | 'geolocalizacao_camera'
  | 'meios'
  | 'acionamentos'
  | 'anotacoes'
  | 'vestigios'
  | 'equipe'
  | 'delegado'
> & { identificador: string | null; relatorio_exclusoes: readonly RelatorioExclusao[] };

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

/** Spec §9: team groups of the PDF. The display groups' Polícia Civil investigates, IPC is forensics. */
export type GrupoPdf = 'Investigação' | 'Perícia' | 'Outros';
export function grupoPdf(cargo: string): GrupoPdf {
  const grupo = grupoDoCargo(cargo);
  return grupo === 'Polícia Civil' ? 'Investigação' : grupo === 'IPC' ? 'Perícia' : 'Outros';
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

export function incluido(caso: RelatorioCaso, tipo: RelatorioExclusao['tipo'], id: string): boolean {
  return !caso.relatorio_exclusoes.some((e) => e.tipo === tipo && e.id === id);
}

const secao = (titulo: string, conteudo: Content[]): Content[] =>
  conteudo.length === 0 ? [] : comTitulo({ text: titulo, style: 'secao' }, conteudo);

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

function equipePdf(caso: RelatorioCaso): Content[] {
  const grupos: GrupoPdf[] = ['Investigação', 'Perícia', 'Outros'];
  return grupos.flatMap((grupo) => {
    const membros = caso.equipe.filter((m) => grupoPdf(m.cargo.nome) === grupo);
    if (membros.length === 0) return [];
    return [
      { text: grupo, style: 'item' },
      {
        ul: membros.map((m) => ({
          text: `${m.name} — ${m.cargo.nome} — matrícula ${m.matricula}`,
          style: 'valor',
        })),
      },
    ];
  });
}

function localPdf(entrada: RelatorioEntrada): Content[] {
  const { caso, imagens } = entrada;
  return caso.geolocalizacao_caso
    .filter((local) => incluido(caso, 'local', local.id))
    .flatMap((local) => [
      pares(
        preenchidos([
          ['Endereço', enderecoLinha(local)],
          ['Coordenadas', local.coordenadas ? `${local.coordenadas[1]}, ${local.coordenadas[0]}` : null],
          ['Precisão', local.precisao_m !== null ? `${Math.round(local.precisao_m)} m` : null],
          ...Object.entries(local.condicoes ?? {}).map(
            ([campo, valor]) => [CONDICOES[campo] ?? campo, valor ? rotuloCondicao(valor) : null] as const,
          ),
        ]),
      ),
      ...imagem(local.mapa_media_id ? imagens[local.mapa_media_id] : undefined, 'Mapa do local'),
    ]);
}

function midiasPdf(entrada: RelatorioEntrada): { conteudo: Content[]; hashes: MidiaIntegridade[] } {
  const hashes: MidiaIntegridade[] = [];
  // The same names as the export's files, so paper and zip point at each other.
  const nomes = nomesDasMidiasDoCaso(entrada.caso.vestigios);
  const conteudo = entrada.caso.vestigios.flatMap((v, i): Content[] => [
    { text: `Vestígio ${i + 1}: ${rotuloVestigio(v.tipo)}`, style: 'item' },
    pares(
      preenchidos([
        ['Descrição', v.descricao],
        ['Registrado por', `${v.user.name} (${v.user.matricula})`],
        ['Registrado em', dataHoraPdf(v.created_at)],
        ['Coordenadas', v.coordenadas ? `${v.coordenadas[1]}, ${v.coordenadas[0]}` : null],
      ]),
    ),
    ...v.midias.flatMap((m): Content[] => {
      const nome = nomes.get(m.id) ?? m.id;
      hashes.push({ nome, sha256: m.sha256 });
      const arquivo = ditoPeloArquivo(m);
      const alerta = alertaDeHora(m, dataHoraPdf);
      return [
        {
          unbreakable: true,
          stack: [
            ...imagem(entrada.imagens[m.id]),
            // Captured or imported, as the app recorded it; an imported file's own word apart.
            { text: `${nome} — ${registroDaMidia(m, dataHoraPdf)}`, style: 'nota' },
            ...(alerta ? [{ text: alerta, style: 'nota', bold: true, color: '#b91c1c' }] : []),
            ...(arquivo ? [{ text: arquivo, style: 'nota' }] : []),
            { text: `SHA-256 do original: ${m.sha256}`, style: 'hash', margin: [0, 0, 0, 6] },
          ],
        },
      ];
    }),
  ]);
  return { conteudo, hashes };
}

export function relatorioDefinition(entrada: RelatorioEntrada): TDocumentDefinitions {
  const { caso } = entrada;
  const casoRotulo = `Caso ${caso.identificador ?? '(sem número)'} — ${caso.id}`;
  const pessoas = (lista: RelatorioCaso['vitimas'], tipo: 'vitima' | 'testemunha' | 'suspeito') =>
    lista.filter((p) => incluido(caso, tipo, p.id)).map((p) => pessoaPdf(p, caso.vitimas));
  const midias = midiasPdf(entrada);
  const cameras = caso.geolocalizacao_camera.filter((c) => incluido(caso, 'camera', c.id));
  const content: Content[] = [
    { text: RELATORIO_TITULO, style: 'titulo' },
    { text: `Emitido em ${dataHoraPdf(entrada.emitidoEm)} por ${entrada.emissor.name}`, style: 'subtitulo' },
    ...secao('Dados do caso', [
      pares(
        preenchidos([
          ['Nome do caso', caso.name],
          ['Identificador', caso.identificador],
          ['Aberto em', dataPdf(caso.created_at)],
          ['Aberto por', `${caso.user.name} (${caso.user.matricula})`],
          ['Delegado', caso.delegado ? `${caso.delegado.name} (${caso.delegado.matricula})` : null],
        ]),
      ),
    ]),
    ...secao(
      'Cronologia',
      caso.acionamentos.length ? [pares(caso.acionamentos.map((a) => [dataHoraPdf(a.horario), a.tipo]))] : [],
    ),
    ...secao('Local do crime', localPdf(entrada)),
    ...secao('Croqui (Reconhecimento Visuográfico)', imagem(entrada.croqui ?? undefined)),
    ...secao(
      'Meios e instrumentos',
      caso.meios.map((m, i) =>
        pares(
          preenchidos([
            [
              `Meio ${i + 1}`,
              m.instrumento_crime === 'Outro' ? m.outro_instrumento_crime : m.instrumento_crime,
            ],
            ['Calibres', m.calibres.join(', ')],
            ['Transporte', m.meio_transporte],
            ['Rota de chegada', m.rota_chegada_suspeito],
            ['Rota de fuga', m.rota_fuga_suspeito],
            ['Anotação', m.anotacao_meio],
          ]),
        ),
      ),
    ),
    ...secao(
      'Câmeras de segurança',
      cameras.map((c, i) =>
        pares(
          preenchidos([
            [`Câmera ${i + 1}`, enderecoLinha(c)],
            ['Coordenadas', c.coordenadas ? `${c.coordenadas[1]}, ${c.coordenadas[0]}` : null],
          ]),
        ),
      ),
    ),
    ...secao('Vítimas', pessoas(caso.vitimas, 'vitima')),
    ...secao('Suspeitos', pessoas(caso.suspeitos, 'suspeito')),
    ...secao('Testemunhas', pessoas(caso.testemunhas, 'testemunha')),
    ...secao('Equipe', equipePdf(caso)),
    ...secao(
      'Anotações',
      caso.anotacoes.map((a) => ({
        stack: [
          { text: `${a.user.name} — ${dataHoraPdf(a.created_at)}`, style: 'rotulo', headlineLevel: 2 },
          { text: a.anotacao, style: 'valor', margin: [0, 0, 0, 6] },
        ],
      })),
    ),
    ...secao('Mídias', midias.conteudo),
    blocoAssinatura(entrada.emissor, entrada.emitidoEm),
    integridadePdf(midias.hashes, entrada.verificacao, casoRotulo),
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
