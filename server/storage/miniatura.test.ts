import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { StagedFile } from './media-store';
import { decodificando, readImagem } from './miniatura';

const pasta = mkdtempSync(path.join(tmpdir(), 'rip-miniatura-'));
afterAll(() => rmSync(pasta, { recursive: true, force: true }));

describe('readImagem', () => {
  it('decodes two images at a time on a node, the others waiting their turn, each answered', async () => {
    const arquivo = path.join(pasta, 'grande.png');
    const png = await sharp({ create: { width: 3000, height: 3000, channels: 3, background: '#335' } })
      .png()
      .toBuffer();
    writeFileSync(arquivo, png);
    const file = { path: arquivo } as StagedFile;
    const lidas = Array.from({ length: 5 }, () => readImagem(file, 'Imagem inválida.'));
    expect(decodificando.activeCount).toBe(2);
    expect(decodificando.pendingCount).toBe(3);
    const imagens = await Promise.all(lidas);
    expect(imagens.map((imagem) => [imagem.width, imagem.height])).toEqual(Array(5).fill([3000, 3000]));
    expect(decodificando.activeCount + decodificando.pendingCount).toBe(0);
  });
});
