/**
 * How a vestígio's file is described wherever it is shown — screens, custody, export, report
 * (issue 27): captured by the app's camera (the moment and fix of the capture), imported from the
 * device (the moment and fix of the import) with, apart and named as such, what the file says of
 * itself; or, for files recorded before the two were told apart, neither claimed.
 */
import type { Midia } from './schemas/vestigios';

type MidiaOrigemView = Pick<Midia, 'origem' | 'registrada_em' | 'coordenadas' | 'precisao_m' | 'arquivo'>;

const FILE_INSTANTE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(Z|[+-]\d{2}:\d{2})?$/;

/** The file's own time as it wrote it, with its zone, or saying it has none (never converted). */
export function horaDoArquivo(criadoEm: string): string {
  const m = FILE_INSTANTE.exec(criadoEm);
  if (!m) return criadoEm;
  const fuso = m[7] === 'Z' ? 'UTC' : m[7] ? `UTC${m[7]}` : 'sem fuso horário';
  return `${m[3]}/${m[2]}/${m[1]} ${m[4]}:${m[5]}:${m[6]} (${fuso})`;
}

/** [longitude, latitude] as 'latitude, longitude' with five decimals (about a metre). */
function posicao(coordenadas: [number, number]): string {
  return `${coordenadas[1].toFixed(5)}, ${coordenadas[0].toFixed(5)}`;
}

function fixDoAparelho(m: MidiaOrigemView): string {
  if (!m.coordenadas) return 'sem posição do aparelho';
  const precisao = m.precisao_m === null ? '' : ` (±${Math.round(m.precisao_m)} m)`;
  return `${posicao(m.coordenadas)}${precisao}`;
}

/** The short name of where a file came from. */
export function origemRotulo(origem: Midia['origem']): string {
  if (origem === 'captura') return 'Capturada pela câmera do app';
  if (origem === 'importacao') return 'Importada do aparelho';
  return 'Origem não registrada';
}

/** The app's own record: captured or imported, when, and where the phone was. */
export function registroDaMidia(m: MidiaOrigemView, dataHora: (instante: string) => string): string {
  const quando = m.registrada_em ? dataHora(m.registrada_em) : 'data não registrada';
  if (m.origem === 'captura') return `Capturada pela câmera do app em ${quando}, ${fixDoAparelho(m)}`;
  if (m.origem === 'importacao') {
    return `Importada do aparelho em ${quando}; posição do aparelho na importação: ${fixDoAparelho(m)}`;
  }
  return `Registrada em ${quando}, ${fixDoAparelho(m)} (sem registro de captura ou importação)`;
}

/** What an imported file says of itself, named as the file's and not the app's; null otherwise. */
export function ditoPeloArquivo(m: MidiaOrigemView): string | null {
  if (m.origem !== 'importacao' || !m.arquivo) return null;
  const a = m.arquivo;
  const partes = [
    a.criado_em ? `criado em ${horaDoArquivo(a.criado_em)}` : null,
    a.coordenadas ? `GPS ${posicao(a.coordenadas)}` : null,
    a.modelo ? `aparelho ${a.modelo}` : null,
  ].filter((p): p is string => p !== null);
  const nome = a.nome_original ? ` "${a.nome_original}"` : '';
  const diz = partes.length > 0 ? partes.join('; ') : 'não traz data, posição nem aparelho';
  return `Segundo o próprio arquivo${nome} (não verificado): ${diz}`;
}
