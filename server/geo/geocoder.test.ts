import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type GeoStandin, startGeoStandin } from '../test/geo-standin';
import { createGeocoder, FILA_MAX, GeocoderError } from './geocoder';

const USER_AGENT = 'rip-app-test/1.0 (testes@exemplo.pb.gov.br)';

let standin: GeoStandin;
beforeAll(async () => {
  standin = await startGeoStandin();
});
afterAll(() => standin.close());
beforeEach(() => {
  standin.setReverse(null);
  standin.requests.length = 0;
});

function geocoder(options: { minIntervalMs?: number; timeoutMs?: number } = {}) {
  return createGeocoder({ url: standin.geocoderUrl, userAgent: USER_AGENT, minIntervalMs: 0, ...options });
}

function comEndereco(address: Record<string, string>) {
  return () => ({ status: 200, body: { lat: '-7.1', lon: '-34.8', display_name: 'algum lugar', address } });
}

describe('reverse geocoding', () => {
  it('asks as the usage policy wants and maps the answer to an address', async () => {
    const endereco = await geocoder().reverse(-7.1153241, -34.8610532);

    expect(endereco).toEqual({
      rua: 'Avenida Epitácio Pessoa',
      numero: '1000',
      bairro: 'Tambauzinho',
      cidade: 'João Pessoa',
      estado: 'PB',
      cep: '58039000',
    });
    expect(standin.requests).toHaveLength(1);
    expect(standin.requests[0]).toMatchObject({
      path: '/reverse',
      userAgent: USER_AGENT,
      query: {
        format: 'jsonv2',
        lat: '-7.11532',
        lon: '-34.86105',
        zoom: '18',
        addressdetails: '1',
        'accept-language': 'pt-BR',
      },
    });
  });

  it('falls back to the other names of each part, and the UF to the state name', async () => {
    standin.setReverse(
      comEndereco({
        pedestrian: 'Calçadão da Praia',
        neighbourhood: 'Jardim Camburi',
        town: 'Vitória',
        state: 'Espirito Santo',
        postcode: '29090',
      }),
    );
    expect(await geocoder().reverse(-20.27, -40.27)).toEqual({
      rua: 'Calçadão da Praia',
      numero: null,
      bairro: 'Jardim Camburi',
      cidade: 'Vitória',
      estado: 'ES',
      cep: null,
    });

    standin.setReverse(
      comEndereco({ path: 'Trilha', city_district: 'Distrito', village: 'Vila', state: 'Ceará' }),
    );
    expect(await geocoder().reverse(-3.7, -38.5)).toMatchObject({
      rua: 'Trilha',
      bairro: 'Distrito',
      cidade: 'Vila',
      estado: 'CE',
    });

    standin.setReverse(comEndereco({ state: 'Buenos Aires', 'ISO3166-2-lvl4': 'AR-B' }));
    expect(await geocoder().reverse(-34.6, -58.4)).toMatchObject({ estado: null, rua: null, cidade: null });
  });

  it("answers null when the service finds nothing ('Unable to geocode')", async () => {
    standin.setReverse(() => ({ status: 200, body: { error: 'Unable to geocode' } }));
    expect(await geocoder().reverse(-7.5, -33.9)).toBeNull();
  });

  it('fails with GeocoderError on an error status, and does not keep the failure', async () => {
    const g = geocoder();
    standin.setReverse(() => ({ status: 500, body: { error: 'boom' } }));
    await expect(g.reverse(-7.1, -34.8)).rejects.toBeInstanceOf(GeocoderError);

    standin.setReverse(null);
    expect(await g.reverse(-7.1, -34.8)).toMatchObject({ cidade: 'João Pessoa' });
    expect(standin.requests).toHaveLength(2);
  });

  it('fails with GeocoderError when the service takes too long', async () => {
    standin.setReverse((lat, lon) => ({ status: 200, body: { lat, lon }, delayMs: 1000 }));
    await expect(geocoder({ timeoutMs: 100 }).reverse(-7.1, -34.8)).rejects.toBeInstanceOf(GeocoderError);
  });

  it('keeps lookups issued together at least the interval apart', async () => {
    const g = geocoder({ minIntervalMs: 200 });
    const enderecos = await Promise.all([
      g.reverse(-7.1, -34.8),
      g.reverse(-7.2, -34.9),
      g.reverse(-7.3, -35),
    ]);

    expect(enderecos.every((e) => e?.estado === 'PB')).toBe(true);
    const at = standin.requests.map((r) => r.at);
    expect(at).toHaveLength(3);
    expect((at[1] ?? 0) - (at[0] ?? 0)).toBeGreaterThanOrEqual(200);
    expect((at[2] ?? 0) - (at[1] ?? 0)).toBeGreaterThanOrEqual(200);
  });

  it('answers a repeated lookup, within a metre, from the cache', async () => {
    const g = geocoder({ minIntervalMs: 200 });
    const primeira = await g.reverse(-7.1153241, -34.8610532);
    const [segunda, terceira] = await Promise.all([
      g.reverse(-7.1153241, -34.8610532),
      g.reverse(-7.1153238, -34.8610529),
    ]);

    expect(segunda).toEqual(primeira);
    expect(terceira).toEqual(primeira);
    expect(standin.requests).toHaveLength(1);
  });

  it('keeps a bounded line: a position asked again shares its turn, one past the bound is refused at once', async () => {
    const g = geocoder({ minIntervalMs: 20 });
    const ponto = (n: number) => [-7 - n / 1000, -34.8] as const;
    const fila = Array.from({ length: FILA_MAX }, (_, n) => g.reverse(...ponto(n)));
    const repetida = g.reverse(...ponto(3));
    await expect(g.reverse(...ponto(FILA_MAX))).rejects.toBeInstanceOf(GeocoderError);
    await Promise.all([...fila, repetida]);
    expect(standin.requests).toHaveLength(FILA_MAX);
    // The line emptied, a new position is looked up again.
    await g.reverse(...ponto(FILA_MAX));
    expect(standin.requests).toHaveLength(FILA_MAX + 1);
  });
});
