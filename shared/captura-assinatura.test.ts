import { createPublicKey, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { assinarCaptura, type CapturaAssinada, CHAVE_APARELHO, payloadDaCaptura } from './captura-assinatura';

const captura: CapturaAssinada = {
  aparelhoId: '0b6f3c1e-5d7a-4c1b-9a39-2f0d3e6a7b81',
  casoId: '4a1f0c2d-7e3b-4d5a-8c6f-1b2e3d4c5a6b',
  midiaId: '9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  sha256: 'a'.repeat(64),
  capturadaEm: '2026-11-20T02:30:00.000Z',
  latitude: -7.115,
  longitude: -34.863,
  precisaoM: 8.25,
};

describe('payloadDaCaptura', () => {
  it('writes every field in a fixed order, the instant as UTC with milliseconds', () => {
    expect(payloadDaCaptura(captura)).toBe(
      '["rip-app/captura",1,"0b6f3c1e-5d7a-4c1b-9a39-2f0d3e6a7b81","4a1f0c2d-7e3b-4d5a-8c6f-1b2e3d4c5a6b",' +
        `"9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d","${'a'.repeat(64)}","2026-11-20T02:30:00.000Z",-7.115,-34.863,8.25]`,
    );
  });

  it('writes the same text for the same instant in another offset', () => {
    expect(payloadDaCaptura({ ...captura, capturadaEm: '2026-11-19T23:30:00-03:00' })).toBe(
      payloadDaCaptura(captura),
    );
  });

  it('differs when any signed field does', () => {
    const base = payloadDaCaptura(captura);
    const mudancas: Partial<CapturaAssinada>[] = [
      { aparelhoId: '1b6f3c1e-5d7a-4c1b-9a39-2f0d3e6a7b81' },
      { casoId: '5a1f0c2d-7e3b-4d5a-8c6f-1b2e3d4c5a6b' },
      { midiaId: '8c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d' },
      { sha256: 'b'.repeat(64) },
      { capturadaEm: '2026-11-20T02:30:00.001Z' },
      { latitude: -7.1150001 },
      { longitude: -34.8631 },
      { precisaoM: 8 },
      { precisaoM: null },
    ];
    for (const mudanca of mudancas) expect(payloadDaCaptura({ ...captura, ...mudanca })).not.toBe(base);
  });

  it('signs "no fix" when a coordinate is missing, whatever the accuracy says', () => {
    const sem = payloadDaCaptura({ ...captura, latitude: null, longitude: null, precisaoM: null });
    expect(sem.endsWith(',null,null,null]')).toBe(true);
    expect(payloadDaCaptura({ ...captura, latitude: null, precisaoM: 30 })).toBe(sem);
  });

  it('is signed by WebCrypto as the app does and checked by OpenSSL as the server does', async () => {
    const par = await crypto.subtle.generateKey(CHAVE_APARELHO, false, ['sign', 'verify']);
    const assinatura = Buffer.from(await assinarCaptura(par.privateKey, captura), 'base64');
    expect(assinatura).toHaveLength(64);
    const spki = Buffer.from(await crypto.subtle.exportKey('spki', par.publicKey));
    const chave = createPublicKey({ key: spki, format: 'der', type: 'spki' });
    const confere = (texto: string) =>
      verify('sha256', Buffer.from(texto), { key: chave, dsaEncoding: 'ieee-p1363' }, assinatura);
    expect(confere(payloadDaCaptura(captura))).toBe(true);
    expect(confere(payloadDaCaptura({ ...captura, capturadaEm: '2019-03-14T12:00:00.000Z' }))).toBe(false);
  });
});
