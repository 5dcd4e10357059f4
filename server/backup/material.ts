/**
 * The files beside the database without which a restore is not whole: the embedded cluster's
 * passwords, the demo report certificate, the checkpoints and the public half of their key. What
 * lies in the data directory is copied (whoever holds a backup holds that directory anyway); a
 * signing key kept outside it — the checkpoints' key and the report's certificate in production —
 * never is: a backup holder would then hold what the data directory's holder must not. Each item is
 * kept under a fixed name and put back where the restoring configuration expects it.
 */
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { checkpointPaths } from '../audit/checkpoint-store';
import { credentialsFile } from '../db/embedded-credentials';
import type { Env } from '../env';

interface Item {
  name: string;
  where: string;
  /** Put back by the restore: the public half of a key kept outside stays with that key's owner. */
  restore: boolean;
}

function items(env: Env): Item[] {
  const checkpoints = checkpointPaths(env);
  const key = checkpoints.keyInDataDir;
  return [
    ...(env.DATABASE_URL
      ? []
      : [{ name: 'postgres-credentials.json', where: credentialsFile(env.dataDir), restore: true }]),
    { name: 'assinatura', where: path.join(env.dataDir, 'assinatura'), restore: true },
    ...(key ? [{ name: 'log-checkpoint-key.pem', where: checkpoints.key, restore: true }] : []),
    { name: 'log-checkpoint-key.pem.pub', where: `${checkpoints.key}.pub`, restore: key },
    { name: 'log-checkpoints.jsonl', where: checkpoints.file, restore: true },
  ];
}

/** Copies what exists; answers the names kept. */
export async function backupMaterial(env: Env, target: string): Promise<string[]> {
  await mkdir(target, { recursive: true, mode: 0o700 });
  const kept: string[] = [];
  for (const item of items(env)) {
    if (!existsSync(item.where)) continue;
    await cp(item.where, path.join(target, item.name), { recursive: true, preserveTimestamps: true });
    kept.push(item.name);
  }
  return kept;
}

async function same(a: string, b: string): Promise<boolean> {
  return (await readFile(a).catch(() => null))?.equals(await readFile(b)) ?? false;
}

/** Puts each kept file back; one already there with other contents stops the restore. */
export async function restoreMaterial(env: Env, source: string): Promise<string[]> {
  const restored: string[] = [];
  for (const item of items(env)) {
    const from = path.join(source, item.name);
    if (!item.restore || !existsSync(from)) continue;
    if (existsSync(item.where)) {
      if (item.name !== 'assinatura' && (await same(item.where, from))) continue;
      throw new Error(`${item.where} já existe: o restore não sobrescreve; mova-o e rode de novo`);
    }
    await mkdir(path.dirname(item.where), { recursive: true });
    await cp(from, item.where, { recursive: true, preserveTimestamps: true });
    restored.push(item.name);
  }
  return restored;
}
