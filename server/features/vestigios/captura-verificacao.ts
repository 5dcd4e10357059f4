/**
 * What the server believes of a file said to come from the app's camera (issue 39): a capture only
 * when the device's key signed it — a device not revoked, which this very user (the one who
 * uploaded the file and saves it) had registered, and had not lost, before the file began to reach
 * the server — over the server's own SHA-256 of the file and the instant and fix the record keeps.
 * The signed text is rebuilt here from those, never read from the client, so a signature over
 * anything else (another file, case, time or place) does not verify.
 */

import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { payloadDaCaptura } from '../../../shared/captura-assinatura';
import type { CapturaVerificacao, midiaInput } from '../../../shared/schemas/vestigios';
import { assinaturaDoAparelhoConfere } from '../../auth/assinatura-do-aparelho';
import type { DbOrTx } from '../../db/client';
import { aparelhos, aparelhoUsuarios } from '../../db/schema';

type MidiaRecebida = z.output<typeof midiaInput>;

export interface CapturaConferida {
  verificacao: CapturaVerificacao;
  /** The device whose key verified the signature; null unless verified. */
  aparelhoId: string | null;
  /** The text the signature was checked against and the signature, kept when one was sent. */
  payload: string | null;
  assinatura: string | null;
}

/**
 * The outcome for a capture (null for anything else). `sha256` is the server's own hash of the
 * stored bytes; `uploadIniciadoEm`, when the upload began by the server's clock (null: unknown).
 */
export async function conferirCaptura(
  tx: DbOrTx,
  quem: { actorId: string; casoId: string },
  midia: MidiaRecebida,
  sha256: string,
  uploadIniciadoEm: Date | null,
): Promise<CapturaConferida | null> {
  if (midia.origem !== 'captura') return null;
  const { assinatura } = midia;
  if (!assinatura)
    return { verificacao: 'sem_assinatura', aparelhoId: null, payload: null, assinatura: null };
  const payload = payloadDaCaptura({
    aparelhoId: assinatura.aparelho_id,
    casoId: quem.casoId,
    midiaId: midia.id,
    sha256,
    capturadaEm: midia.capturada_em,
    latitude: midia.latitude,
    longitude: midia.longitude,
    precisaoM: midia.precisao_m,
  });
  const resultado = (verificacao: CapturaVerificacao): CapturaConferida => ({
    verificacao,
    aparelhoId: verificacao === 'verificada' ? assinatura.aparelho_id : null,
    payload,
    assinatura: assinatura.valor,
  });
  // The key is whoever's is logged in on that app: only this user's own binding lets them claim it.
  const [linha] = await tx
    .select({ aparelho: aparelhos, vinculo: aparelhoUsuarios })
    .from(aparelhos)
    .leftJoin(
      aparelhoUsuarios,
      and(eq(aparelhoUsuarios.aparelhoId, aparelhos.id), eq(aparelhoUsuarios.userId, quem.actorId)),
    )
    .where(eq(aparelhos.id, assinatura.aparelho_id));
  if (!linha) return resultado('aparelho_desconhecido');
  const { aparelho, vinculo } = linha;
  if (aparelho.revogadoEm) return resultado('aparelho_revogado');
  if (vinculo?.revogadoEm) return resultado('aparelho_revogado_para_usuario');
  if (!vinculo || !uploadIniciadoEm || vinculo.registradoEm > uploadIniciadoEm) {
    return resultado('aparelho_nao_registrado_pelo_usuario');
  }
  return resultado(
    assinaturaDoAparelhoConfere(aparelho.chavePublica, payload, assinatura.valor)
      ? 'verificada'
      : 'assinatura_invalida',
  );
}
