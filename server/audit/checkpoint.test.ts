/** The checkpoint's signature: made with the key outside the database, broken by any change. */
import { statSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  assinarCheckpoint,
  assinaturaValida,
  checkpointTexto,
  loadOrCreateKey,
  loadPublicKey,
  readCheckpoint,
} from './checkpoint';

const HEAD = 'ab'.repeat(32);

async function novaChave() {
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'rip-cp-')), 'chave.pem');
  return { file, key: loadOrCreateKey(file) };
}

describe('log checkpoints', () => {
  it('makes the key once, readable only by its owner, and signs what only it can', async () => {
    const { file, key } = await novaChave();
    expect(statSync(file).mode & 0o777).toBe(0o400);
    expect(loadOrCreateKey(file).keyId).toBe(key.keyId);
    const cp = assinarCheckpoint(key, { seq: 42, head: HEAD, time: new Date('2026-11-26T18:00:00Z') });
    expect(cp).toMatchObject({ seq: 42, head: HEAD, time: '2026-11-26T18:00:00.000Z', key_id: key.keyId });
    expect(assinaturaValida(key, cp)).toBe(true);
    // The public half alone checks it (a verifier that may not sign).
    expect(assinaturaValida(loadPublicKey(`${file}.pub`), cp)).toBe(true);
  });

  it('breaks with any field changed, and under another key', async () => {
    const { key } = await novaChave();
    const cp = assinarCheckpoint(key, { seq: 7, head: HEAD, time: new Date('2026-11-26T18:00:00Z') });
    expect(assinaturaValida(key, { ...cp, seq: 8 })).toBe(false);
    expect(assinaturaValida(key, { ...cp, head: 'cd'.repeat(32) })).toBe(false);
    expect(assinaturaValida(key, { ...cp, time: '2026-11-26T18:00:01.000Z' })).toBe(false);
    const outra = (await novaChave()).key;
    expect(assinaturaValida(outra, cp)).toBe(false);
    // A forger's own key, even claiming this key's id, does not pass.
    const forjado = assinarCheckpoint(outra, { seq: 7, head: HEAD, time: new Date(cp.time) });
    expect(assinaturaValida(key, { ...forjado, key_id: key.keyId })).toBe(false);
  });

  it('reads back the line a report prints, even wrapped as a PDF reader copies it, and JSON', async () => {
    const { key } = await novaChave();
    const cp = assinarCheckpoint(key, { seq: 1234, head: HEAD, time: new Date('2026-11-26T18:05:00Z') });
    const texto = checkpointTexto(cp);
    expect(texto).toMatch(/^RIP-CP1 1234 2026-11-26T18:05:00.000Z [0-9a-f]{64} [0-9a-f]{16} \S+$/);
    const quebrado = `Checkpoint do log:\n${texto.slice(0, 60)}\n${texto.slice(60).replace(/ /, '\n')}`;
    expect(readCheckpoint(quebrado)).toEqual(cp);
    expect(readCheckpoint(JSON.stringify(cp))).toEqual(cp);
    expect(assinaturaValida(key, readCheckpoint(texto))).toBe(true);
    expect(() => readCheckpoint('íntegro')).toThrow(/RIP-CP1/);
  });
});
