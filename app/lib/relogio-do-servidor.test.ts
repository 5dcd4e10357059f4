import { describe, expect, it, vi } from 'vitest';

/** A fresh module each time: it reads what the device kept when it loads. */
async function relogio() {
  vi.resetModules();
  return import('./relogio-do-servidor');
}

const resposta = (instante: number, cacheControl = 'no-store') =>
  new Headers({ date: new Date(instante).toUTCString(), 'cache-control': cacheControl });
const DIA = 24 * 3_600_000;
const perto = (data: Date, esperado: number, margem: number) =>
  expect(Math.abs(data.getTime() - esperado)).toBeLessThan(margem);

describe('the server’s clock as the phone knows it', () => {
  it('is the phone’s own clock until an answer says otherwise, and stays so within seconds', async () => {
    const { agoraNoServidor, registrarHoraDoServidor } = await relogio();
    const agora = Date.now();
    perto(agoraNoServidor(), agora, 1_000);
    registrarHoraDoServidor(resposta(agora + 2_000), agora, agora + 100);
    perto(agoraNoServidor(), Date.now(), 1_000);
  });

  it('follows the server on a phone a day fast, within a second, from the middle of the trip', async () => {
    const { agoraNoServidor, registrarHoraDoServidor } = await relogio();
    const agora = Date.now();
    // The phone says tomorrow; the server answered after a two-second trip.
    registrarHoraDoServidor(resposta(agora - DIA), agora - 1_000, agora + 1_000);
    perto(agoraNoServidor(), Date.now() - DIA, 1_500);
  });

  it('learns nothing from an answer without a date, one the browser may have cached, or a slow one', async () => {
    const { agoraNoServidor, registrarHoraDoServidor } = await relogio();
    const agora = Date.now();
    registrarHoraDoServidor(new Headers(), agora, agora);
    registrarHoraDoServidor(new Headers({ date: 'not a date' }), agora, agora);
    // The municipalities, kept by the browser for a day: their Date is when they were made.
    registrarHoraDoServidor(resposta(agora - DIA, 'private, max-age=86400'), agora, agora);
    // A report that took a minute: the moment the server stamped it is anywhere in that minute.
    registrarHoraDoServidor(resposta(agora - DIA), agora - 60_000, agora);
    perto(agoraNoServidor(), Date.now(), 1_000);
  });
});
