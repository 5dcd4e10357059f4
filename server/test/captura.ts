/**
 * What the tests of signed captures share (issue 39): a photo unlike any other each time, the record
 * a capture's media sends with what its signature covers by default, uploading and saving it as a
 * vestígio, and the text of the case's report as the server issues it.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { expect } from 'vitest';
import { vestigioCom } from '../../scripts/corpos-vestigio.mjs';
import { novoAparelho, registrarAparelho } from './aparelho';
import type { TestServer } from './harness';
import { enviador, listening, sha256, type TusFile, tusClient, tusFile } from './tus';

export const FIX = { latitude: -7.115, longitude: -34.863, precisao_m: 8 };

let cor = 0;

/** A small JPEG of a colour no other call of this run made, so its SHA-256 is its own. */
export async function foto(): Promise<TusFile> {
  cor += 1;
  const bytes = await sharp({
    create: { width: 32, height: 24, channels: 3, background: { r: cor % 256, g: (cor * 7) % 256, b: 90 } },
  })
    .jpeg()
    .toBuffer();
  return tusFile('photo', 'image/jpeg', bytes);
}

export interface MidiaSalva {
  id: string;
  verificacao: string | null;
  hora_fora_do_caso: unknown;
}

export function capturas(server: TestServer) {
  return {
    /** The capture record a media sends, and what its signature covers by default (the record's own). */
    registro(casoId: string, file: TusFile, capturadaEm = server.clock.now().toISOString()) {
      const assinado = {
        casoId,
        midiaId: file.id,
        sha256: sha256(file.bytes),
        capturadaEm,
        latitude: FIX.latitude,
        longitude: FIX.longitude,
        precisaoM: FIX.precisao_m,
      };
      return { assinado, midia: { origem: 'captura', capturada_em: capturadaEm, ...FIX } };
    },

    async enviar(casoId: string, file: TusFile, cookie: string): Promise<void> {
      await tusClient(await listening(server), cookie).upload(casoId, file);
    },

    /** Saves a vestígio claiming `midias` and answers its first media as the server tells it. */
    async salvar(casoId: string, midias: object[], cookie: string): Promise<MidiaSalva> {
      const resposta = await server.api({
        method: 'POST',
        url: `/casos/${casoId}/vestigios`,
        cookie,
        payload: vestigioCom(midias),
      });
      expect(resposta.statusCode, resposta.body).toBe(201);
      return resposta.json().midias[0] as MidiaSalva;
    },

    /** pdftotext's text of the case's report as the server issues it, its runs of spaces made one. */
    async relatorio(casoId: string, cookie: string): Promise<string> {
      const resposta = await server.api({
        method: 'POST',
        url: `/casos/${casoId}/relatorio/pdf`,
        cookie,
        payload: { id: randomUUID() },
      });
      expect(resposta.statusCode, resposta.body).toBe(200);
      const dir = mkdtempSync(path.join(tmpdir(), 'rip-captura-'));
      try {
        const arquivo = path.join(dir, 'relatorio.pdf');
        writeFileSync(arquivo, resposta.rawPayload);
        return execFileSync('pdftotext', [arquivo, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * The sender of the capture tests, with the device whose key signs their captures registered
 * before any upload.
 */
export async function enviadorComAparelho(server: TestServer) {
  const { cookie } = await enviador(server);
  const aparelho = await novoAparelho();
  expect((await registrarAparelho(server, cookie, aparelho)).statusCode).toBe(201);
  return { cookie, aparelho };
}

/** The capture calls bound to a cookie a test file sets in its beforeAll. */
export function capturasDe(server: TestServer, cookie: () => string) {
  const captura = capturas(server);
  return {
    registro: captura.registro,
    relatorio: (casoId: string) => captura.relatorio(casoId, cookie()),
    salvar: (casoId: string, midias: object[]) => captura.salvar(casoId, midias, cookie()),
    enviar: (casoId: string, file: TusFile) => captura.enviar(casoId, file, cookie()),
  };
}
