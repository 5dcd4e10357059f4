/**
 * A software authenticator for the passkey tests (issue 43): what a phone's platform authenticator
 * answers, made with node:crypto (an ES256 key per credential, 'none' attestation, the user verified),
 * so the server is checked against real signatures without a browser. Each use moves the credential's
 * counter, as a phone's does; a test may answer for another origin, a stale counter or a stolen key.
 */
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

interface Credencial {
  id: string;
  chave: KeyObject;
  userHandle: string;
  contador: number;
}

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

const sha256 = (dados: Uint8Array | string) => createHash('sha256').update(dados).digest();
const b64url = (dados: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(dados));

function contadorEm4Bytes(contador: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(contador);
  return bytes;
}

/** The public key as COSE (EC2, P-256, ES256), the form the attestation carries. */
function cose(chave: KeyObject): Uint8Array {
  const jwk = chave.export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(jwk.x ?? '')],
      [-3, isoBase64URL.toBuffer(jwk.y ?? '')],
    ]),
  );
}

export interface Opcoes {
  challenge: string;
  user?: { id: string };
  allowCredentials?: { id: string }[];
}

export interface Assinatura {
  /** The credential to answer with; the last registered by default. */
  credencial?: string;
  origin?: string;
  /** The counter to report instead of the next one (a cloned authenticator, a replay). */
  contador?: number;
  /** Another key than the credential's (a forged answer). */
  chave?: KeyObject;
  /** Without the user verified (the finger or PIN skipped). */
  semVerificacao?: boolean;
}

export class Autenticador {
  readonly credenciais: Credencial[] = [];

  constructor(
    private readonly origin: string,
    private readonly rpID: string,
  ) {}

  /** `navigator.credentials.create` for the options the server gave. */
  registrar(opcoes: Opcoes) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    const id = randomBytes(16);
    const credencial: Credencial = {
      id: b64url(id),
      chave: privateKey,
      userHandle: opcoes.user?.id ?? '',
      contador: 0,
    };
    this.credenciais.push(credencial);
    const tamanho = Buffer.alloc(2);
    tamanho.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      sha256(this.rpID),
      Buffer.from([UP | UV | AT]),
      contadorEm4Bytes(0),
      Buffer.alloc(16),
      tamanho,
      id,
      cose(publicKey),
    ]);
    const clientDataJSON = JSON.stringify({
      type: 'webauthn.create',
      challenge: opcoes.challenge,
      origin: this.origin,
      crossOrigin: false,
    });
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    return {
      id: credencial.id,
      rawId: credencial.id,
      response: {
        clientDataJSON: isoBase64URL.fromUTF8String(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ['internal' as const],
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
      type: 'public-key' as const,
    };
  }

  /** `navigator.credentials.get`: the challenge signed by one of this authenticator's credentials. */
  assinar(opcoes: Opcoes, como: Assinatura = {}) {
    const credencial = como.credencial
      ? this.credenciais.find((c) => c.id === como.credencial)
      : this.credenciais.at(-1);
    if (!credencial) throw new Error('o autenticador não tem essa credencial');
    credencial.contador += 1;
    const authData = Buffer.concat([
      sha256(this.rpID),
      Buffer.from([como.semVerificacao ? UP : UP | UV]),
      contadorEm4Bytes(como.contador ?? credencial.contador),
    ]);
    const clientDataJSON = JSON.stringify({
      type: 'webauthn.get',
      challenge: opcoes.challenge,
      origin: como.origin ?? this.origin,
      crossOrigin: false,
    });
    const assinado = Buffer.concat([authData, sha256(clientDataJSON)]);
    return {
      id: credencial.id,
      rawId: credencial.id,
      response: {
        clientDataJSON: isoBase64URL.fromUTF8String(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(sign('sha256', assinado, como.chave ?? credencial.chave)),
        userHandle: credencial.userHandle,
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
      type: 'public-key' as const,
    };
  }
}
