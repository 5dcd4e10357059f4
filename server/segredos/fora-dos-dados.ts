/**
 * Whether a secret's file is out of reach of whoever holds the data directory: not inside
 * RIP_DATA_DIR once every symbolic link is followed (a link from the data directory to a file
 * outside is fine; a path outside that leads into it is not), no second name on the disk (a hard
 * link could sit in the data directory) and nobody but its owner able to read or replace it.
 */
import { accessSync, constants, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Origem } from './onde';

/** The path with every symbolic link followed; the parts not there yet are kept as written. */
export function caminhoReal(alvo: string): string {
  const absoluto = path.resolve(alvo);
  try {
    return realpathSync(absoluto);
  } catch {
    const pai = path.dirname(absoluto);
    return pai === absoluto ? absoluto : path.join(caminhoReal(pai), path.basename(absoluto));
  }
}

export function dentroDe(pasta: string, alvo: string): boolean {
  const relativo = path.relative(caminhoReal(pasta), caminhoReal(alvo));
  return relativo === '' || (relativo.split(path.sep)[0] !== '..' && !path.isAbsolute(relativo));
}

const modo = (mode: number) => (mode & 0o777).toString(8).padStart(4, '0');

/** What keeps this file from holding a production secret, one sentence each; empty when nothing does. */
export function problemasDoSegredo(origem: Origem, dataDir: string): string[] {
  const { arquivo, de } = origem;
  const nome = `${arquivo} (${de})`;
  const problemas: string[] = [];
  if (dentroDe(dataDir, arquivo)) {
    const real = caminhoReal(arquivo);
    const link = real === path.resolve(arquivo) ? '' : ` (é um link para ${real})`;
    problemas.push(
      `${nome} está dentro de RIP_DATA_DIR (${caminhoReal(dataDir)})${link}: quem tem a pasta de dados o leria`,
    );
  }
  let info: ReturnType<typeof statSync>;
  try {
    info = statSync(arquivo);
  } catch {
    return [...problemas, `${nome} não existe ou não pode ser lido por este usuário`];
  }
  if (!info.isFile()) return [...problemas, `${nome} não é um arquivo`];
  try {
    accessSync(arquivo, constants.R_OK);
  } catch {
    problemas.push(
      `${nome} não pode ser lido por este usuário: dê-o ao usuário do serviço (chown) ou entregue-o pelo systemd (LoadCredential=)`,
    );
  }
  if (!origem.systemd && (info.mode & 0o077) !== 0) {
    problemas.push(
      `${nome} pode ser lido ou trocado pelo grupo ou por outros usuários (modo ${modo(info.mode)}): deixe-o só para o dono (chmod 0400)`,
    );
  }
  if (info.nlink > 1) {
    problemas.push(
      `${nome} tem ${info.nlink} nomes no disco (links físicos): quem tiver outro nome lê o mesmo segredo; mantenha um só`,
    );
  }
  return problemas;
}
