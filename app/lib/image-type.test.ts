import { describe, expect, it } from 'vitest';
import { acceptedImage, typeFromBytes, typeOfFile } from './image-type';

const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d];
const PDF = [...'%PDF-1.7\n'].map((c) => c.charCodeAt(0));

describe('typeFromBytes', () => {
  it('recognises JPEG and PNG by their signatures', () => {
    expect(typeFromBytes(new Uint8Array(JPEG))).toBe('image/jpeg');
    expect(typeFromBytes(new Uint8Array(PNG))).toBe('image/png');
  });

  it('refuses a PDF, an empty file and a truncated or altered signature', () => {
    expect(typeFromBytes(new Uint8Array(PDF))).toBeNull();
    expect(typeFromBytes(new Uint8Array([]))).toBeNull();
    expect(typeFromBytes(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(typeFromBytes(new Uint8Array(PNG.slice(0, 7)))).toBeNull();
    const pngAlterado = [...PNG];
    pngAlterado[6] = 0x00;
    expect(typeFromBytes(new Uint8Array(pngAlterado))).toBeNull();
  });
});

describe('typeOfFile', () => {
  it('goes by the bytes, not by the type the browser reports', async () => {
    expect(await typeOfFile(new Blob([new Uint8Array(PDF)], { type: 'image/jpeg' }))).toBeNull();
    expect(await typeOfFile(new Blob([new Uint8Array(PNG)], { type: 'application/pdf' }))).toBe('image/png');
  });
});

describe('acceptedImage', () => {
  it('keeps the picked file itself when its type is right', async () => {
    const arquivo = new File([new Uint8Array(JPEG)], 'rg.jpg', { type: 'image/jpeg' });
    const accepted = await acceptedImage(arquivo);
    expect(accepted?.blob).toBe(arquivo);
    expect(accepted?.name).toBe('rg.jpg');
  });

  it('relabels a mistyped image with the same bytes and names a nameless one', async () => {
    const arquivo = new File([new Uint8Array(PNG)], '', { type: '' });
    const accepted = await acceptedImage(arquivo);
    expect(accepted?.blob.type).toBe('image/png');
    expect(accepted?.name).toBe('documento.png');
    expect(new Uint8Array(await (accepted?.blob ?? new Blob()).arrayBuffer())).toEqual(new Uint8Array(PNG));
  });

  it('keeps nothing of a file that is not JPEG or PNG', async () => {
    expect(
      await acceptedImage(new File([new Uint8Array(PDF)], 'rg.pdf', { type: 'application/pdf' })),
    ).toBeNull();
  });
});
