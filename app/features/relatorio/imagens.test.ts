/**
 * The report's images on the device: a photo not uploaded yet is downscaled once, however often the
 * screen asks again (each change of the case reads the outbox anew, with a new Blob each time).
 */
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import type { Vestigio } from '../../../shared/schemas/vestigios';
import type { CasoView } from '../casos/caso-view';
import { casoDoServidor, SEM_LUGAR } from '../casos/test-caso';
import { imagensDoAparelho } from './imagens';

// The browser's decoding and canvas, as far as downscaling goes: a test in Node has neither.
const decodificar = vi.fn(async () => ({ width: 4000, height: 3000, close: () => undefined }));
vi.stubGlobal('createImageBitmap', decodificar);
vi.stubGlobal('document', {
  createElement: () => ({
    getContext: () => ({ fillStyle: '', fillRect: () => undefined, drawImage: () => undefined }),
    toDataURL: () => 'data:image/jpeg;base64,AAAA',
  }),
});

const MEDIA_ID = '00000000-0000-4000-8000-00000000f070';

/** The case as the screen has it after a read of the outbox: the photo's bytes in a new Blob. */
function casoComFotoNoAparelho(): CasoView {
  const foto = {
    id: MEDIA_ID,
    kind: 'photo',
    content_type: 'image/jpeg',
    size_bytes: 3,
    sha256: 'a'.repeat(64),
    url: `/media/${MEDIA_ID}`,
    miniatura_url: null,
    origem: 'captura',
    registrada_em: '2026-11-20T02:30:00.000Z',
    verificacao: 'verificada',
    hora_fora_do_caso: null,
    arquivo: null,
    capturada_por: { name: 'Carla', matricula: '1000003' },
    coordenadas: null,
    precisao_m: null,
    dispositivo: null,
    duracao_ms: null,
    recebida_em: '2026-11-20T02:31:00.000Z',
    blob: new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }),
  } as Vestigio['midias'][number] & { blob: Blob };
  const vestigio = {
    id: crypto.randomUUID(),
    versao: 1,
    tipo: 'Objeto Apreendido',
    descricao: null,
    ...SEM_LUGAR,
    numero_serie: null,
    lacre: null,
    deposito_local: null,
    deposito_data: null,
    midias: [foto],
    user: { name: 'Carla', matricula: '1000003' },
    created_at: '2026-11-20T02:31:00.000Z',
  } as Vestigio;
  return { ...casoDoServidor(), vestigios: [vestigio] } as unknown as CasoView;
}

describe('imagensDoAparelho', () => {
  it('downscales a photo still on the device once, whatever the Blob it comes in', async () => {
    const primeira = await imagensDoAparelho(casoComFotoNoAparelho());
    const segunda = await imagensDoAparelho(casoComFotoNoAparelho());
    expect(primeira[MEDIA_ID]).toBe('data:image/jpeg;base64,AAAA');
    expect(segunda[MEDIA_ID]).toBe(primeira[MEDIA_ID]);
    expect(decodificar).toHaveBeenCalledTimes(1);
  });
});
