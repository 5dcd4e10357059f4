import { describe, expect, it } from 'vitest';
import type { Caso } from '../../../shared/schemas/casos';
import { localCrime } from '../../../shared/schemas/locais';
import type { OutboxRequest } from '../../offline/db';
import { casoWithPending } from '../casos/caso-view';
import {
  CASO_ID,
  casoDoServidor,
  contextoDeTeste,
  JOAO_PESSOA,
  listasNoAparelho,
  pendente,
} from '../casos/test-caso';
import { PARTES_DO_CASO } from '../modulos';
import { valoresIniciais } from './localizacao-values';

const context = contextoDeTeste({ municipio: listasNoAparelho.municipio });

const server: Caso = casoDoServidor();

const request = (op: OutboxRequest['op'], input: unknown) =>
  pendente(op, input, Date.parse('2026-11-20T13:00:00.000Z'));

function fixNaCidade() {
  const values = valoresIniciais({
    latitude: -7.1195,
    longitude: -34.845,
    precisao_m: 12,
    obtida_em: '2026-11-20T12:59:00.000Z',
  });
  return {
    ...values,
    rua: 'Rua Sem Sinal',
    cidade_id: JOAO_PESSOA.id,
    condicoes: { ...values.condicoes, tipo: 'EXTERNO' as const, local_externo: 'MAR' as const },
  };
}

describe('the scene and cameras saved on the device', () => {
  it('show as the server will read them, counted on the hub and in the report', () => {
    const body = fixNaCidade();
    const view = casoWithPending(
      PARTES_DO_CASO,
      CASO_ID,
      server,
      [request('createLocalCrime', { params: { casoId: CASO_ID }, body })],
      context,
    );
    const [local] = view?.geolocalizacao_caso ?? [];
    expect(localCrime.safeParse(local).success).toBe(true);
    expect(local).toMatchObject({
      id: body.id,
      rua: 'Rua Sem Sinal',
      cidade: JOAO_PESSOA,
      estado: 'PB',
      coordenadas: [-34.845, -7.1195],
      precisao_m: 12,
      mapa_media_id: null,
      condicoes: { tipo: 'EXTERNO', local_externo: 'MAR', local_interno: null },
      offline: true,
    });
    expect(view?.contagens.geolocalizacaoCaso).toBe(1);
    expect(view?.contagens.relatorio).toBe(1);
  });

  it('a camera saved and deleted on the device leaves nothing', () => {
    const body = { ...fixNaCidade(), condicoes: undefined };
    const view = casoWithPending(
      PARTES_DO_CASO,
      CASO_ID,
      server,
      [
        request('createCamera', { params: { casoId: CASO_ID }, body }),
        request('deleteCamera', { params: { casoId: CASO_ID, cameraId: body.id } }),
      ],
      context,
    );
    expect(view?.geolocalizacao_camera).toEqual([]);
    expect(view?.contagens.camera_seguranca).toBe(0);
  });

  it('give a spot saved without a city the city chosen later, with its state', () => {
    const body = { ...fixNaCidade(), cidade_id: null, estado: null };
    const view = casoWithPending(
      PARTES_DO_CASO,
      CASO_ID,
      server,
      [
        request('createLocalCrime', { params: { casoId: CASO_ID }, body }),
        request('setLocalCidade', {
          params: { casoId: CASO_ID, localId: body.id },
          body: { cidade_id: JOAO_PESSOA.id },
        }),
      ],
      context,
    );
    expect(view?.geolocalizacao_caso[0]).toMatchObject({ cidade: JOAO_PESSOA, estado: 'PB', offline: true });
  });
});
