/**
 * The signing secrets a production start asks for (server/segredos/producao.ts), made in a folder
 * outside any data directory, each readable by its owner alone: the checkpoints' key as
 * `npm run audit:chave` makes it, and a demo certificate standing for the ICP-Brasil one.
 */
import path from 'node:path';
import { createKeyFile } from '../audit/checkpoint';
import { gravarCertificadoDemo } from '../pdf/assinatura';

export async function segredosDeProducao(pasta: string): Promise<Record<string, string>> {
  const chave = path.join(pasta, 'log-checkpoint-key.pem');
  createKeyFile(chave);
  const p12 = path.join(pasta, 'assinatura.p12');
  const senha = path.join(pasta, 'assinatura.senha');
  await gravarCertificadoDemo(p12, senha);
  return { AUDIT_CHECKPOINT_KEY: chave, PDF_SIGN_P12: p12, PDF_SIGN_PASSPHRASE_FILE: senha };
}
