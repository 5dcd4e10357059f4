import { describe, expect, it } from 'vitest';
import { imagemAceita, tipoDoArquivo, tipoPelosBytes } from './tipo-imagem';

const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d];
const PDF = [...'%PDF-1.7\n'].map((c) => c.charCodeAt(0));

describe('tipoPelosBytes', () => {
  it('recognises JPEG and PNG by their signatures', () => {
    expect(tipoPelosBytes(new Uint8Array(JPEG))).toBe('image/jpeg');
    expect(tipoPelosBytes(new Uint8Array(PNG))).toBe('image/png');
  });

  it('refuses a PDF, an empty file and a truncated or altered signature', () => {
    expect(tipoPelosBytes(new Uint8Array(PDF))).toBeNull();
    expect(tipoPelosBytes(new Uint8Array([]))).toBeNull();
    expect(tipoPelosBytes(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(tipoPelosBytes(new Uint8Array(PNG.slice(0, 7)))).toBeNull();
    const pngAlterado = [...PNG];
    pngAlterado[6] = 0x00;
    expect(tipoPelosBytes(new Uint8Array(pngAlterado))).toBeNull();
  });
});

describe('tipoDoArquivo', () => {
  it('goes by the bytes, not by the type the browser reports', async () => {
    expect(await tipoDoArquivo(new Blob([new Uint8Array(PDF)], { type: 'image/jpeg' }))).toBeNull();
    expect(await tipoDoArquivo(new Blob([new Uint8Array(PNG)], { type: 'application/pdf' }))).toBe(
      'image/png',
    );
  });
});

describe('imagemAceita', () => {
  it('keeps the picked file itself when its type is right', async () => {
    const arquivo = new File([new Uint8Array(JPEG)], 'rg.jpg', { type: 'image/jpeg' });
    const aceita = await imagemAceita(arquivo);
    expect(aceita?.blob).toBe(arquivo);
    expect(aceita?.nome).toBe('rg.jpg');
  });

  it('relabels a mistyped image with the same bytes and names a nameless one', async () => {
    const arquivo = new File([new Uint8Array(PNG)], '', { type: '' });
    const aceita = await imagemAceita(arquivo);
    expect(aceita?.blob.type).toBe('image/png');
    expect(aceita?.nome).toBe('documento.png');
    expect(new Uint8Array(await (aceita?.blob ?? new Blob()).arrayBuffer())).toEqual(new Uint8Array(PNG));
  });

  it('keeps nothing of a file that is not JPEG or PNG', async () => {
    expect(
      await imagemAceita(new File([new Uint8Array(PDF)], 'rg.pdf', { type: 'application/pdf' })),
    ).toBeNull();
  });
});
