/**
 * How a vestígio's file is described wherever it is shown — screens, custody, export, report
 * (issue 27): captured by the app's camera (the moment and fix of the capture), imported from the
 * device (the moment and fix of the import) with, apart and named as such, what the file says of
 * itself; or, for files recorded before the two were told apart, neither claimed. Issue 39: a
 * capture is printed as one only when the server verified the device's signature of it; otherwise
 * it is the device's word, its time and fix marked as declared, with the reason it stays so.
 */
import type { CapturaVerificacao, HoraForaDoCaso, Midia } from './schemas/vestigios';

type MidiaOrigemView = Pick<Midia, 'origem' | 'registrada_em' | 'coordenadas' | 'precisao_m' | 'arquivo'> & {
  /** Absent from a case kept on the device by an earlier version: not verified as far as it knows. */
  verificacao?: Midia['verificacao'];
  hora_fora_do_caso?: Midia['hora_fora_do_caso'];
};

/** Why a capture stays the device's word; 'ainda não conferida' is one the server has not seen yet. */
export const MOTIVO_NAO_VERIFICADA: Record<Exclude<CapturaVerificacao, 'verificada'>, string> = {
  sem_assinatura: 'sem a assinatura do aparelho',
  aparelho_desconhecido: 'a chave do aparelho não está registrada no servidor',
  aparelho_revogado: 'a chave do aparelho foi revogada',
  aparelho_nao_registrado_pelo_usuario:
    'a chave é de um aparelho que este usuário não tinha registrado antes do envio do arquivo',
  aparelho_revogado_para_usuario: 'a chave do aparelho foi revogada para este usuário',
  assinatura_invalida: 'a assinatura do aparelho não confere com o arquivo, a hora e a posição registrados',
  anterior: 'registrada antes de as capturas serem assinadas pelo aparelho',
};
const AINDA_NAO_CONFERIDA = 'ainda não conferida pelo servidor';

const verificada = (m: MidiaOrigemView) => m.origem === 'captura' && m.verificacao === 'verificada';

function motivo(m: MidiaOrigemView): string {
  return m.verificacao && m.verificacao !== 'verificada'
    ? MOTIVO_NAO_VERIFICADA[m.verificacao]
    : AINDA_NAO_CONFERIDA;
}

/** Why a capture is not printed as one, with a capital; null for anything else. */
export function motivoNaoVerificada(m: MidiaOrigemView): string | null {
  if (m.origem !== 'captura' || verificada(m)) return null;
  const texto = motivo(m);
  return `${texto.charAt(0).toUpperCase()}${texto.slice(1)}.`;
}

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
export function origemRotulo(m: MidiaOrigemView): string {
  if (verificada(m)) return 'Capturada pela câmera do app';
  if (m.origem === 'captura' && !m.verificacao) return 'Captura ainda não conferida pelo servidor';
  if (m.origem === 'captura') return 'Origem declarada pelo aparelho, não verificada';
  if (m.origem === 'importacao') return 'Importada do aparelho';
  return 'Origem não registrada';
}

/** The app's own record: captured or imported, when, and where the phone was. */
export function registroDaMidia(m: MidiaOrigemView, dataHora: (instante: string) => string): string {
  const quando = m.registrada_em ? dataHora(m.registrada_em) : 'data não registrada';
  if (verificada(m)) {
    // The signature vouches that the app wrote the time, not that the phone's clock was right.
    return `Capturada pela câmera do app em ${quando} (relógio do aparelho), ${fixDoAparelho(m)}; assinatura do aparelho conferida pelo servidor`;
  }
  if (m.origem === 'captura') {
    return `Origem declarada pelo aparelho, não verificada (${motivo(m)}): captura pela câmera do app em ${quando}, ${fixDoAparelho(m)}, hora e posição declaradas pelo aparelho`;
  }
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

/** The time's warning when it falls outside the case's life (issue 39); null when it does not. */
export function alertaDeHora(
  m: { hora_fora_do_caso?: HoraForaDoCaso | null },
  dataHora: (instante: string) => string,
): string | null {
  const fora = m.hora_fora_do_caso;
  if (!fora) return null;
  return fora.motivo === 'antes_do_caso'
    ? `Atenção: hora registrada fora da vida do caso, anterior à criação do caso (${dataHora(fora.limite)})`
    : `Atenção: hora registrada fora da vida do caso, posterior ao recebimento do arquivo pelo servidor (${dataHora(fora.limite)})`;
}
