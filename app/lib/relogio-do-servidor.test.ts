import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh module each time: it reads what the device kept when it loads. */
async function relogio() {
  vi.resetModules();
  return import('./relogio-do-servidor');
}

const HTTP = (instante: number) => new Date(instante).toUTCString();

describe('the server’s clock as the phone knows it', () => {
  beforeEach(() => {
    vi.useRealTimers();
  });

  it('is the phone’s own clock until an answer says otherwise, and stays so within seconds', async () => {
    const { agoraNoServidor, registrarHoraDoServidor } = await relogio();
    const agora = Date.now();
    expect(Math.abs(agoraNoServidor().getTime() - agora)).toBeLessThan(1_000);
    registrarHoraDoServidor(HTTP(agora + 2_000), agora, agora + 100);
    expect(Math.abs(agoraNoServidor().getTime() - Date.now())).toBeLessThan(1_000);
  });

  it('follows the server on a phone a day fast, within a second, from the middle of the trip', async () => {
    const { agoraNoServidor, registrarHoraDoServidor } = await relogio();
    const agora = Date.now();
    const DIA = 24 * 3_600_000;
    // The phone says tomorrow; the server answered after a two-second trip.
    registrarHoraDoServidor(HTTP(agora - DIA), agora - 1_000, agora + 1_000);
    expect(Math.abs(agoraNoServidor().getTime() - (Date.now() - DIA))).toBeLessThan(1_500);
  });

  it('ignores an answer without a date', async () => {
    const { agoraNoServidor, registrarHoraDoServidor } = await relogio();
    registrarHoraDoServidor(null, 0, 0);
    registrarHoraDoServidor('not a date', 0, 0);
    expect(Math.abs(agoraNoServidor().getTime() - Date.now())).toBeLessThan(1_000);
  });
});
