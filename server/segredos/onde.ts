/**
 * Where each signing secret comes from: a path in a variable, or a systemd credential (the unit's
 * LoadCredential=, a file under $CREDENTIALS_DIRECTORY that only the service's user reads). Never
 * the secret's own bytes in a variable: the environment is inherited by every child process (the
 * embedded PostgreSQL among them) and shown by `systemctl show`.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '../env';

type Config = Pick<
  Env,
  | 'dataDir'
  | 'CREDENTIALS_DIRECTORY'
  | 'AUDIT_CHECKPOINT_KEY'
  | 'PDF_SIGN_P12'
  | 'PDF_SIGN_PASSPHRASE'
  | 'PDF_SIGN_PASSPHRASE_FILE'
>;

/** The names a unit's LoadCredential= gives each secret (docs/IMPLANTACAO.md). */
export const CREDENCIAIS = {
  chave: 'log-checkpoint-key',
  certificado: 'pdf-sign.p12',
  senha: 'pdf-sign-senha',
} as const;

/** A secret's file and what named it, as a start failure says it. */
export interface Origem {
  arquivo: string;
  de: string;
  /**
   * Handed over by systemd, which lets only the service's user (and root) read it, by ownership or
   * by an ACL; with an ACL the mode's group bits show the ACL's mask, not a group that may read.
   */
  systemd: boolean;
}

function credencial(env: Config, nome: string): Origem | null {
  if (!env.CREDENTIALS_DIRECTORY) return null;
  const arquivo = path.join(env.CREDENTIALS_DIRECTORY, nome);
  return existsSync(arquivo) ? { arquivo, de: `a credencial ${nome} do systemd`, systemd: true } : null;
}

const variavel = (valor: string | undefined, nome: string): Origem | null =>
  valor ? { arquivo: path.resolve(valor), de: nome, systemd: false } : null;

/** The checkpoints' key as configured; null when neither the variable nor a credential names one. */
export const chaveConfigurada = (env: Config): Origem | null =>
  variavel(env.AUDIT_CHECKPOINT_KEY, 'AUDIT_CHECKPOINT_KEY') ?? credencial(env, CREDENCIAIS.chave);

/** Outside production, with none configured: the data directory's own, made at the first start. */
export const chaveNaPastaDeDados = (env: Pick<Env, 'dataDir'>) =>
  path.join(env.dataDir, 'log-checkpoint-key.pem');

export interface CertificadoConfigurado {
  p12: Origem;
  /** A file holding the passphrase, or the passphrase itself (PDF_SIGN_PASSPHRASE, empty when unset). */
  senha: Origem | { valor: string };
}

/** The report's certificate as configured; null leaves the demo one of the data directory. */
export function certificadoConfigurado(env: Config): CertificadoConfigurado | null {
  const p12 = variavel(env.PDF_SIGN_P12, 'PDF_SIGN_P12') ?? credencial(env, CREDENCIAIS.certificado);
  if (!p12) return null;
  const arquivoDaSenha =
    variavel(env.PDF_SIGN_PASSPHRASE_FILE, 'PDF_SIGN_PASSPHRASE_FILE') ?? credencial(env, CREDENCIAIS.senha);
  return { p12, senha: arquivoDaSenha ?? { valor: env.PDF_SIGN_PASSPHRASE ?? '' } };
}
