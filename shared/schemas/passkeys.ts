/**
 * Issue 43, passkeys (WebAuthn): what the browser's `navigator.credentials` is given and answers,
 * in the JSON form of @simplewebauthn (binary fields as base64url), and the passkeys of Meus Dados.
 */
import { z } from 'zod';
import { cleanString } from './common';

const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/, 'Valor em base64url inválido.');

const transporte = z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);

/** A credential the browser may use (allow) or must not create again (exclude). */
const descritor = z.object({
  id: base64url(1366),
  type: z.string(),
  transports: z.array(z.string()).max(8).optional(),
});

const verificacao = z.enum(['required', 'preferred', 'discouraged']);

/** What `startRegistration` is given: the server's choice, with the challenge it keeps. */
export const passkeyRegistroOpcoes = z
  .object({
    rp: z.object({ name: z.string(), id: z.string().optional() }),
    user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
    challenge: base64url(128),
    pubKeyCredParams: z.array(z.object({ alg: z.number().int(), type: z.string() })),
    timeout: z.number().int().optional(),
    excludeCredentials: z.array(descritor).optional(),
    authenticatorSelection: z
      .object({
        authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
        residentKey: verificacao.optional(),
        requireResidentKey: z.boolean().optional(),
        userVerification: verificacao.optional(),
      })
      .optional(),
    attestation: z.enum(['none', 'indirect', 'direct', 'enterprise']).optional(),
    extensions: z.object({ credProps: z.boolean().optional() }).optional(),
    hints: z.array(z.enum(['hybrid', 'security-key', 'client-device'])).optional(),
  })
  .meta({ id: 'PasskeyRegistroOpcoes' });

/** What `startAuthentication` is given (login and step-up). */
export const passkeyAutenticacaoOpcoes = z
  .object({
    challenge: base64url(128),
    timeout: z.number().int().optional(),
    rpId: z.string().optional(),
    allowCredentials: z.array(descritor).optional(),
    userVerification: verificacao.optional(),
    hints: z.array(z.enum(['hybrid', 'security-key', 'client-device'])).optional(),
  })
  .meta({ id: 'PasskeyAutenticacaoOpcoes' });

const extensoes = z.object({ credProps: z.object({ rk: z.boolean().optional() }).optional() });

/** The authenticator's new credential, as `startRegistration` answers it. */
export const passkeyRegistroResposta = z.object({
  id: base64url(1366),
  rawId: base64url(1366),
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16_384),
    transports: z.array(transporte).max(8).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: extensoes,
  type: z.literal('public-key'),
});

/** A signed challenge, as `startAuthentication` answers it. */
export const passkeyAutenticacaoResposta = z
  .object({
    id: base64url(1366),
    rawId: base64url(1366),
    response: z.object({
      clientDataJSON: base64url(4096),
      authenticatorData: base64url(4096),
      signature: base64url(1024),
      userHandle: base64url(128).optional(),
    }),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
    clientExtensionResults: extensoes,
    type: z.literal('public-key'),
  })
  .meta({ id: 'PasskeyAutenticacaoResposta' });

export const PASSKEY_NOME_MAX = 60;

export const passkeyNome = cleanString('Dê um nome à passkey.')
  .trim()
  .min(1, 'Dê um nome à passkey.')
  .max(PASSKEY_NOME_MAX, `O nome tem no máximo ${PASSKEY_NOME_MAX} caracteres.`);

/**
 * Registering needs the current password (a session alone, an unlocked phone left at a scene, must
 * not be enough to add a way in), given when the options are asked for.
 */
export const passkeyRegistroOpcoesRequest = z
  .object({
    current_password: z
      .string({ message: 'Informe a senha atual.' })
      .min(1, 'Informe a senha atual.')
      .max(256, 'A senha deve ter no máximo 256 caracteres.'),
  })
  .meta({ id: 'PasskeyRegistroOpcoesRequest' });

export const passkeyCreateRequest = z
  /** Without a name, the server names it after the browser ('Chrome no Android'). */
  .object({ nome: passkeyNome.optional(), resposta: passkeyRegistroResposta })
  .meta({ id: 'PasskeyCreateRequest' });

export const passkeyRenameRequest = z.object({ nome: passkeyNome }).meta({ id: 'PasskeyRenameRequest' });

export const passkeyAutenticacaoRequest = z
  .object({ resposta: passkeyAutenticacaoResposta })
  .meta({ id: 'PasskeyAutenticacaoRequest' });

export const passkey = z
  .object({
    id: z.string(),
    nome: z.string(),
    criada_em: z.string(),
    usada_em: z.string().nullable(),
  })
  .meta({ id: 'Passkey' });
export type Passkey = z.infer<typeof passkey>;

export const passkeyList = z.array(passkey).meta({ id: 'PasskeyList' });

export const passkeyParams = z.object({ passkeyId: base64url(1366) });

/** Until when the session's last touch counts for the administration acts (step-up). */
export const confirmacao = z.object({ confirmada_ate: z.string() }).meta({ id: 'Confirmacao' });
