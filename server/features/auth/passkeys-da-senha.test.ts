/**
 * Passkeys go with the password that registered them (passkeys-da-senha.ts): an administrator's
 * temporary password takes all of the account's, the user's own change all but this phone's, and
 * an administrator holding one touches it before changing the password.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passkeys, sessions, unidades, users } from '../../db/schema';
import { ROLE_IDS } from '../../db/seed';
import { novoAparelho, registrarAparelho } from '../../test/aparelho';
import type { Autenticador } from '../../test/autenticador';
import { setupTestServer } from '../../test/harness';
import {
  autenticadorDe,
  cadastrarPasskey,
  confirmar,
  cookieDe,
  entrarComPasskey,
  logsDaPasskey,
  opcoesDeLogin,
} from '../../test/passkeys';

const server = setupTestServer();

const logsDe = (action: string, passkeyId: string) => logsDaPasskey(server, action, passkeyId);

describe('a passkey and the password that registered it', () => {
  const SENHA = 'Digital-Perdida-55';
  async function usuarioNovo(matricula: string, perfil = 'Investigador'): Promise<string> {
    const [unidade] = await server.db.select({ id: unidades.id }).from(unidades).limit(1);
    const criado = await server.api({
      method: 'POST',
      url: '/usuarios',
      cookie: await server.login('admin'),
      payload: {
        id: randomUUID(),
        matricula,
        nome: 'Otávio Reis Campelo',
        cargo_id: 7,
        unidade_id: unidade?.id,
        perfil_id: ROLE_IDS[perfil],
        password: SENHA,
      },
    });
    expect(criado.statusCode, criado.body).toBe(201);
    return criado.json().id;
  }
  const entrar = async (matricula: string, password: string) =>
    cookieDe(await server.api({ method: 'POST', url: '/auth/login', payload: { matricula, password } }));
  const entraCom = async (autenticador: Autenticador) =>
    (await entrarComPasskey(server, autenticador.assinar(await opcoesDeLogin(server)))).statusCode;

  it("go with it: the user's own change keeps only this phone's, an administrator's temporary one takes them all", async () => {
    const userId = await usuarioNovo('2000611');
    // The officer's phone, registered, with its passkey.
    const noCelular = await entrar('2000611', SENHA);
    expect((await registrarAparelho(server, noCelular, await novoAparelho())).statusCode).toBe(201);
    const doCelular = autenticadorDe(server.env);
    const idDoCelular = await cadastrarPasskey(server, noCelular, doCelular, SENHA);
    // Whoever learned the password adds a passkey of their own, from a session with no device.
    const doIntruso = autenticadorDe(server.env);
    const idDoIntruso = await cadastrarPasskey(server, await entrar('2000611', SENHA), doIntruso, SENHA);
    expect(await entraCom(doIntruso)).toBe(200);

    const trocada = await server.api({
      method: 'PUT',
      url: '/auth/password',
      cookie: noCelular,
      payload: { current_password: SENHA, password: 'Outra-Senha-Do-Plantao-3' },
    });
    expect(trocada.statusCode, trocada.body).toBe(200);
    expect(await entraCom(doIntruso)).toBe(401);
    expect(await entraCom(doCelular)).toBe(200);
    const [removida] = await logsDe('passkey.removida', idDoIntruso);
    expect(removida?.context).toMatchObject({ motivo: 'senha_alterada', targetUserId: userId });

    const temporaria = await server.api({
      method: 'PUT',
      url: `/usuarios/${userId}/senha`,
      cookie: await server.login('admin'),
      payload: { password: 'Temporaria-Do-Plantao-7' },
    });
    expect(temporaria.statusCode, temporaria.body).toBe(200);
    expect(await entraCom(doCelular)).toBe(401);
    expect(await server.db.select().from(passkeys).where(eq(passkeys.userId, userId))).toEqual([]);
    const [pelaAdministracao] = await logsDe('passkey.removida', idDoCelular);
    expect(pelaAdministracao?.context).toMatchObject({ motivo: 'senha_temporaria', targetUserId: userId });
  });

  it("an administrator's change asks for the passkey first: the password alone does not undo the step-up", async () => {
    const userId = await usuarioNovo('2000612', 'Admin');
    const noCelular = await entrar('2000612', SENHA);
    expect((await registrarAparelho(server, noCelular, await novoAparelho())).statusCode).toBe(201);
    const digital = autenticadorDe(server.env);
    await cadastrarPasskey(server, noCelular, digital, SENHA);
    // Whoever learned the password, from a browser of their own.
    const intruso = await entrar('2000612', SENHA);
    const trocar = (cookie: string) =>
      server.api({
        method: 'PUT',
        url: '/auth/password',
        cookie,
        payload: { current_password: SENHA, password: 'Senha-Do-Intruso-44' },
      });
    const recusada = await trocar(intruso);
    expect(recusada.statusCode).toBe(403);
    expect(recusada.json()).toMatchObject({
      code: 'CONFIRMACAO_NECESSARIA',
      message: 'Trocar a senha pede a confirmação com a sua passkey (digital).',
    });
    expect(await server.db.select().from(passkeys).where(eq(passkeys.userId, userId))).toHaveLength(1);
    expect((await entrar('2000612', SENHA)).length).toBeGreaterThan(0);
    // The administrator, touching the phone's passkey, changes it.
    expect((await confirmar(server, noCelular, digital)).statusCode).toBe(200);
    expect((await trocar(noCelular)).statusCode).toBe(200);
    expect(await entraCom(digital)).toBe(200);
    // From a desk browser that registered no device, touched, the passkeys stay, the step-up with them.
    const naMesa = await entrar('2000612', 'Senha-Do-Intruso-44');
    expect((await confirmar(server, naMesa, digital)).statusCode).toBe(200);
    const deVolta = await server.api({
      method: 'PUT',
      url: '/auth/password',
      cookie: naMesa,
      payload: { current_password: 'Senha-Do-Intruso-44', password: 'Senha-Da-Mesa-Azul-61' },
    });
    expect(deVolta.statusCode, deVolta.body).toBe(200);
    expect(await server.db.select().from(passkeys).where(eq(passkeys.userId, userId))).toHaveLength(1);
    const semToque = await entrar('2000612', 'Senha-Da-Mesa-Azul-61');
    expect((await trocar(semToque)).json().code).toBe('CONFIRMACAO_NECESSARIA');
  });

  it('a registration caught by an administrator ending the sessions waits its turn and is refused, never a deadlock', async () => {
    const userId = await usuarioNovo('2000613');
    const intruso = await entrar('2000613', SENHA);
    const autenticador = autenticadorDe(server.env);
    const opcoes = await server.api({
      method: 'POST',
      url: '/auth/passkeys/opcoes',
      cookie: intruso,
      payload: { current_password: SENHA },
    });
    expect(opcoes.statusCode).toBe(200);
    const resposta = autenticador.registrar(opcoes.json());
    let cadastro: Promise<{ statusCode: number; json: () => { code?: string } }> | undefined;
    // The administrator's change as `alterar` makes it: the account's row first, then its sessions.
    await server.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      cadastro = server.api({
        method: 'POST',
        url: '/auth/passkeys',
        cookie: intruso,
        payload: { resposta },
      });
      await new Promise((resolve) => setTimeout(resolve, 400));
      await tx.update(sessions).set({ endedAt: new Date() }).where(eq(sessions.userId, userId));
    });
    const recusado = await cadastro;
    expect(recusado?.statusCode).toBe(401);
    expect(recusado?.json().code).toBe('SESSION_EXPIRED');
    expect(await server.db.select().from(passkeys).where(eq(passkeys.userId, userId))).toEqual([]);
  });
});
