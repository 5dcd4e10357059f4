import { describe, expect, it } from 'vitest';
import { camposDigitados, textoParaCopiar } from './item-conteudo';

const HASH = '7c75a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a9e0f3d21';

const vestigioRecusado = {
  op: 'createVestigio' as const,
  label: 'Vestígio CAMERA DE SEGURANÇA',
  input: {
    params: { casoId: 'aaaaaaaa-0000-4000-8000-000000000001' },
    body: {
      id: 'bbbbbbbb-0000-4000-8000-000000000002',
      tipo: 'CAMERA DE SEGURANÇA',
      descricao: 'Câmera da padaria',
      latitude: -7.1195,
      longitude: -34.845,
      precisao_m: 10,
      midias: [
        {
          id: 'cccccccc-0000-4000-8000-000000000003',
          kind: 'video',
          content_type: 'video/webm',
          sha256: HASH,
          size_bytes: 3_145_728,
          capturada_em: '2026-11-28T22:39:00.000Z',
          origem: 'importacao',
          latitude: null,
          longitude: null,
          precisao_m: null,
          poster_id: 'dddddddd-0000-4000-8000-000000000004',
        },
        {
          id: 'eeeeeeee-0000-4000-8000-000000000005',
          kind: 'photo',
          sha256: HASH,
          size_bytes: 12_582_912,
          origem: 'captura',
        },
      ],
    },
  },
};

describe('a refused vestígio card', () => {
  it("reads each file in the form's words: its name, size in MB, shortened hash, origin", () => {
    const campos = camposDigitados(vestigioRecusado);
    const texto = campos.map((c) => `${c.rotulo}: ${c.valor}`);
    expect(texto).toEqual([
      'Tipo do vestígio: CAMERA DE SEGURANÇA',
      'Descrição: Câmera da padaria',
      'Posição: -7.119500, -34.845000 (±10 m)',
      'Vídeo: origem: Importada do aparelho',
      // On Paraíba's clock (UTC−3), whatever the machine's zone.
      'Vídeo: registrada em: 28/11/2026, 19:39',
      'Vídeo: tamanho: 3,0 MB',
      'Vídeo: SHA-256: 7c75a1b2…9e0f3d21',
      'Foto 1: origem: Captura ainda não conferida pelo servidor',
      'Foto 1: tamanho: 12 MB',
      'Foto 1: SHA-256: 7c75a1b2…9e0f3d21',
    ]);
    expect(texto.join('\n')).not.toMatch(
      /Kind|Content type|Sha256|Size bytes|Dispositivo|Mozilla|importacao/,
    );
  });

  it('copies the whole hash, which the card shows shortened', () => {
    expect(textoParaCopiar(vestigioRecusado)).toContain(`Vídeo: SHA-256: ${HASH}`);
  });
});
