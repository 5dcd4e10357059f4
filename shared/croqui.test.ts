import { describe, expect, it } from 'vitest';
import { CROQUI_MAPA, enquadramentoDoCroqui, entradasDaLegenda, marcadoresDoCroqui } from './croqui';
import type { Coordenadas } from './geo';

const P = (lat: number, lon: number): Coordenadas => [lon, lat];

const foto = (id: string, coordenadas: Coordenadas | null = null) => ({ id, kind: 'photo', coordenadas });
const video = (id: string, coordenadas: Coordenadas | null = null) => ({ id, kind: 'video', coordenadas });

const semEndereco = { rua: null, numero: null, bairro: null, cidade: null, estado: null };
const lugar = (id: string, coordenadas: Coordenadas | null) => ({ id, coordenadas, ...semEndereco });
const veiculo = (
  id: string,
  placa: string,
  marca_modelo: string | null,
  lat: number | null,
  lon: number | null,
) => ({
  id,
  placa,
  marca_modelo,
  cor: 'Prata',
  relacao: 'Da vítima',
  latitude: lat,
  longitude: lon,
});

function vestigio(
  id: string,
  extra: Partial<{ tipo: string; coordenadas: Coordenadas | null; midias: ReturnType<typeof foto>[] }> = {},
) {
  return { id, tipo: 'VESTÍGIO BALISTICO', descricao: `desc ${id}`, coordenadas: null, midias: [], ...extra };
}

describe('marcadoresDoCroqui', () => {
  it('marks the scene, the vestígios, the cameras and the vehicles in that order, numbered by their lists', () => {
    const marcadores = marcadoresDoCroqui({
      geolocalizacao_caso: [
        {
          ...lugar('l1', P(-7.1, -34.8)),
          rua: 'Rua A',
          numero: '10',
          cidade: { nome: 'João Pessoa', uf: 'PB' },
        },
      ],
      vestigios: [
        vestigio('v1', { coordenadas: P(-7.11, -34.81), midias: [video('m0'), foto('m1'), foto('m2')] }),
        vestigio('v2'),
        vestigio('v3', { tipo: 'VESTÍGIO ELETRONICO', coordenadas: P(-7.12, -34.82) }),
      ],
      geolocalizacao_camera: [lugar('c1', null), lugar('c2', P(-7.13, -34.83))],
      veiculos: [
        veiculo('x1', 'ABC1234', 'Fiat Uno', -7.14, -34.84),
        veiculo('x2', 'DEF5G67', null, null, null),
      ],
    });
    expect(marcadores.map((m) => [m.tipo, m.id, m.sigla, m.titulo])).toEqual([
      ['local', 'l1', 'L', 'Local do crime'],
      ['vestigio', 'v1', '1', 'VESTÍGIO BALISTICO'],
      // Spec §9: VESTÍGIO ELETRONICO reads 'Objeto Apreendido'; v2 has no position and keeps its number.
      ['vestigio', 'v3', '3', 'Objeto Apreendido'],
      ['camera', 'c2', 'C2', 'Câmera 2'],
      // Issue 42: a vehicle placed, by its plate as printed and its model; x2 has no position.
      ['veiculo', 'x1', 'V1', 'Veículo ABC-1234 — Fiat Uno'],
    ]);
    // The legend counts the other kinds and names each placed vehicle.
    expect(entradasDaLegenda(marcadores).map((e) => e.texto)).toEqual([
      'Local do crime (1)',
      'Vestígio (2)',
      'Câmera de segurança (1)',
      'Veículo ABC-1234 — Fiat Uno',
    ]);
    // The popup's picture is the first photo, even after a video.
    expect(marcadores[1]?.midia?.id).toBe('m1');
    expect(marcadores[2]?.midia).toBeNull();
    // What each popup says, as its layer wrote it.
    expect(marcadores.map((m) => m.linhas)).toEqual([
      ['Rua A, 10', 'João Pessoa / PB', '-7.100000, -34.800000'],
      ['desc v1', '-7.110000, -34.810000'],
      ['desc v3', '-7.120000, -34.820000'],
      ['-7.130000, -34.830000'],
      ['Prata', 'Da vítima', '-7.140000, -34.840000'],
    ]);
    expect(marcadores.map((m) => m.referencia ?? null)).toEqual([
      null,
      'Vestígio 1',
      'Vestígio 3',
      null,
      null,
    ]);
  });

  it('places a vestígio saved without a position where its first geotagged file was captured', () => {
    const [marcador] = marcadoresDoCroqui({
      geolocalizacao_caso: [],
      geolocalizacao_camera: [],
      vestigios: [vestigio('v1', { midias: [foto('a'), foto('b', P(-7.2, -34.9))] })],
      veiculos: [],
    });
    expect(marcador?.coordenadas).toEqual(P(-7.2, -34.9));
    expect(marcador?.midia?.id).toBe('a');
  });

  it('numbers several scene locations L1, L2', () => {
    const marcadores = marcadoresDoCroqui({
      geolocalizacao_caso: [lugar('a', P(-7, -34)), lugar('b', P(-7.5, -34.5))],
      geolocalizacao_camera: [],
      vestigios: [],
      veiculos: [],
    });
    expect(marcadores.map((m) => [m.sigla, m.titulo])).toEqual([
      ['L1', 'Local do crime 1'],
      ['L2', 'Local do crime 2'],
    ]);
  });

  it('has nothing to mark in a fresh case', () => {
    expect(
      marcadoresDoCroqui({ geolocalizacao_caso: [], geolocalizacao_camera: [], vestigios: [], veiculos: [] }),
    ).toEqual([]);
  });
});

describe('enquadramentoDoCroqui (spec §9)', () => {
  it('opens on the point in Brazil at zoom 5 with nothing to show', () => {
    expect(enquadramentoDoCroqui([])).toEqual({ tipo: 'centro', centro: CROQUI_MAPA.centro, zoom: 5 });
  });

  it('centres on a lone spot at zoom 12: it has no bounds', () => {
    const ponto = P(-7.1, -34.8);
    expect(enquadramentoDoCroqui([{ coordenadas: ponto }, { coordenadas: ponto }])).toEqual({
      tipo: 'centro',
      centro: ponto,
      zoom: 12,
    });
  });

  it('fits the bounds of every marker with padding 50', () => {
    expect(
      enquadramentoDoCroqui([
        { coordenadas: P(-7.1, -34.8) },
        { coordenadas: P(-7.3, -34.7) },
        { coordenadas: P(-7.2, -34.9) },
      ]),
    ).toEqual({
      tipo: 'limites',
      limites: { sul: -7.3, oeste: -34.9, norte: -7.1, leste: -34.7 },
      padding: 50,
      zoomMaximo: 18,
    });
  });
});
