import { createPublicKey, verify } from 'node:crypto';

/**
 * Whether a device's key (SubjectPublicKeyInfo, DER) signed `payload`: ECDSA P-256 over SHA-256,
 * the raw r‖s WebCrypto makes, in base64. A capture's signature and a device's proof of its key.
 */
export function assinaturaDoAparelhoConfere(
  chavePublica: Buffer,
  payload: string,
  assinatura: string,
): boolean {
  const chave = createPublicKey({ key: chavePublica, format: 'der', type: 'spki' });
  const bytes = Buffer.from(assinatura, 'base64');
  try {
    return verify('sha256', Buffer.from(payload), { key: chave, dsaEncoding: 'ieee-p1363' }, bytes);
  } catch {
    // A signature of the wrong length or form is no signature of this payload.
    return false;
  }
}
