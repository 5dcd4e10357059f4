import { describe, expect, it } from 'vitest';
import { vestigioCreateRequest } from '../../../shared/schemas/vestigios';
import { midiaInput, registrarMidia } from './midia-registro';
import { posterSize } from './poster';
import { midiaTypeFromBytes } from './tipo-arquivo';

const JPEG = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], { type: 'image/jpeg' });
const LEITURA = {
  latitude: -7.115,
  longitude: -34.863,
  precisao_m: 12.5,
  obtida_em: '2024-05-01T12:00:00.000Z',
};

let n = 0;
const deps = {
  posicao: async () => LEITURA,
  agora: () => new Date('2024-05-01T12:00:05.000Z'),
  uuid: () => {
    n += 1;
    return `00000000-0000-4000-8000-00000000000${n}`;
  },
};

describe('registrarMidia', () => {
  it('records the hash of the original bytes, the UTC time, the position with its accuracy', async () => {
    const midia = await registrarMidia(
      { kind: 'photo', origem: 'captura', blob: JPEG, contentType: 'image/jpeg', filename: 'a.jpg' },
      deps,
    );
    const expected = Buffer.from(await crypto.subtle.digest('SHA-256', await JPEG.arrayBuffer())).toString(
      'hex',
    );
    expect(midia.sha256).toBe(expected);
    expect(midia.blob).toBe(JPEG);
    expect(midia.capturadaEm).toBe('2024-05-01T12:00:05.000Z');
    expect(midia.posicao).toEqual(LEITURA);
    expect(midia.poster).toBeNull();
    expect(midiaInput(midia)).toMatchObject({ origem: 'captura', arquivo: null });
  });

  it('signs a capture for its case with its id, hash, time and fix, and never a picked file', async () => {
    const assinados: unknown[] = [];
    const assinar = async (captura: unknown) => {
      assinados.push(captura);
      return { versao: 1 as const, aparelho_id: '0b6f3c1e-5d7a-4c1b-9a39-2f0d3e6a7b81', valor: 'AAAA' };
    };
    const casoId = '4a1f0c2d-7e3b-4d5a-8c6f-1b2e3d4c5a6b';
    const foto = { kind: 'photo', blob: JPEG, contentType: 'image/jpeg', filename: 'a.jpg' } as const;
    const capturada = await registrarMidia({ ...foto, origem: 'captura' }, { ...deps, assinar, casoId });
    expect(assinados).toEqual([
      {
        casoId,
        midiaId: capturada.id,
        sha256: capturada.sha256,
        capturadaEm: '2024-05-01T12:00:05.000Z',
        latitude: -7.115,
        longitude: -34.863,
        precisaoM: 12.5,
      },
    ]);
    expect(midiaInput(capturada).assinatura).toMatchObject({ valor: 'AAAA' });
    const importada = await registrarMidia(
      { ...foto, origem: 'importacao' },
      {
        ...deps,
        assinar,
        casoId,
        metadados: async () => ({
          nome_original: null,
          criado_em: null,
          latitude: null,
          longitude: null,
          modelo: null,
        }),
      },
    );
    expect(assinados).toHaveLength(1);
    expect(midiaInput(importada)).not.toHaveProperty('assinatura');
  });

  it('records a picked file as imported, with what the file says of itself apart', async () => {
    const arquivo = {
      nome_original: 'IMG_0001.jpg',
      criado_em: '2020-03-14T09:26:53-03:00',
      latitude: -7.1,
      longitude: -34.8,
      modelo: 'Samsung SM-A515F',
    };
    const lidos: (string | null)[] = [];
    const midia = await registrarMidia(
      {
        kind: 'photo',
        origem: 'importacao',
        nomeOriginal: 'IMG_0001.jpg',
        blob: JPEG,
        contentType: 'image/jpeg',
        filename: 'IMG_0001.jpg',
      },
      {
        ...deps,
        metadados: async (_blob, nome) => {
          lidos.push(nome);
          return arquivo;
        },
      },
    );
    expect(lidos).toEqual(['IMG_0001.jpg']);
    // The import's own moment and fix; the file's word only under `arquivo`.
    expect(midiaInput(midia)).toMatchObject({
      origem: 'importacao',
      capturada_em: '2024-05-01T12:00:05.000Z',
      latitude: LEITURA.latitude,
      arquivo,
    });
  });

  it('still records the import when the file cannot be read', async () => {
    const midia = await registrarMidia(
      {
        kind: 'photo',
        origem: 'importacao',
        nomeOriginal: 'x.jpg',
        blob: JPEG,
        contentType: 'image/jpeg',
        filename: 'x.jpg',
      },
      { ...deps, metadados: () => Promise.reject(new Error('corrompido')) },
    );
    expect(midia.arquivo).toEqual({
      nome_original: 'x.jpg',
      criado_em: null,
      latitude: null,
      longitude: null,
      modelo: null,
    });
  });

  it('keeps the file when no position came, and gives a video its poster as a separate upload', async () => {
    const video = new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], { type: 'video/webm' });
    const poster = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    const midia = await registrarMidia(
      {
        kind: 'video',
        origem: 'captura',
        blob: video,
        contentType: 'video/webm',
        filename: 'v.webm',
        durationMs: 3000,
      },
      { ...deps, posicao: () => Promise.reject(new Error('sem sinal')), poster: async () => poster },
    );
    expect(midia.posicao).toBeNull();
    expect(midia.poster?.blob).toBe(poster);
    expect(midia.poster?.id).not.toBe(midia.id);
    const input = midiaInput(midia);
    expect(input).toMatchObject({
      kind: 'video',
      duracao_ms: 3000,
      poster_id: midia.poster?.id,
      latitude: null,
    });
  });

  it('names the media as the contract accepts it', async () => {
    const midia = await registrarMidia(
      { kind: 'photo', origem: 'captura', blob: JPEG, contentType: 'image/jpeg', filename: 'a.jpg' },
      deps,
    );
    const parsed = vestigioCreateRequest.safeParse({
      id: '10000000-0000-4000-8000-000000000000',
      tipo: 'DIGITAL',
      latitude: null,
      longitude: null,
      precisao_m: null,
      obtida_em: null,
      midias: [midiaInput(midia)],
    });
    expect(parsed.error?.issues ?? []).toEqual([]);
  });
});

describe('midiaTypeFromBytes', () => {
  const bytes = (...values: (number | string)[]) =>
    new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

  it('tells photos and the phone camera videos from their first bytes', () => {
    expect(midiaTypeFromBytes(bytes(0xff, 0xd8, 0xff, 0xe1))).toEqual({
      kind: 'photo',
      contentType: 'image/jpeg',
    });
    expect(midiaTypeFromBytes(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a))).toEqual({
      kind: 'photo',
      contentType: 'image/png',
    });
    expect(midiaTypeFromBytes(bytes(0x1a, 0x45, 0xdf, 0xa3, 0x9f))).toEqual({
      kind: 'video',
      contentType: 'video/webm',
    });
    expect(midiaTypeFromBytes(bytes(0, 0, 0, 0x20, 'ftypisom'))).toEqual({
      kind: 'video',
      contentType: 'video/mp4',
    });
    expect(midiaTypeFromBytes(bytes(0, 0, 0, 0x14, 'ftypqt  '))).toEqual({
      kind: 'video',
      contentType: 'video/quicktime',
    });
  });

  it('refuses anything else (a PDF renamed .jpg)', () => {
    expect(midiaTypeFromBytes(bytes('%PDF-1.7'))).toBeNull();
  });
});

describe('posterSize', () => {
  it('keeps the proportions with the longer side at most 640', () => {
    expect(posterSize(1280, 720)).toEqual({ width: 640, height: 360 });
    expect(posterSize(720, 1280)).toEqual({ width: 360, height: 640 });
    expect(posterSize(320, 240)).toEqual({ width: 320, height: 240 });
  });
});
