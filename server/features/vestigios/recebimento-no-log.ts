/**
 * How the custody log names a file's receipt (issue 27): captured or imported and, since issue 39,
 * a capture only when the device's signature verified, otherwise the device's word and why; a time
 * outside the case's life said in the same row of the chained log.
 */
import type { z } from 'zod';
import { MOTIVO_NAO_VERIFICADA } from '../../../shared/midia-origem';
import type { HoraForaDoCaso, midiaInput } from '../../../shared/schemas/vestigios';
import type { CapturaConferida } from './captura-verificacao';

const HORA_FORA = {
  antes_do_caso: 'hora registrada anterior à criação do caso',
  depois_do_recebimento: 'hora registrada posterior ao recebimento pelo servidor',
} as const;

const DECLARADA_CAPTURA =
  'importada do aparelho; enviada como captura pela câmera do app, mas o arquivo traz no EXIF data, posição ou câmera, que a câmera do app não grava';

function origem(midia: z.output<typeof midiaInput>, captura: CapturaConferida | null): string {
  if (midia.origem === 'importacao') return 'importada do aparelho';
  if (!captura) return 'origem não registrada';
  if (captura.verificacao === 'verificada')
    return 'capturada pela câmera do app, assinatura do aparelho conferida';
  return `origem declarada pelo aparelho (captura), não verificada: ${MOTIVO_NAO_VERIFICADA[captura.verificacao]}`;
}

export function recebimentoNoLog(
  midia: z.output<typeof midiaInput>,
  captura: CapturaConferida | null,
  sha256: string,
  foraDoCaso: HoraForaDoCaso | null,
  declaradaCaptura = false,
): string {
  const hora = foraDoCaso ? `; ${HORA_FORA[foraDoCaso.motivo]}` : '';
  const de = declaradaCaptura ? DECLARADA_CAPTURA : origem(midia, captura);
  return `Mídia do vestígio recebida (${midia.kind}, ${de}), SHA-256 ${sha256}${hora}`;
}
