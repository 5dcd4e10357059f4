/**
 * A lost phone (issue 43): marked lost by its officer from another device or by an administrator,
 * its sessions end at once on every node (two nodes here, each keeping sessions in memory); every
 * request it makes afterwards, a login included, is told APARELHO_PERDIDO — the first one on the
 * log once, each refused login too — until it is released.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { APARELHO_HEADER } from '../../../shared/constants';
import { aparelhos, logs, users } from '../../db/schema';
import { novoAparelho, registrarAparelho } from '../../test/aparelho';
import { setupTestServer } from '../../test/harness';
import { PERSONAS } from '../../test/personas';
import { setupSecondNode, type TestClient } from '../../test/segundo-no';
import { RECUSAS_NO_LOG_POR_HORA } from './aparelho-perdido.service';

const a = setupTestServer();
const b = setupSecondNode(a);

const me = (node: TestClient, cookie: string | undefined, headers: Record<string, string> = {}) =>
  node.api({ method: 'GET', url: '/auth/me', cookie, headers });

/** Asked until the answer has `status` (and `code`, where given), for at most a second. */
async function emUmSegundo(pedir: () => Promise<LightMyRequestResponse>, status: number, code?: string) {
  const limite = performance.now() + 1000;
  for (;;) {
    const resposta = await pedir();
    const esperada = resposta.statusCode === status && (!code || resposta.json().code === code);
    if (esperada || performance.now() > limite) return resposta;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const logDe = (aparelhoId: string, action: string) =>
  a.db
    .select()
    .from(logs)
    .where(and(eq(logs.action, action), sql`${logs.context}->>'aparelhoId' = ${aparelhoId}`));

const perdido = (node: TestClient, cookie: string, aparelhoId: string, valor: boolean) =>
  node.api({ method: 'PUT', url: `/aparelhos/${aparelhoId}/perdido`, cookie, payload: { perdido: valor } });

describe('a lost phone', () => {
  it("marked lost by an administrator through A, ends every user's session on it on both nodes at once", async () => {
    const celular = await novoAparelho();
    // A shift's phone: two officers logged in on it, one through each node.
    const investigador = await a.login('investigador');
    const escrivao = await b.login('escrivao');
    expect((await registrarAparelho(a, investigador, celular)).statusCode).toBe(201);
    expect((await registrarAparelho(b, escrivao, celular)).statusCode).toBe(201);
    const outroAparelho = await a.login('investigador');
    // Each node keeps both sessions in memory before the mark.
    for (const node of [a, b]) {
      expect((await me(node, investigador)).statusCode).toBe(200);
      expect((await me(node, escrivao)).statusCode).toBe(200);
    }

    const admin = await a.login('admin');
    const marcado = await perdido(a, admin, celular.id, true);
    expect(marcado.statusCode, marcado.body).toBe(200);
    expect(marcado.json().perdido_em).toEqual(expect.any(String));

    // The node that answered knew at once; the other within a second.
    const semEsperar = await a.app.inject({
      method: 'GET',
      url: '/rip-app/api/auth/me',
      headers: { cookie: escrivao },
    });
    expect(semEsperar.statusCode).toBe(401);
    for (const cookie of [investigador, escrivao]) {
      expect((await emUmSegundo(() => me(b, cookie), 401)).statusCode).toBe(401);
      expect((await me(a, cookie)).statusCode).toBe(401);
    }
    // The officer's session on another device goes on.
    expect((await me(b, outroAparelho)).statusCode).toBe(200);

    const [linha] = await logDe(celular.id, 'aparelho.perdido');
    const [adminRow] = await a.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.matricula, PERSONAS.admin.matricula));
    expect(linha).toMatchObject({ level: 'WARNING', userId: adminRow?.id });
    expect(linha?.context.sessoesEncerradas).toHaveLength(2);
  });

  it('tells the device it is lost on whatever it asks, through either node, and refuses its logins until released', async () => {
    const celular = await novoAparelho();
    const noCelular = await a.login('perito');
    expect((await registrarAparelho(a, noCelular, celular)).statusCode).toBe(201);
    const deOutro = await b.login('perito');
    // B has read the device as not lost before the mark.
    expect((await me(b, deOutro, { [APARELHO_HEADER]: celular.id })).statusCode).toBe(200);
    // Its id in capitals too: once kept apart, that entry was never told of the mark.
    expect((await me(b, deOutro, { [APARELHO_HEADER]: celular.id.toUpperCase() })).statusCode).toBe(200);

    expect((await perdido(a, deOutro, celular.id, true)).statusCode).toBe(200);
    // B may hear of the ended session before the mark: a moment's 'session expired' is not the test.
    const dito = await emUmSegundo(
      () => me(b, noCelular, { [APARELHO_HEADER]: celular.id }),
      401,
      'APARELHO_PERDIDO',
    );
    expect(dito.json()).toMatchObject({ code: 'APARELHO_PERDIDO' });
    expect(dito.json().message).toMatch(/marcado como perdido/);
    // The browser drops its HTTP cache of the site (media read) with the reads the app deletes.
    expect(dito.headers['clear-site-data']).toBe('"cache"');
    // Its session gone, it is still told, by its header alone.
    expect((await me(a, 'rip_session=nenhuma', { [APARELHO_HEADER]: celular.id })).json().code).toBe(
      'APARELHO_PERDIDO',
    );
    const login = () =>
      b.api({
        method: 'POST',
        url: '/auth/login',
        payload: PERSONAS.perito,
        headers: { [APARELHO_HEADER]: celular.id },
      });
    expect((await login()).json().code).toBe('APARELHO_PERDIDO');
    expect((await login()).json().code).toBe('APARELHO_PERDIDO');
    // Told once on the log; each refused login on it.
    expect(await logDe(celular.id, 'aparelho.avisado')).toHaveLength(1);
    expect(await logDe(celular.id, 'aparelho.login_recusado')).toHaveLength(2);
    // Whoever holds it may try without end: refused every time, the log written up to its limit.
    for (let n = 2; n < RECUSAS_NO_LOG_POR_HORA + 5; n += 1) {
      expect((await login()).json().code).toBe('APARELHO_PERDIDO');
    }
    const recusas = await logDe(celular.id, 'aparelho.login_recusado');
    expect(recusas).toHaveLength(RECUSAS_NO_LOG_POR_HORA);
    const avisoDoLimite = recusas.filter((linha) =>
      /as próximas desta hora são recusadas/.test(linha.message),
    );
    expect(avisoDoLimite.map((linha) => linha.context.tentativa)).toEqual([RECUSAS_NO_LOG_POR_HORA]);
    const [row] = await a.db.select().from(aparelhos).where(eq(aparelhos.id, celular.id));
    expect(row?.avisadoEm).not.toBeNull();
    const emMaiusculas = await b.api({
      method: 'POST',
      url: '/auth/login',
      payload: PERSONAS.perito,
      headers: { [APARELHO_HEADER]: celular.id.toUpperCase() },
    });
    expect(emMaiusculas.json().code).toBe('APARELHO_PERDIDO');

    // A login that does not name the device cannot bind a session to it, with the proof or without.
    for (const opcoes of [{}, { prova: null }]) {
      const semNome = await a.login('perito');
      const registro = await registrarAparelho(a, semNome, celular, {}, opcoes);
      expect(registro.json().code).toBe('APARELHO_PERDIDO');
      expect((await me(a, semNome)).statusCode).toBe(401);
    }

    // Released from the officer's other device: the same phone logs in again, through either node.
    const liberado = await perdido(a, deOutro, celular.id, false);
    expect(liberado.json()).toEqual({ perdido_em: null });
    expect((await emUmSegundo(login, 200)).statusCode).toBe(200);
    expect(await logDe(celular.id, 'aparelho.liberado')).toHaveLength(1);
  });

  it('is on record as told only when its own session asks: naming it in a header tells the log nothing', async () => {
    const celular = await novoAparelho();
    const noCelular = await a.login('perito');
    expect((await registrarAparelho(a, noCelular, celular)).statusCode).toBe(201);
    const deOutro = await a.login('perito');
    expect((await perdido(a, deOutro, celular.id, true)).statusCode).toBe(200);

    // Whoever read the phone's id (a custody export prints it) names it: refused, and not recorded
    // as the phone having been told, with no session, with a made-up one, or with their own.
    for (const cookie of [undefined, 'rip_session=nenhuma', deOutro]) {
      const dito = await me(a, cookie, { [APARELHO_HEADER]: celular.id });
      expect(dito.json().code).toBe('APARELHO_PERDIDO');
    }
    expect(await logDe(celular.id, 'aparelho.avisado')).toHaveLength(0);
    const [antes] = await a.db.select().from(aparelhos).where(eq(aparelhos.id, celular.id));
    expect(antes?.avisadoEm).toBeNull();

    // The phone itself, with the session it was marked under: told, on record once.
    expect((await me(a, noCelular, { [APARELHO_HEADER]: celular.id })).json().code).toBe('APARELHO_PERDIDO');
    expect((await me(a, noCelular, { [APARELHO_HEADER]: celular.id })).json().code).toBe('APARELHO_PERDIDO');
    expect(await logDe(celular.id, 'aparelho.avisado')).toHaveLength(1);
    const [depois] = await a.db.select().from(aparelhos).where(eq(aparelhos.id, celular.id));
    expect(depois?.avisadoEm).not.toBeNull();
  });

  it('is marked or released only from another device, by its own user or an administrator', async () => {
    const celular = await novoAparelho();
    const noCelular = await a.login('delegado');
    expect((await registrarAparelho(a, noCelular, celular)).statusCode).toBe(201);
    expect((await perdido(a, noCelular, celular.id, true)).statusCode).toBe(404);
    expect((await perdido(a, await a.login('perito'), celular.id, true)).statusCode).toBe(404);
    expect((await perdido(a, await a.login('admin'), celular.id, true)).statusCode).toBe(200);
    expect((await perdido(a, await a.login('perito'), celular.id, false)).statusCode).toBe(404);
    expect(await logDe(celular.id, 'aparelho.perdido')).toHaveLength(1);
  });

  it('marked by an administrator, is released by none of the colleagues who once used it, only by an administrator', async () => {
    const celular = await novoAparelho();
    const investigador = await a.login('investigador');
    expect((await registrarAparelho(a, investigador, celular)).statusCode).toBe(201);
    expect((await registrarAparelho(a, await a.login('escrivao'), celular)).statusCode).toBe(201);
    const admin = await a.login('admin');
    expect((await perdido(a, admin, celular.id, true)).statusCode).toBe(200);

    // The investigator, from his own phone, is offered no release, and asking anyway is refused.
    const deOutro = await a.login('investigador');
    const meus = await a.api({ method: 'GET', url: '/aparelhos', cookie: deOutro });
    expect(meus.json()).toContainEqual(
      expect.objectContaining({
        id: celular.id,
        policy: expect.objectContaining({ pode_liberar: false, pode_marcar_perdido: false }),
      }),
    );
    const recusa = await perdido(a, deOutro, celular.id, false);
    expect(recusa.statusCode).toBe(403);
    expect(recusa.json()).toMatchObject({
      code: 'RIGHTS_NOT_HELD',
      message:
        'Este aparelho também é de outros usuários: só um administrador de usuários com autoridade sobre eles o libera.',
    });
    const [linha] = await a.db.select().from(aparelhos).where(eq(aparelhos.id, celular.id));
    expect(linha?.revogadoEm).not.toBeNull();
    expect(await logDe(celular.id, 'aparelho.liberado')).toHaveLength(0);

    expect((await perdido(a, admin, celular.id, false)).json()).toEqual({ perdido_em: null });
    expect(await logDe(celular.id, 'aparelho.liberado')).toHaveLength(1);
  });

  it("is not cut by an administrator who lacks a right of a user on it (issue 39's authority), on the log", async () => {
    const doAdmin = await novoAparelho();
    const admin = await a.login('admin');
    expect((await registrarAparelho(a, admin, doAdmin)).statusCode).toBe(201);
    const gestor = await a.login('gestorUsuarios');
    const [adminRow] = await a.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.matricula, PERSONAS.admin.matricula));
    const vistos = await a.api({ method: 'GET', url: `/usuarios/${adminRow?.id}/aparelhos`, cookie: gestor });
    expect(vistos.json()).toEqual([
      expect.objectContaining({
        id: doAdmin.id,
        policy: expect.objectContaining({ pode_marcar_perdido: false }),
      }),
    ]);
    const recusa = await perdido(a, gestor, doAdmin.id, true);
    expect(recusa.statusCode).toBe(403);
    expect(recusa.json().code).toBe('RIGHTS_NOT_HELD');
    expect((await me(a, admin)).statusCode).toBe(200);
    const [linha] = await a.db
      .select()
      .from(logs)
      .where(and(eq(logs.action, 'user.refused'), sql`${logs.context}->>'aparelhoId' = ${doAdmin.id}`));
    expect(linha?.context).toMatchObject({ op: 'setAparelhoPerdido', code: 'RIGHTS_NOT_HELD' });
  });
});
