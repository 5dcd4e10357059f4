/**
 * A device as the app makes one (issue 39): a WebCrypto ECDSA P-256 key pair, the private half not
 * extractable, registered with `registerAparelho`; it signs captures with the same shared function
 * the app's camera uses, so the tests check the server against the app's own signatures.
 */
import { randomUUID } from 'node:crypto';
import {
  ALGORITMO_APARELHO,
  assinarCaptura,
  assinarRegistro,
  base64,
  CAPTURA_ASSINATURA_VERSAO,
  type CapturaAssinada,
  CHAVE_APARELHO,
} from '../../shared/captura-assinatura';
import type { TestClient } from './segundo-no';

export interface AparelhoDeTeste {
  id: string;
  chavePublica: string;
  /** The key's signature binding `userId` to this device, as the app sends it at registration. */
  provar(userId: string): Promise<string>;
  /** The signature a capture's media carries, by this device's key (or `outraChave`'s, under its id). */
  assinar(
    captura: Omit<CapturaAssinada, 'aparelhoId'>,
    outraChave?: CryptoKey,
  ): Promise<{
    versao: typeof CAPTURA_ASSINATURA_VERSAO;
    aparelho_id: string;
    valor: string;
  }>;
}

export async function novoAparelho(): Promise<AparelhoDeTeste> {
  const chaves = await crypto.subtle.generateKey(CHAVE_APARELHO, false, ['sign', 'verify']);
  const id = randomUUID();
  return {
    id,
    chavePublica: base64(await crypto.subtle.exportKey('spki', chaves.publicKey)),
    provar: (userId) => assinarRegistro(chaves.privateKey, id, userId),
    assinar: async (captura, outraChave) => ({
      versao: CAPTURA_ASSINATURA_VERSAO,
      aparelho_id: id,
      valor: await assinarCaptura(outraChave ?? chaves.privateKey, { ...captura, aparelhoId: id }),
    }),
  };
}

/**
 * Registers the device for the cookie's user as the app does, with the key's proof for that user;
 * `prova: null` sends none (a version before 30/11), or a string sends that one.
 */
export async function registrarAparelho(
  server: TestClient,
  cookie: string,
  aparelho: Pick<AparelhoDeTeste, 'id' | 'chavePublica' | 'provar'>,
  headers: Record<string, string> = {},
  opcoes: { prova?: string | null } = {},
) {
  const me = await server.api({ method: 'GET', url: '/auth/me', cookie, headers });
  const userId = (me.json() as { user?: { id: string } }).user?.id ?? '';
  const prova = opcoes.prova === undefined ? await aparelho.provar(userId) : opcoes.prova;
  return server.api({
    method: 'POST',
    url: '/aparelhos',
    cookie,
    headers,
    payload: {
      id: aparelho.id,
      algoritmo: ALGORITMO_APARELHO,
      chave_publica: aparelho.chavePublica,
      ...(prova === null ? {} : { prova }),
    },
  });
}
