import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { criacaoDoContainer, instanteExif, readMetadados } from './midia-metadados';
import { arquivoMetadados } from './schemas/vestigios';
import { fotoDe2020 } from './test-fotos';

const pixel = () => sharp({ create: { width: 16, height: 16, channels: 3, background: '#a33' } });

const caixa = (tipo: string, conteudo: Buffer) => {
  const cab = Buffer.alloc(8);
  cab.writeUInt32BE(8 + conteudo.length, 0);
  cab.write(tipo, 4, 'latin1');
  return Buffer.concat([cab, conteudo]);
};

/**
 * A minimal MP4: ftyp, then moov with an mvhd (version 0 or 1) whose creation time is `segundos`;
 * `vazias` empty 'free' boxes before the moov.
 */
function mp4(segundos: number, versao: 0 | 1 = 0, vazias = 0): Blob {
  const mvhd = Buffer.alloc(versao === 1 ? 112 : 100);
  mvhd.writeUInt8(versao, 0);
  if (versao === 1) mvhd.writeBigUInt64BE(BigInt(segundos), 4);
  else mvhd.writeUInt32BE(segundos, 4);
  const bytes = Buffer.concat([
    caixa('ftyp', Buffer.from('isom\0\0\0\0isom', 'latin1')),
    caixa('mdat', Buffer.alloc(64)),
    ...Array.from({ length: vazias }, () => caixa('free', Buffer.alloc(0))),
    // moov after mdat, as a phone writes it when not 'fast start'.
    caixa('moov', caixa('mvhd', mvhd)),
  ]);
  return new Blob([bytes], { type: 'video/mp4' });
}
/** 2020-03-14T12:26:53Z in seconds since 1904-01-01. */
const EM_2020 = Date.UTC(2020, 2, 14, 12, 26, 53) / 1000 + 2_082_844_800;

describe('readMetadados', () => {
  it('reads a photo EXIF: original time with its offset, GPS and the camera, with the file name', async () => {
    const jpeg = await fotoDe2020('-03:00');
    const lido = await readMetadados(new Blob([jpeg], { type: 'image/jpeg' }), 'IMG_20200314.jpg');
    expect(lido).toEqual({
      nome_original: 'IMG_20200314.jpg',
      criado_em: '2020-03-14T09:26:53-03:00',
      latitude: expect.closeTo(-7.11944, 4),
      longitude: expect.closeTo(-34.845, 4),
      modelo: 'samsung SM-A515F',
    });
    expect(arquivoMetadados.safeParse(lido).success).toBe(true);
  });

  it('keeps an EXIF time without offset as a wall clock, never inventing a zone', async () => {
    const jpeg = await pixel()
      .jpeg()
      .withExif({ IFD0: { Model: 'Canon EOS 80D' }, IFD2: { DateTimeOriginal: '2020:01:02 03:04:05' } })
      .toBuffer();
    const lido = await readMetadados(new Blob([jpeg], { type: 'image/jpeg' }), 'a.jpg');
    expect(lido).toMatchObject({ criado_em: '2020-01-02T03:04:05', latitude: null, modelo: 'Canon EOS 80D' });
  });

  it('gives nulls, not an error, for a file that says nothing or cannot be read', async () => {
    const limpo = await pixel().png().toBuffer();
    expect(await readMetadados(new Blob([limpo], { type: 'image/png' }), 'limpo.png')).toEqual({
      nome_original: 'limpo.png',
      criado_em: null,
      latitude: null,
      longitude: null,
      modelo: null,
    });
    const lixo = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0, 2])], { type: 'image/jpeg' });
    expect((await readMetadados(lixo, null)).criado_em).toBeNull();
  });

  it("reads an MP4/QuickTime header's creation time (UTC), wherever the moov box sits", async () => {
    expect(await criacaoDoContainer(mp4(EM_2020))).toBe('2020-03-14T12:26:53Z');
    expect(await criacaoDoContainer(mp4(EM_2020, 1))).toBe('2020-03-14T12:26:53Z');
    expect(await readMetadados(mp4(EM_2020), 'VID.mp4')).toMatchObject({
      nome_original: 'VID.mp4',
      criado_em: '2020-03-14T12:26:53Z',
    });
    // Zero is 'unset' in the format, not 1904.
    expect(await criacaoDoContainer(mp4(0))).toBeNull();
    expect(
      await readMetadados(
        new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], { type: 'video/webm' }),
        'v.webm',
      ),
    ).toMatchObject({ criado_em: null });
  });

  it('gives up on a file of thousands of tiny boxes after a few reads, as no phone writes one', async () => {
    expect(await criacaoDoContainer(mp4(EM_2020, 0, 40))).toBe('2020-03-14T12:26:53Z');
    const armadilha = mp4(EM_2020, 0, 200_000);
    let leituras = 0;
    const contado = {
      size: armadilha.size,
      type: armadilha.type,
      slice: (inicio?: number, fim?: number) => {
        leituras += 1;
        return armadilha.slice(inicio, fim);
      },
    } as Blob;
    expect(await criacaoDoContainer(contado)).toBeNull();
    expect(leituras).toBeLessThanOrEqual(64);
  });
});

describe('instanteExif', () => {
  it('accepts only a real EXIF time and a well-formed offset', () => {
    expect(instanteExif('2020:03:14 09:26:53', '+01:00')).toBe('2020-03-14T09:26:53+01:00');
    expect(instanteExif('2020:03:14 09:26:53', 'garbage')).toBe('2020-03-14T09:26:53');
    expect(instanteExif('0000:00:00 00:00:00', null)).toBeNull();
    expect(instanteExif(undefined, null)).toBeNull();
  });
});
