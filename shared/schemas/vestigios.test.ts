import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type MidiaInput, vestigioCreateRequest } from './vestigios';

const midia = (campos: Partial<MidiaInput> = {}): MidiaInput => ({
  id: randomUUID(),
  kind: 'photo',
  content_type: 'image/jpeg',
  sha256: 'a'.repeat(64),
  size_bytes: 10,
  capturada_em: '2026-11-20T02:31:00.000Z',
  latitude: null,
  longitude: null,
  precisao_m: null,
  ...campos,
});

const vestigio = (midias: MidiaInput[], campos: object = {}) =>
  vestigioCreateRequest.safeParse({
    id: randomUUID(),
    tipo: 'VESTÍGIO BALISTICO',
    latitude: null,
    longitude: null,
    precisao_m: null,
    obtida_em: null,
    midias,
    ...campos,
  });

const mensagens = (result: ReturnType<typeof vestigio>) => result.error?.issues.map((issue) => issue.message);

describe('a vestígio’s media', () => {
  it('takes each upload once: named twice, or as a media and a cover, it is refused', () => {
    const foto = midia();
    expect(vestigio([foto]).success).toBe(true);
    expect(mensagens(vestigio([foto, foto]))).toEqual(['A mesma mídia foi enviada duas vezes.']);
    const video = midia({ kind: 'video', content_type: 'video/mp4', poster_id: foto.id });
    expect(mensagens(vestigio([foto, video]))).toEqual(['A mesma mídia foi enviada duas vezes.']);
    expect(vestigio([foto, { ...video, poster_id: randomUUID() }]).success).toBe(true);
  });

  it('gives a cover to a video only', () => {
    expect(mensagens(vestigio([midia({ poster_id: randomUUID() })]))).toEqual([
      'Só um vídeo tem imagem de capa.',
    ]);
  });

  it('takes the years 1900 to 2100, and not one more on either side', () => {
    for (const [instante, aceito] of [
      ['1899-12-31T23:59:59Z', false],
      ['1900-01-01T00:00:00Z', true],
      ['2100-12-31T23:59:59Z', true],
      ['2101-01-01T00:00:00Z', false],
    ] as const) {
      expect(vestigio([midia({ capturada_em: instante })]).success).toBe(aceito);
    }
  });

  it('refuses instants the database would refuse or move', () => {
    for (const instante of ['0000-01-01T00:00:00Z', '0049-06-01T00:00:00Z', '9999-12-31T23:59:59-12:00']) {
      expect(mensagens(vestigio([midia({ capturada_em: instante })]))).toEqual(['Data inválida.']);
      expect(mensagens(vestigio([midia()], { obtida_em: instante }))).toEqual(['Data inválida.']);
    }
  });
});
