/**
 * 'Meus aparelhos' (issue 43): an officer sees their own devices with their open sessions and what
 * each said waits in its outbox, and ends a device's sessions from another one; an administrator of
 * users sees a user's devices; nobody else sees or cuts another's device (404).
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { APARELHO_HEADER } from '../../../shared/constants';
import { logs } from '../../db/schema';
import { type AparelhoDeTeste, novoAparelho, registrarAparelho } from '../../test/aparelho';
import { setupTestServer } from '../../test/harness';
import { userId } from '../../test/pessoas-fixtures';

const server = setupTestServer();

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-A515F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** A login on a device of its own, registered as the app does right after it. */
async function entrarNo(persona: Parameters<typeof server.login>[0], aparelho: AparelhoDeTeste) {
  const cookie = await server.login(persona);
  const registro = await registrarAparelho(server, cookie, aparelho, { 'user-agent': ANDROID });
  expect(registro.statusCode, registro.body).toBeLessThan(300);
  return cookie;
}

const me = (cookie: string) => server.api({ method: 'GET', url: '/auth/me', cookie });

describe("'Meus aparelhos'", () => {
  it("lists the officer's devices with their open sessions and the outbox count each reported", async () => {
    const celular = await novoAparelho();
    const tablet = await novoAparelho();
    const noCelular = await entrarNo('perito', celular);
    const noTablet = await entrarNo('perito', tablet);

    const informado = await server.api({
      method: 'PUT',
      url: '/aparelhos/pendencias',
      cookie: noCelular,
      payload: { itens: 3 },
    });
    expect(informado.statusCode, informado.body).toBe(200);

    // Used again two minutes later: last seen is that request, not the login.
    server.clock.advance(120_000);
    try {
      expect((await me(noCelular)).statusCode).toBe(200);
    } finally {
      server.clock.reset();
    }
    const lista = await server.api({ method: 'GET', url: '/aparelhos', cookie: noTablet });
    expect(lista.statusCode).toBe(200);
    const porId = new Map(lista.json().map((a: { id: string }) => [a.id, a]));
    const doCelular = porId.get(celular.id) as { registrado_em: string; visto_em: string };
    expect(Date.parse(doCelular.visto_em) - Date.parse(doCelular.registrado_em)).toBeGreaterThanOrEqual(
      120_000,
    );
    expect(porId.get(celular.id)).toMatchObject({
      nome: 'Chrome no Android',
      este: false,
      pendentes: 3,
      perdido_em: null,
      sessoes: [{ esta: false }],
      policy: { pode_encerrar: true, pode_marcar_perdido: true, pode_liberar: false },
    });
    // The one the list was asked from: leaving it is 'Sair', not an action on a device.
    expect(porId.get(tablet.id)).toMatchObject({
      este: true,
      sessoes: [{ esta: true }],
      policy: { pode_encerrar: false, pode_marcar_perdido: false },
    });
  });

  it("ends the officer's sessions on one device from another, on the log", async () => {
    const esquecido = await novoAparelho();
    const emMaos = await novoAparelho();
    const noEsquecido = await entrarNo('escrivao', esquecido);
    const noOutro = await entrarNo('escrivao', emMaos);

    const fim = await server.api({
      method: 'DELETE',
      url: `/aparelhos/${esquecido.id}/sessoes`,
      cookie: noOutro,
    });
    expect(fim.json()).toEqual({ encerradas: 1 });
    // Sent again (the outbox resends what it did not hear answered): nothing left to end, no error.
    const denovo = await server.api({
      method: 'DELETE',
      url: `/aparelhos/${esquecido.id}/sessoes`,
      cookie: noOutro,
    });
    expect({ status: denovo.statusCode, body: denovo.json() }).toEqual({
      status: 200,
      body: { encerradas: 0 },
    });
    expect((await me(noEsquecido)).json().code).toBe('SESSION_EXPIRED');
    expect((await me(noOutro)).statusCode).toBe(200);
    // Ended sessions, not a lost device: it logs in again.
    expect((await entrarNo('escrivao', esquecido)).length).toBeGreaterThan(0);
    const [linha] = await server.db
      .select()
      .from(logs)
      .where(
        and(
          eq(logs.action, 'aparelho.sessoes_encerradas'),
          sql`${logs.context}->>'aparelhoId' = ${esquecido.id}`,
        ),
      );
    expect(linha?.userId).toBe(userId('escrivao'));
  });

  it("answers 404 to anyone else who would see or cut another's device, and lets an administrator see them", async () => {
    const doDelegado = await novoAparelho();
    const delegado = await entrarNo('delegado', doDelegado);
    const investigador = await server.login('investigador');
    for (const pedido of [
      { method: 'DELETE' as const, url: `/aparelhos/${doDelegado.id}/sessoes` },
      { method: 'PUT' as const, url: `/aparelhos/${doDelegado.id}/perdido`, payload: { perdido: true } },
    ]) {
      const recusa = await server.api({ ...pedido, cookie: investigador });
      expect(recusa.statusCode, pedido.url).toBe(404);
      expect(recusa.json().code).toBe('NOT_FOUND');
    }
    const dele = await server.api({ method: 'GET', url: '/aparelhos', cookie: investigador });
    expect(dele.json().map((a: { id: string }) => a.id)).not.toContain(doDelegado.id);
    const semDireito = await server.api({
      method: 'GET',
      url: `/usuarios/${userId('delegado')}/aparelhos`,
      cookie: investigador,
    });
    expect(semDireito.statusCode).toBe(403);
    expect((await me(delegado)).statusCode).toBe(200);

    // An administrator sees them, may mark them lost, but ends no one's sessions but their own.
    const gestor = await server.login('admin');
    const vistos = await server.api({
      method: 'GET',
      url: `/usuarios/${userId('delegado')}/aparelhos`,
      cookie: gestor,
    });
    const lida = await server.db
      .select()
      .from(logs)
      .where(
        and(
          eq(logs.action, 'aparelho.lista_lida'),
          sql`${logs.context}->>'targetUserId' = ${userId('delegado')}`,
        ),
      );
    expect(lida).toHaveLength(1);
    expect(vistos.json()).toEqual([
      expect.objectContaining({
        id: doDelegado.id,
        este: false,
        policy: { pode_encerrar: false, pode_marcar_perdido: true, pode_liberar: false },
      }),
    ]);
    expect(
      (await server.api({ method: 'DELETE', url: `/aparelhos/${doDelegado.id}/sessoes`, cookie: gestor }))
        .statusCode,
    ).toBe(404);
  });

  it('counts the outbox only for the device the session registered, whatever the request says', async () => {
    const sem = await server.login('perito');
    const recusa = await server.api({
      method: 'PUT',
      url: '/aparelhos/pendencias',
      cookie: sem,
      headers: { [APARELHO_HEADER]: (await novoAparelho()).id },
      payload: { itens: 7 },
    });
    expect(recusa.statusCode).toBe(404);
  });
});
