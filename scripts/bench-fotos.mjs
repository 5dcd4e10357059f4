// The photos the benchmarks send: noisy enough that the JPEG weighs what a phone's does.
import { createHash } from 'node:crypto';
import sharp from 'sharp';

export const sha = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** Photo `n` (its noise differs from the others'), `largura` × `altura` at JPEG quality `qualidade`. */
export async function fotoRuidosa(n, largura, altura, qualidade) {
  const ruido = Buffer.alloc(largura * altura * 3);
  for (let i = 0; i < ruido.length; i += 1) ruido[i] = (i * 7 + n * 131 + ((i >> 9) % 251)) & 0xff;
  return sharp(ruido, { raw: { width: largura, height: altura, channels: 3 } })
    .jpeg({ quality: qualidade })
    .toBuffer();
}
