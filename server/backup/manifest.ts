/**
 * What a backup folder holds, written last: a folder without it is an interrupted backup. Every
 * media object is listed with its SHA-256 (format 2), so a restore takes only what the backup made
 * and checks each object's bytes where it put them.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Objeto } from './media-backup';

export interface Manifest {
  formato: 2;
  criado_em: string;
  /** 'embutido': postgres/ holds a base backup; 'externo': the database is the operator's tools' (README). */
  banco: 'embutido' | 'externo';
  postgres: { versao: string; inicio_lsn: string; fim_lsn: string; arquivos: number; bytes: number } | null;
  midias: { origem: 'disco' | 's3'; arquivos: number; bytes: number; objetos: Objeto[] };
  material: string[];
  segundos: number;
}

export const MANIFEST = 'manifest.json';

export async function writeManifest(folder: string, manifest: Manifest): Promise<void> {
  await writeFile(path.join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
}

export async function readManifest(folder: string): Promise<Manifest> {
  const text = await readFile(path.join(folder, MANIFEST), 'utf8').catch(() => {
    throw new Error(`${folder} não tem ${MANIFEST}: não é um backup completo do rip-app`);
  });
  const manifest = JSON.parse(text) as Manifest;
  const formato: number = manifest.formato;
  if (formato === 1) {
    throw new Error(
      `${folder} é de uma versão anterior, sem o SHA-256 de cada mídia: restaure-o com a versão que o fez`,
    );
  }
  if (formato !== 2) throw new Error(`formato de backup desconhecido: ${formato}`);
  return manifest;
}

/** Bytes as an operator reads them: KB under a megabyte, MB above. */
export function tamanho(bytes: number): string {
  return bytes < 2 ** 20 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 2 ** 20).toFixed(1)} MB`;
}
