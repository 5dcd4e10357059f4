import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { logs } from '../../db/schema';
import { LOCAL_JOAO_PESSOA } from '../../test/fixtures';
import { setupTestServerComGeo } from '../../test/geo-servidor';
import { pessoasApi } from '../../test/pessoas-fixtures';

const { server, geo } = setupTestServerComGeo();
const api = pessoasApi(server);

const condicoes = { tipo: 'INTERNO', local_interno: 'RESIDENCIA', local_externo: 'MAR', clima: 'CHUVA' };

const postLocal = (cookie: string, casoId: string, payload: object) =>
  server.api({ method: 'POST', url: `/casos/${casoId}/geolocalizacao`, cookie, payload });
const postCamera = (cookie: string, casoId: string, payload: object) =>
  server.api({ method: 'POST', url: `/casos/${casoId}/cameras`, cookie, payload });
const getCaso = async (cookie: string, casoId: string) =>
  (await server.api({ method: 'GET', url: `/casos/${casoId}`, cookie })).json();

async function mapaDe(
  cookie: string,
  casoId: string,
  lista: 'geolocalizacao_caso' | 'geolocalizacao_camera',
) {
  for (let tentativa = 0; tentativa < 100; tentativa += 1) {
    const id = (await getCaso(cookie, casoId))[lista][0]?.mapa_media_id;
    if (id) return id as string;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return null;
}

describe('Local do Crime', () => {
  it('saves a device fix with its accuracy, moment, city, state and conditions, once', async () => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie);
    const payload = { ...LOCAL_JOAO_PESSOA, id: randomUUID(), estado: 'SP', condicoes };
    const criado = await postLocal(cookie, caso.id, payload);
    expect(criado.statusCode).toBe(201);
    expect(criado.json()).toMatchObject({
      coordenadas: [LOCAL_JOAO_PESSOA.longitude, LOCAL_JOAO_PESSOA.latitude],
      precisao_m: 12,
      obtida_em: '2026-11-20T02:30:00.000Z',
      cidade: { id: 2507507, nome: 'João Pessoa', uf: 'PB' },
      // The city's state wins over a state sent with it.
      estado: 'PB',
      // An indoor scene keeps no outdoor kind.
      condicoes: { tipo: 'INTERNO', local_interno: 'RESIDENCIA', local_externo: null, clima: 'CHUVA' },
    });

    const repetido = await postLocal(cookie, caso.id, payload);
    expect(repetido.statusCode).toBe(200);
    expect(repetido.json().id).toBe(payload.id);
    const outroConteudo = await postLocal(cookie, caso.id, { ...payload, rua: 'Outra Rua' });
    expect(outroConteudo.json().code).toBe('IDEMPOTENCY_CONFLICT');
    const segundo = await postLocal(cookie, caso.id, { ...payload, id: randomUUID() });
    expect(segundo.statusCode).toBe(409);
    expect(segundo.json().code).toBe('LOCAL_EXISTS');

    const lido = await getCaso(cookie, caso.id);
    expect(lido.geolocalizacao_caso).toHaveLength(1);
    expect(lido.contagens.geolocalizacaoCaso).toBe(1);
    const auditoria = await api.auditoria('local.created', caso.id);
    expect(auditoria).toHaveLength(1);
    expect(auditoria[0]?.context).toMatchObject({ precisao_m: 12, origem: 'dispositivo' });
  });

  it('saves an address typed by hand, without any position', async () => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie);
    const criado = await postLocal(cookie, caso.id, {
      id: randomUUID(),
      rua: 'Rua Sem GPS',
      estado: 'PB',
      condicoes: { tipo: 'EXTERNO', local_externo: 'ESTRADA_TERRA', local_interno: 'SOBRADO' },
    });
    expect(criado.statusCode).toBe(201);
    expect(criado.json()).toMatchObject({
      coordenadas: null,
      precisao_m: null,
      cidade: null,
      estado: 'PB',
      mapa_media_id: null,
      condicoes: { local_externo: 'ESTRADA_TERRA', local_interno: null },
    });
  });

  it.each([
    ['a latitude outside Brazil', { latitude: 40.7, longitude: -74 }, 'A posição está fora do Brasil.'],
    ['a latitude without longitude', { latitude: -7.1, longitude: null }, 'Informe latitude e longitude.'],
    ['a negative accuracy', { precisao_m: -1 }, 'A precisão não pode ser negativa.'],
    ['an accuracy without a position', { latitude: null, longitude: null }, 'Precisão sem posição.'],
    ['a scene type not in the list', { condicoes: { tipo: 'SUBMARINO' } }, 'Opção inválida.'],
    [
      'a place typed by hand with neither city nor street',
      { latitude: null, longitude: null, precisao_m: null, obtida_em: null, cidade_id: null, rua: null },
      'Informe a cidade ou a rua do local.',
    ],
  ])('refuses %s with a Portuguese message', async (_caso, mudanca, mensagem) => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie);
    const response = await postLocal(cookie, caso.id, {
      ...LOCAL_JOAO_PESSOA,
      id: randomUUID(),
      condicoes: {},
      ...mudanca,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues.map((issue: { message: string }) => issue.message)).toContain(mensagem);
  });

  it('keeps an accuracy too small for its column to the centimetre instead of failing', async () => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie);
    const response = await postCamera(cookie, caso.id, {
      ...LOCAL_JOAO_PESSOA,
      id: randomUUID(),
      precisao_m: 1.02e-185,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().precisao_m).toBe(0);
  });

  it('refuses a save after 24 hours, and a delete too', async () => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie);
    const criado = await postLocal(cookie, caso.id, {
      ...LOCAL_JOAO_PESSOA,
      id: randomUUID(),
      condicoes: {},
    });
    server.clock.advance(25 * 3_600_000);
    try {
      const fresh = await server.login('investigador');
      const tarde = await postCamera(fresh, caso.id, { ...LOCAL_JOAO_PESSOA, id: randomUUID() });
      expect(tarde.json().code).toBe('EDIT_WINDOW_CLOSED');
      const apagar = await server.api({
        method: 'DELETE',
        url: `/casos/${caso.id}/geolocalizacao/${criado.json().id}?versao_base=1`,
        cookie: fresh,
      });
      expect(apagar.json().code).toBe('EDIT_WINDOW_CLOSED');
    } finally {
      server.clock.reset();
    }
  });

  it('makes the map image after the save, readable by the case, and deletes it with the location', async () => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie);
    const local = await postLocal(cookie, caso.id, { ...LOCAL_JOAO_PESSOA, id: randomUUID(), condicoes: {} });
    const mediaId = await mapaDe(cookie, caso.id, 'geolocalizacao_caso');
    expect(mediaId).not.toBeNull();
    const imagem = await server.api({ method: 'GET', url: `/media/${mediaId}`, cookie });
    expect(imagem.statusCode).toBe(200);
    expect(imagem.headers['content-type']).toBe('image/png');
    const outro = await server.login('escrivao');
    expect((await server.api({ method: 'GET', url: `/media/${mediaId}`, cookie: outro })).statusCode).toBe(
      404,
    );
    expect(
      geo.standin.requests.some((r) => r.path.startsWith('/tiles/17/') && /^rip-app/.test(r.userAgent ?? '')),
    ).toBe(true);

    const apagado = await server.api({
      method: 'DELETE',
      url: `/casos/${caso.id}/geolocalizacao/${local.json().id}?versao_base=1`,
      cookie,
    });
    expect(apagado.statusCode).toBe(200);
    expect((await getCaso(cookie, caso.id)).geolocalizacao_caso).toEqual([]);
    expect((await server.api({ method: 'GET', url: `/media/${mediaId}`, cookie })).statusCode).toBe(404);
    const repetido = await server.api({
      method: 'DELETE',
      url: `/casos/${caso.id}/geolocalizacao/${local.json().id}?versao_base=1`,
      cookie,
    });
    expect(repetido.statusCode).toBe(200);
    const rastros = await server.db
      .select()
      .from(logs)
      .where(and(eq(logs.action, 'local.deleted'), eq(logs.casoId, caso.id)));
    expect(rastros).toHaveLength(1);
  });
});

describe('Câmeras de Segurança', () => {
  it('saves several cameras, with or without a position, and deletes one', async () => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie);
    const primeira = await postCamera(cookie, caso.id, { ...LOCAL_JOAO_PESSOA, id: randomUUID() });
    expect(primeira.statusCode).toBe(201);
    const segunda = await postCamera(cookie, caso.id, { id: randomUUID(), rua: 'Rua da Padaria' });
    expect(segunda.statusCode).toBe(201);
    const lido = await getCaso(cookie, caso.id);
    expect(lido.geolocalizacao_camera.map((c: { rua: string }) => c.rua)).toEqual([
      'Avenida Epitácio Pessoa',
      'Rua da Padaria',
    ]);
    expect(lido.contagens.camera_seguranca).toBe(2);
    const apagada = await server.api({
      method: 'DELETE',
      url: `/casos/${caso.id}/cameras/${primeira.json().id}?versao_base=1`,
      cookie,
    });
    expect(apagada.statusCode).toBe(200);
    expect((await getCaso(cookie, caso.id)).contagens.camera_seguranca).toBe(1);
    expect(await api.auditoria('camera.deleted', caso.id)).toHaveLength(1);
  });

  it('saves without a map while no tile server answers, and gets the map at a later round', async () => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie);
    geo.standin.setTiles(503);
    try {
      // Another spot, so its tiles are not in the cache yet.
      const longe = { ...LOCAL_JOAO_PESSOA, latitude: -6.9, longitude: -38.5 };
      const antes = geo.standin.requests.length;
      expect((await postCamera(cookie, caso.id, { ...longe, id: randomUUID() })).statusCode).toBe(201);
      // The round asked the tile server (and heard 503): only then does no map mean anything.
      await vi.waitUntil(() => geo.standin.requests.slice(antes).some((r) => r.path.startsWith('/tiles/')), {
        timeout: 10_000,
        interval: 20,
      });
      expect((await getCaso(cookie, caso.id)).geolocalizacao_camera[0].mapa_media_id).toBeNull();
    } finally {
      geo.standin.setTiles(200);
    }
    expect((await postCamera(cookie, caso.id, { id: randomUUID(), rua: 'Sem posição' })).statusCode).toBe(
      201,
    );
    expect(await mapaDe(cookie, caso.id, 'geolocalizacao_camera')).not.toBeNull();
  });

  it('cannot delete a camera of another case through this one', async () => {
    const cookie = await server.login('investigador');
    const a = await api.criarCaso(cookie);
    const b = await api.criarCaso(cookie);
    const camera = await postCamera(cookie, a.id, { ...LOCAL_JOAO_PESSOA, id: randomUUID() });
    const cruzado = await server.api({
      method: 'DELETE',
      url: `/casos/${b.id}/cameras/${camera.json().id}?versao_base=1`,
      cookie,
    });
    expect(cruzado.statusCode).toBe(404);
    expect((await getCaso(cookie, a.id)).geolocalizacao_camera).toHaveLength(1);
  });
});

describe('the address of a position', () => {
  const reverso = (cookie: string, latitude: number, longitude: number) =>
    server.api({
      method: 'GET',
      url: `/geocoder/reverso?latitude=${latitude}&longitude=${longitude}`,
      cookie,
    });

  it('answers the geocoder’s address with the city matched to a municipality, named to the geocoder', async () => {
    const cookie = await server.login('investigador');
    const response = await reverso(cookie, -7.1195, -34.845);
    expect(response.statusCode).toBe(200);
    expect(response.json().endereco).toEqual({
      rua: 'Avenida Epitácio Pessoa',
      numero: '1000',
      bairro: 'Tambauzinho',
      cep: '58039000',
      estado: 'PB',
      cidade_id: 2507507,
      cidade: { id: 2507507, nome: 'João Pessoa', uf: 'PB' },
    });
    const pedido = geo.standin.requests.findLast((r) => r.path === '/reverse');
    expect(pedido?.userAgent).toMatch(/^rip-app/);
  });

  it('says when nothing was found, and when the geocoder fails', async () => {
    const cookie = await server.login('investigador');
    geo.standin.setReverse(() => ({ status: 200, body: { error: 'Unable to geocode' } }));
    try {
      expect((await reverso(cookie, -7.2, -34.9)).json()).toEqual({ endereco: null });
      geo.standin.setReverse(() => ({ status: 500, body: {} }));
      const falha = await reverso(cookie, -7.3, -34.9);
      expect(falha.statusCode).toBe(502);
      expect(falha.json().code).toBe('GEOCODER_UNAVAILABLE');
    } finally {
      geo.standin.setReverse(null);
    }
  });

  it('refuses a position outside Brazil', async () => {
    const cookie = await server.login('investigador');
    expect((await reverso(cookie, 48.85, 2.35)).statusCode).toBe(400);
  });
});

describe('the city of a spot recorded without one', () => {
  // As a phone offline saves it: the device's fix, and no address (no lookup without signal).
  const semEndereco = {
    latitude: LOCAL_JOAO_PESSOA.latitude,
    longitude: LOCAL_JOAO_PESSOA.longitude,
    precisao_m: 8,
    obtida_em: '2026-11-20T02:30:00.000Z',
  };

  it('is filled by the server from the position, with its state and an audit row', async () => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie);
    const local = await postLocal(cookie, caso.id, { ...semEndereco, id: randomUUID(), condicoes });
    expect(local.statusCode).toBe(201);
    expect(local.json()).toMatchObject({
      cidade: { id: 2507507, nome: 'João Pessoa', uf: 'PB' },
      estado: 'PB',
    });
    // Only the city: the street the geocoder also knows is the user's to type.
    expect(local.json().rua).toBeNull();
    const camera = await postCamera(cookie, caso.id, { ...semEndereco, id: randomUUID() });
    expect(camera.json().cidade).toEqual({ id: 2507507, nome: 'João Pessoa', uf: 'PB' });
    const lido = await getCaso(cookie, caso.id);
    expect(lido.geolocalizacao_caso[0].cidade_id).toBe(2507507);
    expect(await api.auditoria('local.cidade_derivada', caso.id)).toHaveLength(1);
    expect(await api.auditoria('camera.cidade_derivada', caso.id)).toHaveLength(1);
  });

  it('stays empty when the geocoder fails or names a city of another state than the one chosen', async () => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie);
    geo.standin.setReverse(() => ({ status: 500, body: {} }));
    try {
      const falhou = await postLocal(cookie, caso.id, {
        ...semEndereco,
        latitude: -7.4,
        id: randomUUID(),
        condicoes,
      });
      expect(falhou.statusCode).toBe(201);
      expect(falhou.json()).toMatchObject({ cidade: null, cidade_id: null, estado: null });
    } finally {
      geo.standin.setReverse(null);
    }
    const outroEstado = await postCamera(cookie, caso.id, {
      ...semEndereco,
      latitude: -7.5,
      estado: 'PE',
      id: randomUUID(),
    });
    expect(outroEstado.json()).toMatchObject({ cidade: null, estado: 'PE' });
    expect(await api.auditoria('local.cidade_derivada', caso.id)).toHaveLength(0);
  });

  it('is given later by a member, with its state, and refused for a spot of another case', async () => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie);
    const outro = await api.criarCaso(cookie);
    const local = await postLocal(cookie, caso.id, {
      id: randomUUID(),
      rua: 'Rua Sem Cidade',
      condicoes,
    });
    expect(local.json().cidade).toBeNull();
    const informar = (casoId: string, payload: object) =>
      server.api({
        method: 'PUT',
        url: `/casos/${casoId}/geolocalizacao/${local.json().id}/cidade`,
        cookie,
        // On the version the spot was saved with: a repeat is the outbox sending it again.
        payload: { ...payload, versao_base: 1 },
      });
    const informada = await informar(caso.id, { cidade_id: 2507507 });
    expect(informada.statusCode).toBe(200);
    expect(informada.json()).toMatchObject({ cidade: { id: 2507507 }, estado: 'PB', rua: 'Rua Sem Cidade' });
    expect((await informar(caso.id, { cidade_id: 2507507 })).statusCode).toBe(200);
    expect((await informar(outro.id, { cidade_id: 2507507 })).statusCode).toBe(404);
    expect((await informar(caso.id, { cidade_id: 99 })).json().code).toBe('VALIDATION_FAILED');
    expect(await api.auditoria('local.cidade_informada', caso.id)).toHaveLength(1);
  });
});
