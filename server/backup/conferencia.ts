/**
 * Before a restore writes anything: the backup folder holds exactly what its manifest says the
 * backup wrote — the database's files (their count and bytes), the signing material it names and
 * each media object with its size and SHA-256 — and nothing else. A file added, removed or changed
 * in the folder (by hand, by a second backup run into it, by a broken copy) stops the restore, with
 * the list of what differs.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Pool } from 'pg';
import { MANIFEST, type Manifest } from './manifest';
import type { Objeto } from './media-backup';

async function arquivos(root: string, relative = ''): Promise<{ chave: string; bytes: number }[]> {
  const entries = await readdir(path.join(root, relative), { withFileTypes: true }).catch(() => []);
  const found: { chave: string; bytes: number }[] = [];
  for (const entry of entries) {
    const chave = path.posix.join(relative, entry.name);
    if (entry.isDirectory()) found.push(...(await arquivos(root, chave)));
    else found.push({ chave, bytes: entry.isFile() ? (await stat(path.join(root, chave))).size : -1 });
  }
  return found;
}

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** What in the folder differs from its manifest, one line each; empty when it is the backup made. */
export async function conferirPastaDoBackup(pasta: string, manifest: Manifest): Promise<string[]> {
  const problemas: string[] = [];
  const esperadas = new Set([MANIFEST, 'material', 'media', ...(manifest.postgres ? ['postgres'] : [])]);
  for (const entrada of await readdir(pasta)) {
    if (!esperadas.has(entrada)) problemas.push(`${entrada}: o backup não fez isto`);
  }

  const material = new Set(manifest.material);
  for (const entrada of await readdir(path.join(pasta, 'material')).catch(() => [])) {
    if (!material.has(entrada)) problemas.push(`material/${entrada}: o backup não fez isto`);
  }
  for (const nome of material) {
    if (!(await stat(path.join(pasta, 'material', nome)).catch(() => null)))
      problemas.push(`material/${nome}: falta`);
  }

  if (manifest.postgres) {
    const banco = await arquivos(path.join(pasta, 'postgres'));
    const bytes = banco.reduce((soma, arquivo) => soma + arquivo.bytes, 0);
    if (banco.length !== manifest.postgres.arquivos || bytes !== manifest.postgres.bytes) {
      problemas.push(
        `postgres/: ${banco.length} arquivos, ${bytes} bytes; o backup fez ${manifest.postgres.arquivos} arquivos, ${manifest.postgres.bytes} bytes`,
      );
    }
  }

  const objetos = new Map(manifest.midias.objetos.map((objeto) => [objeto.chave, objeto]));
  const presentes = new Set<string>();
  for (const arquivo of await arquivos(path.join(pasta, 'media'))) {
    const objeto = objetos.get(arquivo.chave);
    presentes.add(arquivo.chave);
    if (!objeto) problemas.push(`media/${arquivo.chave}: o backup não fez isto`);
    else if (arquivo.bytes !== objeto.bytes)
      problemas.push(`media/${arquivo.chave}: ${arquivo.bytes} bytes; o backup gravou ${objeto.bytes}`);
    else if ((await sha256(path.join(pasta, 'media', arquivo.chave))) !== objeto.sha256)
      problemas.push(`media/${arquivo.chave}: o SHA-256 não é o que o backup registrou`);
  }
  for (const chave of objetos.keys()) if (!presentes.has(chave)) problemas.push(`media/${chave}: falta`);
  return problemas;
}

/**
 * The media objects and stored reports the database names, held against the restored objects:
 * each must be there with the SHA-256 the database recorded when it was uploaded or issued.
 */
export async function midiasSemCopiaIgual(
  pool: Pool,
  objetos: Objeto[],
): Promise<{ conferidas: number; problemas: string[] }> {
  const restaurados = new Map(objetos.map((objeto) => [objeto.chave, objeto.sha256]));
  const { rows } = await pool.query<{ chave: string; sha256: string }>(
    `SELECT storage_key AS chave, sha256 FROM media_objects
     UNION ALL SELECT arquivo AS chave, sha256 FROM relatorios_emitidos WHERE arquivo IS NOT NULL`,
  );
  const problemas = rows.flatMap((row) => {
    const restaurado = restaurados.get(row.chave);
    if (!restaurado) return [`${row.chave}: não está no backup`];
    return restaurado === row.sha256 ? [] : [`${row.chave}: o SHA-256 restaurado não é o do banco`];
  });
  return { conferidas: rows.length - problemas.length, problemas };
}
