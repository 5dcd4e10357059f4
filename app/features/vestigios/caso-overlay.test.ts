import { describe, expect, it } from 'vitest';
import type { OutboxRequest } from '../../offline/db';
import { casoWithPending } from '../casos/caso-view';
import { CASO_ID, casoDoServidor, contextoDeTeste, listasNoAparelho } from '../casos/test-caso';
import { PARTES_DO_CASO } from '../modulos';
import type { MidiaRegistrada } from './midia-registro';
import { VESTIGIO_INCOMPLETO, vestigioRequest } from './vestigio-write';

const context = contextoDeTeste({ municipio: listasNoAparelho.municipio });

const foto: MidiaRegistrada = {
  id: '11111111-1111-4111-8111-111111111111',
  kind: 'photo',
  blob: new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }),
  contentType: 'image/jpeg',
  filename: 'foto.jpg',
  sha256: 'a'.repeat(64),
  origem: 'captura',
  arquivo: null,
  capturadaEm: '2026-11-20T12:59:00.000Z',
  posicao: { latitude: -7.1195, longitude: -34.845, precisao_m: 12, obtida_em: '2026-11-20T12:58:50.000Z' },
  durationMs: null,
  poster: null,
  assinatura: null,
};
const video: MidiaRegistrada = {
  ...foto,
  id: '22222222-2222-4222-8222-222222222222',
  kind: 'video',
  blob: new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], { type: 'video/webm' }),
  contentType: 'video/webm',
  filename: 'video.webm',
  sha256: 'b'.repeat(64),
  durationMs: 3000,
  poster: {
    id: '33333333-3333-4333-8333-333333333333',
    blob: new Blob(['p'], { type: 'image/jpeg' }),
    sha256: 'c'.repeat(64),
  },
};

const VESTIGIO_ID = '44444444-4444-4444-8444-444444444444';

function pedido() {
  return vestigioRequest(
    CASO_ID,
    VESTIGIO_ID,
    {
      tipo: 'VESTÍGIO ELETRONICO',
      descricao: 'Celular na mesa',
      rua: 'Rua Sem Sinal',
      numero: null,
      bairro: null,
      complemento: null,
      cidade_id: 2507507,
      cep: null,
      estado: null,
      latitude: -7.1195,
      longitude: -34.845,
      precisao_m: 12,
      obtida_em: '2026-11-20T12:58:50.000Z',
    },
    [foto, video],
  );
}

describe('a vestígio saved on the device', () => {
  it('is one operation: each file and the video poster uploaded, then the create naming them', () => {
    const request = pedido();
    expect(request.label).toBe('Vestígio Objeto Apreendido');
    expect(request.uploads?.map((u) => [u.mediaId, u.kind, u.sha256])).toEqual([
      [foto.id, 'photo', foto.sha256],
      [video.id, 'video', video.sha256],
      [video.poster?.id, 'poster', 'c'.repeat(64)],
    ]);
    expect(request.uploads?.every((u) => u.casoId === CASO_ID)).toBe(true);
    expect(request.input.body.midias[1]).toMatchObject({ poster_id: video.poster?.id, duracao_ms: 3000 });
  });

  it('shows in the case at once, marked offline, counted on the hub, with its files on the device', () => {
    const view = casoWithPending(
      PARTES_DO_CASO,
      CASO_ID,
      casoDoServidor(),
      [{ ...pedido(), createdAt: Date.parse('2026-11-20T13:00:00.000Z') } as OutboxRequest],
      context,
    );
    const vestigio = view?.vestigios[0];
    expect(view?.contagens.vestigio).toBe(1);
    expect(vestigio).toMatchObject({
      id: VESTIGIO_ID,
      tipo: 'VESTÍGIO ELETRONICO',
      offline: true,
      cidade: { nome: 'João Pessoa' },
      estado: 'PB',
      // [longitude, latitude], as the server answers.
      coordenadas: [-34.845, -7.1195],
      precisao_m: 12,
      user: { name: 'Carla Investigadora' },
    });
    expect(
      vestigio?.midias.map((m) => [
        m.kind,
        m.sha256,
        m.blob === (m.kind === 'photo' ? foto.blob : video.blob),
      ]),
    ).toEqual([
      ['photo', foto.sha256, true],
      ['video', video.sha256, true],
    ]);
    expect(vestigio?.midias[1]?.posterBlob).toBe(video.poster?.blob);
  });

  it('drops a media deleted on the device', () => {
    const apagar = {
      id: crypto.randomUUID(),
      op: 'deleteVestigioMidia',
      input: { params: { casoId: CASO_ID, vestigioId: VESTIGIO_ID, mediaId: foto.id } },
      label: 'Apagar imagem',
      casoId: CASO_ID,
    } as OutboxRequest;
    const view = casoWithPending(PARTES_DO_CASO, CASO_ID, casoDoServidor(), [pedido(), apagar], context);
    expect(view?.vestigios[0]?.midias.map((m) => m.id)).toEqual([video.id]);
  });

  it('has the spec text for a missing type or media', () => {
    expect(VESTIGIO_INCOMPLETO).toBe(
      'Você não selecionou o tipo do vestígio ou não capturou a imagem/vídeo!',
    );
  });
});
