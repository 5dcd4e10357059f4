/**
 * The report's images on the device: a photo not uploaded yet is downscaled once, however often the
 * screen asks again (each change of the case reads the outbox anew, with a new Blob each time).
 */
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import type { CasoView } from '../casos/caso-view';
import { casoDoServidor } from '../casos/test-caso';
import { imagensDoAparelho } from './imagens';
import { foto, vestigioSemLugar } from './test-vestigios';

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
  const naoEnviada = {
    ...foto(MEDIA_ID, 'a'.repeat(64)),
    miniatura_url: null,
    blob: new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }),
  };
  return {
    ...casoDoServidor(),
    vestigios: [vestigioSemLugar({ midias: [naoEnviada] })],
  } as unknown as CasoView;
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
