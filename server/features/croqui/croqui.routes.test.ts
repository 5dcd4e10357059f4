/**
 * The croqui's image for the report: the case's scene, vestígio and camera drawn where they are, on
 * tiles from the stand-in, for whoever may read the case, each read on record.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { CROQUI_ESTILOS, type CroquiTipo } from '../../../shared/croqui';
import { logs } from '../../db/schema';
import { fitBounds, worldPixel } from '../../geo/web-mercator';
import { LOCAL_JOAO_PESSOA } from '../../test/fixtures';
import { setupTestServerComGeo } from '../../test/geo-servidor';
import { pessoasApi } from '../../test/pessoas-fixtures';
import { listening, sha256, tusClient, tusFile } from '../../test/tus';

const { server, geo } = setupTestServerComGeo();
const api = pessoasApi(server);
let base = '';

beforeAll(async () => {
  base = await listening(server);
});

/** Three spots a few hundred metres apart in João Pessoa. */
const LOCAL = { latitude: LOCAL_JOAO_PESSOA.latitude, longitude: LOCAL_JOAO_PESSOA.longitude };
const VESTIGIO = { latitude: -7.1185, longitude: -34.8475 };
const CAMERA = { latitude: -7.1212, longitude: -34.8431 };

async function vestigioComFoto(cookie: string, casoId: string) {
  const foto = tusFile(
    'photo',
    'image/jpeg',
    await sharp({ create: { width: 64, height: 48, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer(),
  );
  await tusClient(base, cookie).upload(casoId, foto);
  const resposta = await server.api({
    method: 'POST',
    url: `/casos/${casoId}/vestigios`,
    cookie,
    payload: {
      id: randomUUID(),
      tipo: 'VESTÍGIO BALISTICO',
      descricao: 'Estojo 9mm na calçada',
      ...VESTIGIO,
      precisao_m: 6,
      obtida_em: '2026-11-20T02:31:00.000Z',
      midias: [
        {
          id: foto.id,
          kind: 'photo',
          content_type: 'image/jpeg',
          sha256: sha256(foto.bytes),
          size_bytes: foto.bytes.length,
          capturada_em: '2026-11-20T02:31:00.000Z',
          ...VESTIGIO,
          precisao_m: 6,
        },
      ],
    },
  });
  expect(resposta.statusCode, resposta.body).toBe(201);
}

async function casoCompleto(cookie: string) {
  const caso = await api.criarCaso(cookie, 'Caso do Croqui');
  const local = await server.api({
    method: 'POST',
    url: `/casos/${caso.id}/geolocalizacao`,
    cookie,
    payload: { ...LOCAL_JOAO_PESSOA, id: randomUUID(), condicoes: { tipo: 'EXTERNO' } },
  });
  expect(local.statusCode, local.body).toBe(201);
  const camera = await server.api({
    method: 'POST',
    url: `/casos/${caso.id}/cameras`,
    cookie,
    payload: { ...LOCAL_JOAO_PESSOA, ...CAMERA, id: randomUUID() },
  });
  expect(camera.statusCode, camera.body).toBe(201);
  await vestigioComFoto(cookie, caso.id);
  return caso;
}

const imagem = (cookie: string, casoId: string, query = '') =>
  server.api({ method: 'GET', url: `/casos/${casoId}/croqui/imagem${query}`, cookie });

/** How far a pixel is from a colour, summed over the channels. */
function distancia(data: Buffer, at: number, hex: string): number {
  const alvo = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return alvo.reduce((soma, valor, i) => soma + Math.abs((data[at + i] ?? 0) - valor), 0);
}

describe('GET /casos/:casoId/croqui/imagem', () => {
  it('draws the scene, the vestígio and the camera where they are, fitted with padding 50, on record', async () => {
    const cookie = await server.login('investigador');
    const caso = await casoCompleto(cookie);
    const lido = await server.api({ method: 'GET', url: `/casos/${caso.id}`, cookie });
    expect(lido.json().contagens.croqui).toBe(3);

    const resposta = await imagem(cookie, caso.id);
    expect(resposta.statusCode, resposta.body).toBe(200);
    expect(resposta.headers['content-type']).toBe('image/png');
    expect(resposta.headers['cache-control']).toBe('private, no-store');
    const { data, info } = await sharp(resposta.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([660, 560]);
    // Kept to be looked at, as the report will print it.
    mkdirSync('.tmp/screens', { recursive: true });
    writeFileSync('.tmp/screens/croqui-imagem.png', resposta.rawPayload);

    // Where each marker must be: Leaflet's fit of the three positions in 660×560 less 50 on each side.
    const pontos = [LOCAL, VESTIGIO, CAMERA];
    // The map above the legend band (one row at this width).
    const alturaMapa = 560 - 42;
    const { zoom, point } = fitBounds(
      {
        south: Math.min(...pontos.map((p) => p.latitude)),
        north: Math.max(...pontos.map((p) => p.latitude)),
        west: Math.min(...pontos.map((p) => p.longitude)),
        east: Math.max(...pontos.map((p) => p.longitude)),
      },
      660,
      alturaMapa,
      50,
      18,
    );
    const pixel = (p: { latitude: number; longitude: number }) => {
      const w = worldPixel(p.latitude, p.longitude, zoom);
      return { x: Math.round(w.x - point.x + 330), y: Math.round(w.y - point.y + alturaMapa / 2) };
    };
    const naCor = (x: number, y: number, tipo: CroquiTipo) =>
      distancia(data, (y * info.width + x) * info.channels, CROQUI_ESTILOS[tipo].cor);
    const local = pixel(LOCAL);
    const vestigio = pixel(VESTIGIO);
    const camera = pixel(CAMERA);
    for (const p of [local, vestigio, camera]) {
      expect(p.x).toBeGreaterThanOrEqual(50);
      expect(p.x).toBeLessThanOrEqual(610);
      expect(p.y).toBeGreaterThanOrEqual(50);
      expect(p.y).toBeLessThanOrEqual(alturaMapa - 50);
    }
    // The pin's body above its tip, beside the 'L'; the circle and the square beside their marks.
    expect(naCor(local.x - 9, local.y - 30, 'local')).toBeLessThan(60);
    expect(naCor(vestigio.x - 9, vestigio.y, 'vestigio')).toBeLessThan(60);
    expect(naCor(camera.x - 9, camera.y, 'camera')).toBeLessThan(60);
    // Elsewhere, the stand-in's plain map; under it, the legend's white band with its three icons.
    expect(naCor(5, 5, 'local')).toBeGreaterThan(200);
    expect(distancia(data, ((alturaMapa + 4) * info.width + 5) * info.channels, '#ffffff')).toBeLessThan(10);
    const legenda = (tipo: CroquiTipo) => {
      let n = 0;
      for (let y = alturaMapa; y < 560; y++) for (let x = 0; x < 660; x++) if (naCor(x, y, tipo) < 60) n++;
      return n;
    };
    for (const tipo of ['local', 'vestigio', 'camera'] as const) expect(legenda(tipo)).toBeGreaterThan(40);

    const leituras = await server.db
      .select()
      .from(logs)
      .where(and(eq(logs.casoId, caso.id), eq(logs.action, 'croqui.read')));
    expect(leituras).toHaveLength(1);
    expect(leituras[0]?.context).toMatchObject({ marcadores: 3, largura: 660, altura: 560 });
  });

  it('marks a placed vehicle, in the map and the legend, and leaves out one without a position', async () => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie, 'Caso do veículo');
    const veiculo = (payload: object) =>
      server.api({
        method: 'POST',
        url: `/casos/${caso.id}/veiculos`,
        cookie,
        payload: { id: randomUUID(), ...payload },
      });
    // Typed text with what SVG reads as markup: the legend prints it as it was typed.
    expect(
      (await veiculo({ placa: 'ABC1D23', marca_modelo: 'Fiat & Uno <G5>', ...VESTIGIO })).statusCode,
    ).toBe(201);
    expect((await veiculo({ placa: 'QXA1234' })).statusCode).toBe(201);
    expect(
      (await server.api({ method: 'GET', url: `/casos/${caso.id}`, cookie })).json().contagens.croqui,
    ).toBe(1);

    const resposta = await imagem(cookie, caso.id);
    expect(resposta.statusCode, resposta.body).toBe(200);
    writeFileSync('.tmp/screens/croqui-imagem-veiculo.png', resposta.rawPayload);
    const { data, info } = await sharp(resposta.rawPayload).raw().toBuffer({ resolveWithObject: true });
    // Alone, it stands at the centre of the map; its diamond is in the legend band too.
    const alturaMapa = 560 - 42;
    const naCor = (x: number, y: number) =>
      distancia(data, (y * info.width + x) * info.channels, CROQUI_ESTILOS.veiculo.cor);
    expect(naCor(330 - 9, alturaMapa / 2)).toBeLessThan(60);
    let legenda = 0;
    for (let y = alturaMapa; y < 560; y++) for (let x = 0; x < 660; x++) if (naCor(x, y) < 60) legenda++;
    expect(legenda).toBeGreaterThan(40);
    const [leitura] = await server.db
      .select()
      .from(logs)
      .where(and(eq(logs.casoId, caso.id), eq(logs.action, 'croqui.read')));
    expect(leitura?.context).toMatchObject({ marcadores: 1 });
  });

  it('keeps the map its room when many vehicles are placed: the legend names the first and how many more', async () => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie, 'Caso da frota');
    for (let n = 0; n < 40; n += 1) {
      const placa = `ABC${String(1000 + n)}`;
      const resposta = await server.api({
        method: 'POST',
        url: `/casos/${caso.id}/veiculos`,
        cookie,
        payload: {
          id: randomUUID(),
          placa,
          marca_modelo: 'Fiat Uno',
          latitude: -7.118 - n / 10_000,
          longitude: -34.845,
        },
      });
      expect(resposta.statusCode).toBe(201);
    }
    for (const tamanho of ['?largura=240&altura=240', '?largura=400&altura=300', '']) {
      const resposta = await imagem(cookie, caso.id, tamanho);
      expect(resposta.statusCode, resposta.body).toBe(200);
      const meta = await sharp(resposta.rawPayload).metadata();
      const [largura, altura] = tamanho
        ? [Number(tamanho.split('=')[1]?.split('&')[0]), Number(tamanho.split('=')[2])]
        : [660, 560];
      expect([meta.width, meta.height]).toEqual([largura, altura]);
      if (!tamanho) writeFileSync('.tmp/screens/croqui-imagem-frota.png', resposta.rawPayload);
    }
  });

  it('answers the size asked, within limits, and a justified reader too; not a stranger', async () => {
    const cookie = await server.login('investigador');
    const caso = await casoCompleto(cookie);
    const menor = await imagem(cookie, caso.id, '?largura=400&altura=300');
    expect(menor.statusCode).toBe(200);
    const meta = await sharp(menor.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([400, 300]);
    expect((await imagem(cookie, caso.id, '?largura=99999')).json().code).toBe('VALIDATION_FAILED');

    const perito = await server.login('perito');
    expect((await imagem(perito, caso.id)).json().code).toBe('NOT_FOUND');
    const justificar = await server.api({
      method: 'POST',
      url: `/casos/${caso.id}/acessos`,
      cookie: perito,
      payload: { id: randomUUID(), justificativa: 'Perícia complementar do local do crime' },
    });
    expect(justificar.statusCode).toBe(200);
    expect((await imagem(perito, caso.id)).statusCode).toBe(200);

    const semAcesso = await server.login('semAcesso');
    expect((await imagem(semAcesso, caso.id)).statusCode).toBe(403);
  });

  it('says the case has nothing to mark; without tiles it still draws the marks, saying the map is missing', async () => {
    const cookie = await server.login('investigador');
    const vazio = await api.criarCaso(cookie, 'Caso sem posição');
    const semNada = await imagem(cookie, vazio.id);
    expect(semNada.statusCode).toBe(404);
    expect(semNada.json()).toMatchObject({
      code: 'CROQUI_VAZIO',
      message: 'O caso não tem posição registrada para o croqui.',
    });

    const caso = await casoCompleto(cookie);
    geo.standin.setTiles(503);
    try {
      // Another size: tiles of another zoom, none of them on the disk yet.
      const fora = await imagem(cookie, caso.id, '?largura=1600&altura=1500');
      expect(fora.statusCode).toBe(200);
      expect(fora.headers['x-croqui-mapa']).toBe('incompleto');
      const { data, info } = await sharp(fora.rawPayload).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([1600, 1500]);
      // The marks still stand, on plain ground, under a band that says the map is missing.
      const cores = (hex: string) => {
        let n = 0;
        for (let at = 0; at < data.length; at += info.channels) if (distancia(data, at, hex) < 60) n++;
        return n;
      };
      for (const tipo of ['local', 'vestigio', 'camera'] as const)
        expect(cores(CROQUI_ESTILOS[tipo].cor)).toBeGreaterThan(200);
      expect(distancia(data, (10 * info.width + 5) * info.channels, '#fff3bf')).toBeLessThan(30);
      writeFileSync('.tmp/screens/croqui-imagem-sem-mapa.png', fora.rawPayload);
    } finally {
      geo.standin.setTiles(200);
    }
    expect((await imagem(cookie, caso.id)).headers['x-croqui-mapa']).toBe('completo');
  });
});
