/**
 * The device key's signature of a capture (issue 39). Each installed app holds an ECDSA P-256 key
 * pair made by WebCrypto, its private half not extractable, its public half registered with the
 * server at login. The moment the app's camera takes a photo or a video (offline too) the app signs
 * this payload; the server never takes the payload from the client: it rebuilds it from what it is
 * about to store (its own SHA-256 of the file, the capture instant and fix of the record) and checks
 * the signature against the key the device registered. A file picked from the gallery is not signed.
 */

export const CAPTURA_ASSINATURA_VERSAO = 1;

/** How the server names the algorithm of a registered key (the only one it takes). */
export const ALGORITMO_APARELHO = 'ECDSA-P256-SHA256' as const;

/** ECDSA on P-256: WebCrypto makes and signs it in every browser; OpenSSL checks it on the server. */
export const CHAVE_APARELHO = { name: 'ECDSA', namedCurve: 'P-256' } as const;

/** The signature WebCrypto makes: SHA-256, the raw r‖s of 64 bytes (IEEE P1363). */
export const ASSINATURA_APARELHO = { name: 'ECDSA', hash: 'SHA-256' } as const;

/** What a capture's signature vouches for. */
export interface CapturaAssinada {
  /** The installed app's id (the device), the same one its key was registered under. */
  aparelhoId: string;
  /** The case the capture was made for: a signed capture cannot be claimed by another case. */
  casoId: string;
  /** The media's id, which is also its upload's: the signature names one file, once. */
  midiaId: string;
  sha256: string;
  /** The capture's instant as the device's clock read it; any ISO 8601 form of the same instant. */
  capturadaEm: string;
  latitude: number | null;
  longitude: number | null;
  precisaoM: number | null;
}

/**
 * The exact text that is signed: a JSON array in a fixed order, so that no field can be read as
 * another and both sides write it alike (numbers in JavaScript's shortest round-trip form, the
 * instant as UTC with milliseconds). A capture without a fix signs that it had none (nulls).
 */
export function payloadDaCaptura(captura: CapturaAssinada): string {
  const semPosicao = captura.latitude === null || captura.longitude === null;
  return JSON.stringify([
    'rip-app/captura',
    CAPTURA_ASSINATURA_VERSAO,
    captura.aparelhoId,
    captura.casoId,
    captura.midiaId,
    captura.sha256,
    new Date(captura.capturadaEm).toISOString(),
    semPosicao ? null : captura.latitude,
    semPosicao ? null : captura.longitude,
    semPosicao ? null : captura.precisaoM,
  ]);
}

/** Bytes as standard base64 (the signature and the public key travel so in JSON). */
export function base64(bytes: ArrayBuffer | Uint8Array): string {
  const array = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binario = '';
  for (const byte of array) binario += String.fromCharCode(byte);
  return btoa(binario);
}

/**
 * What a device signs to bind a user to itself: its id and the user's. The public key and the id
 * are no secret (a custody export prints both), so knowing them proves nothing; this signature
 * proves the private key is on the phone, and names the user, so no colleague can reuse it.
 */
export function payloadDoRegistro(aparelhoId: string, userId: string): string {
  return JSON.stringify(['rip-app/registro-de-aparelho', 1, aparelhoId, userId]);
}

/** Signs a binding of the user to the device with its private key (in the app and in the tests). */
export async function assinarRegistro(
  chavePrivada: CryptoKey,
  aparelhoId: string,
  userId: string,
): Promise<string> {
  const dados = new TextEncoder().encode(payloadDoRegistro(aparelhoId, userId));
  return base64(await crypto.subtle.sign(ASSINATURA_APARELHO, chavePrivada, dados));
}

/** Signs a capture with the device's private key (WebCrypto, in the app and in the tests). */
export async function assinarCaptura(chavePrivada: CryptoKey, captura: CapturaAssinada): Promise<string> {
  const dados = new TextEncoder().encode(payloadDaCaptura(captura));
  return base64(await crypto.subtle.sign(ASSINATURA_APARELHO, chavePrivada, dados));
}
