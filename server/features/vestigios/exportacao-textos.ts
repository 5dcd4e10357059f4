/**
 * The texts of the evidence export for people (pt-BR): CUSTODIA.txt, each file's origin and chain
 * of custody, and LEIA-ME.txt, how to check the files on any computer. Windows line ends, so the
 * plainest editor of each system shows them as lines.
 */
import { alertaDeHora, ditoPeloArquivo, registroDaMidia } from '../../../shared/midia-origem';
import { rotuloVestigio } from '../../../shared/options-caso';
import { dataHoraPdf, dataPdf } from '../../../shared/pdf/formato';
import { type Apreensao, linhasDaApreensao } from '../../../shared/schemas/apreensao';
import type { CustodiaEvento, Midia } from '../../../shared/schemas/vestigios';

export interface ItemExportado {
  arquivo: string;
  vestigio_id: string;
  vestigio_tipo: string;
  /** A seized object's serial, seal and deposit (issue 42); null for other types. */
  apreensao: Apreensao | null;
  media_id: string;
  sha256: string;
  tamanho_bytes: number;
  content_type: string;
  origem: Midia['origem'];
  /** Whether the server verified the device's signature of a capture, or why not (issue 39). */
  verificacao: Midia['verificacao'];
  registrada_em: string | null;
  hora_fora_do_caso: Midia['hora_fora_do_caso'];
  coordenadas: Midia['coordenadas'];
  precisao_m: number | null;
  dispositivo: string | null;
  arquivo_diz: Midia['arquivo'];
  capturada_por: Midia['capturada_por'];
  eventos: CustodiaEvento[];
}

export interface CabecalhoExportacao {
  caso: {
    id: string;
    identificador: string;
    nome: string;
    /** Issue 42: the boletins and the procedure, as the papers cite them; null when not given. */
    boletins: string | null;
    procedimento: string | null;
  };
  exportado_em: string;
  exportado_por: { name: string; matricula: string };
  /** The last report the server issued, its PDF in the zip at `arquivo`. */
  relatorio_emitido: {
    codigo: string;
    sha256: string;
    emitido_em: string;
    origem: string;
    checkpoint: string | null;
    arquivo: string;
    /** The public page that checks it, at the configured address (PUBLIC_URL). */
    verificacao: string;
  } | null;
}

const ACOES: Record<string, string> = {
  'custodia.captura': 'Recebida no servidor (SHA-256 conferido)',
  'custodia.visualizacao': 'Visualizada',
  'custodia.download': 'Baixada',
  'custodia.exportacao': 'Exportada',
  'custodia.relatorio': 'Impressa num relatório',
  'custodia.exclusao': 'Apagada',
};

/**
 * Each part is one line, whatever its values hold: a file name, a seal or a case name typed with a
 * line break would otherwise write lines of its own into the file meant for the court (a custody
 * event that never happened). Breaks and other control characters become spaces.
 */
const umaLinha = (parte: string) => parte.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ');
const linhas = (partes: string[]) => `${partes.map(umaLinha).join('\r\n')}\r\n`;
const hora = (instante: string) => `${dataHoraPdf(instante)} (horário de Brasília)`;

function casoLinhas(c: CabecalhoExportacao): string[] {
  return [
    `Caso ${c.caso.identificador} — ${c.caso.nome}`,
    ...(c.caso.procedimento ? [`Procedimento: ${c.caso.procedimento}`] : []),
    ...(c.caso.boletins ? [`Boletim de ocorrência: ${c.caso.boletins}`] : []),
  ];
}

/** Each file: its name and hash, how it came in (captured or imported), and every custody event. */
export function custodiaTexto(c: CabecalhoExportacao, itens: ItemExportado[]): string {
  const partes = [
    'CADEIA DE CUSTÓDIA DOS VESTÍGIOS',
    ...casoLinhas(c),
    `Exportado em ${hora(c.exportado_em)} por ${c.exportado_por.name} (${c.exportado_por.matricula})`,
    '',
  ];
  for (const item of itens) {
    const midia = { ...item, arquivo: item.arquivo_diz };
    const diz = ditoPeloArquivo(midia);
    const alerta = alertaDeHora(midia, hora);
    partes.push(
      item.arquivo,
      `  Vestígio: ${rotuloVestigio(item.vestigio_tipo)}`,
      ...(item.apreensao
        ? linhasDaApreensao(item.apreensao, dataPdf).flatMap(([rotulo, valor]) =>
            valor ? [`  ${rotulo}: ${valor}`] : [],
          )
        : []),
      `  SHA-256: ${item.sha256} (${item.tamanho_bytes} bytes, ${item.content_type})`,
      `  ${registroDaMidia(midia, hora)}, por ${item.capturada_por.name} (${item.capturada_por.matricula})`,
      ...(alerta ? [`  ${alerta.toUpperCase()}`] : []),
      ...(diz ? [`  ${diz}`] : []),
      ...(item.dispositivo ? [`  Aparelho que registrou: ${item.dispositivo}`] : []),
      '  Eventos:',
      ...item.eventos.map((e) => {
        const quem = e.user ? ` — ${e.user.name} (${e.user.matricula})` : '';
        const ip = e.ip ? ` — IP ${e.ip}` : '';
        return `    ${hora(e.created_at)}: ${ACOES[e.acao] ?? e.descricao}${quem}${ip}`;
      }),
      '',
    );
  }
  return linhas(partes);
}

function relatorioTexto(c: CabecalhoExportacao): string[] {
  const r = c.relatorio_emitido;
  if (!r) return ['Nenhum relatório foi emitido pelo servidor para este caso até esta exportação.'];
  return [
    `Último relatório emitido pelo servidor: código ${r.codigo}, em ${hora(r.emitido_em)}.`,
    `O PDF emitido está em ${r.arquivo}, com a sua linha em SHA256SUMS (SHA-256 ${r.sha256}):`,
    'a conferência acima o confere também. O PDF é assinado digitalmente (PAdES): qualquer leitor de',
    'PDF mostra a assinatura. Na página pública de verificação do RIP, o código mostra o que o papel',
    'deve dizer e o arquivo é conferido byte a byte:',
    `    ${r.verificacao}`,
    ...(r.checkpoint
      ? [
          'Ponto de controle do registro de auditoria impresso no relatório (a cadeia do log assinada',
          'fora do banco de dados; o verificador do sistema confere o log contra ele):',
          `    ${r.checkpoint}`,
        ]
      : []),
  ];
}

/** How to check it all, step by step, on Windows, macOS or Linux, with no program to install. */
export function leiaMe(c: CabecalhoExportacao, itens: ItemExportado[]): string {
  const exemplo = itens[0]?.arquivo.replaceAll('/', '\\') ?? 'midias\\Vestígio 01 – foto 1.jpg';
  return linhas([
    'LEIA-ME — Exportação verificável dos vestígios',
    ...casoLinhas(c),
    `Exportado em ${hora(c.exportado_em)} por ${c.exportado_por.name} (${c.exportado_por.matricula})`,
    '',
    'O QUE HÁ AQUI',
    '- midias/: os arquivos originais, byte a byte como o aparelho os enviou, com os mesmos nomes',
    '  do relatório ("Vestígio 03 – foto 2", "Vestígio 03 – vídeo").',
    '- SHA256SUMS: o SHA-256 de cada arquivo, calculado no aparelho no momento do registro e',
    '  conferido pelo servidor ao recebê-lo.',
    '- CUSTODIA.txt: de cada arquivo, se foi capturado pela câmera do app (com a assinatura do',
    '  aparelho conferida pelo servidor) ou importado do aparelho (e, se importado, o que o próprio',
    '  arquivo diz de si, sem verificação), horas fora da vida do caso, e a cadeia de custódia:',
    '  recebimento, visualizações, downloads e exportações, com data, usuário e IP.',
    '- custodia.json: o mesmo, para programas.',
    '- relatorio/: o último relatório emitido pelo servidor, o PDF como foi emitido.',
    '',
    'COMO CONFERIR OS ARQUIVOS (em qualquer computador, sem instalar nada)',
    'Extraia o zip e abra um terminal na pasta extraída (a que contém SHA256SUMS).',
    '',
    'Linux ou macOS (Terminal):',
    '    shasum -a 256 -c SHA256SUMS',
    '  (no Linux também: sha256sum -c SHA256SUMS)',
    '  Cada arquivo deve aparecer com "OK". Um "FAILED" indica um arquivo diferente do registrado.',
    '',
    'Windows (Prompt de Comando), um arquivo por vez:',
    `    certutil -hashfile "${exemplo}" SHA256`,
    '  Compare o resultado com a linha desse arquivo em SHA256SUMS (maiúsculas ou minúsculas não',
    '  importam). Se forem diferentes, o arquivo não é o registrado.',
    '',
    'Os mesmos SHA-256 estão impressos no relatório do caso (seção de vestígios e página de',
    'integridade): compare também com eles.',
    '',
    'RELATÓRIO',
    ...relatorioTexto(c),
  ]);
}
