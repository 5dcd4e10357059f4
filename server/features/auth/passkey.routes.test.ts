/**
 * Issue 43, passkeys on the real database: registered after the password, listed, named, removed
 * and each on the log; a login with one touch opens the same session as the password's; a replayed
 * or foreign assertion, an expired or used challenge are refused with their codes; a challenge
 * issued by one node is answered through another; the login lock counts passkey attempts too.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { aparelhos, loginFalhas, logs, passkeys, sessions } from '../../db/schema';
import { novoAparelho, registrarAparelho } from '../../test/aparelho';
import { Autenticador } from '../../test/autenticador';
import { setupTestServer } from '../../test/harness';
import {
  autenticadorDe,
  cadastrarPasskey,
  cookieDe,
  entrarComPasskey,
  logsDaPasskey,
  opcoesDeLogin,
} from '../../test/passkeys';
import { PERSONAS } from '../../test/personas';
import { setupSecondNode } from '../../test/segundo-no';

const server = setupTestServer({ LOGIN_MAX_FAILURES: '3' });
const outroNo = setupSecondNode(server);

const logsDe = (action: string, passkeyId: string) => logsDaPasskey(server, action, passkeyId);

describe('a passkey in Meus Dados', () => {
  it('is registered after the password, listed, renamed and removed, each on the log', async () => {
    const cookie = await server.login('escrivao');
    const recusada = await server.api({
      method: 'POST',
      url: '/auth/passkeys/opcoes',
      cookie,
      payload: { current_password: 'errada' },
    });
    expect(recusada.json()).toMatchObject({ code: 'CURRENT_PASSWORD_INVALID' });

    const opcoes = await server.api({
      method: 'POST',
      url: '/auth/passkeys/opcoes',
      cookie,
      payload: { current_password: PERSONAS.escrivao.password },
    });
    expect(opcoes.json()).toMatchObject({
      authenticatorSelection: { authenticatorAttachment: 'platform', userVerification: 'required' },
      user: { name: PERSONAS.escrivao.matricula },
    });
    const autenticador = autenticadorDe(server.env);
    const criada = await server.api({
      method: 'POST',
      url: '/auth/passkeys',
      cookie,
      headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0.0.0 Mobile Safari/537.36' },
      payload: { resposta: autenticador.registrar(opcoes.json()) },
    });
    expect(criada.statusCode, criada.body).toBe(200);
    const { id } = criada.json();
    expect(criada.json()).toMatchObject({ nome: 'Chrome no Android', usada_em: null });
    expect(await logsDe('passkey.registrada', id)).toHaveLength(1);

    const renomeada = await server.api({
      method: 'PUT',
      url: `/auth/passkeys/${id}`,
      cookie,
      payload: { nome: 'Meu celular' },
    });
    expect(renomeada.json()).toMatchObject({ id, nome: 'Meu celular' });
    const lista = await server.api({ method: 'GET', url: '/auth/passkeys', cookie });
    expect(lista.json()).toEqual([expect.objectContaining({ id, nome: 'Meu celular' })]);
    // Another user sees none of it, and cannot name it.
    const alheia = await server.login('perito');
    expect((await server.api({ method: 'GET', url: '/auth/passkeys', cookie: alheia })).json()).toEqual([]);
    const renomearAlheia = await server.api({
      method: 'PUT',
      url: `/auth/passkeys/${id}`,
      cookie: alheia,
      payload: { nome: 'Minha' },
    });
    expect(renomearAlheia.statusCode).toBe(404);

    const removida = await server.api({ method: 'DELETE', url: `/auth/passkeys/${id}`, cookie });
    expect(removida.statusCode).toBe(200);
    // Sent again (the answer was lost): the same answer, one removal on the log.
    const denovo = await server.api({ method: 'DELETE', url: `/auth/passkeys/${id}`, cookie });
    expect({ status: denovo.statusCode, body: denovo.json() }).toEqual({
      status: removida.statusCode,
      body: removida.json(),
    });
    expect(await logsDe('passkey.removida', id)).toHaveLength(1);
    const depois = await entrarComPasskey(server, autenticador.assinar(await opcoesDeLogin(server)));
    expect(depois.json()).toMatchObject({ code: 'PASSKEY_DESCONHECIDA' });
  });
});

describe('the login with a passkey', () => {
  it('opens the same session as the password, with no password typed, and is on the log', async () => {
    const autenticador = autenticadorDe(server.env);
    const id = await cadastrarPasskey(server, await server.login('investigador'), autenticador);

    const entrada = await entrarComPasskey(server, autenticador.assinar(await opcoesDeLogin(server)));
    expect(entrada.statusCode, entrada.body).toBe(200);
    expect(entrada.json().user).toMatchObject({ matricula: PERSONAS.investigador.matricula });
    const cookie = cookieDe(entrada);
    const me = await server.api({ method: 'GET', url: '/auth/me', cookie });
    expect(me.statusCode).toBe(200);
    const [login] = await logsDe('auth.login', id);
    expect(login?.context).toMatchObject({ via: 'passkey', matricula: PERSONAS.investigador.matricula });
    const [sessao] = await server.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, String(login?.context.sessionId)));
    expect(sessao?.confirmadaEm).not.toBeNull();
    const [row] = await server.db.select().from(passkeys).where(eq(passkeys.id, id));
    expect(row?.contador).toBe(1);
    expect(row?.usadaEm).not.toBeNull();
  });

  it('refuses a replayed assertion, a stale counter, another origin and a credential it never registered', async () => {
    const autenticador = autenticadorDe(server.env);
    const id = await cadastrarPasskey(server, await server.login('delegado'), autenticador);
    const assinada = autenticador.assinar(await opcoesDeLogin(server));
    expect((await entrarComPasskey(server, assinada)).statusCode).toBe(200);

    // The same answer again: its challenge was taken.
    const repetida = await entrarComPasskey(server, assinada);
    expect(repetida.statusCode).toBe(401);
    expect(repetida.json()).toMatchObject({ code: 'PASSKEY_DESAFIO_USADO' });

    // A fresh challenge signed with a counter already seen (a cloned authenticator).
    const clonada = await entrarComPasskey(
      server,
      autenticador.assinar(await opcoesDeLogin(server), { contador: 1 }),
    );
    expect(clonada.json()).toMatchObject({ code: 'PASSKEY_INVALIDA' });
    const [falha] = await logsDe('auth.login_failed', id);
    expect(falha?.context).toMatchObject({ via: 'passkey', motivo: 'contador' });

    // Signed for another site.
    const phishing = await entrarComPasskey(
      server,
      autenticador.assinar(await opcoesDeLogin(server), { origin: 'https://rip-falso.example' }),
    );
    expect(phishing.json()).toMatchObject({ code: 'PASSKEY_INVALIDA' });
    await server.db.delete(loginFalhas).where(eq(loginFalhas.matricula, PERSONAS.delegado.matricula));

    // A key nobody registered here.
    const estranho = new Autenticador(
      new URL(server.env.PUBLIC_URL).origin,
      new URL(server.env.PUBLIC_URL).hostname,
    );
    estranho.registrar({ challenge: 'AAAA', user: { id: 'x' } });
    const estrangeira = await entrarComPasskey(server, estranho.assinar(await opcoesDeLogin(server)));
    expect(estrangeira.statusCode).toBe(401);
    expect(estrangeira.json()).toMatchObject({
      code: 'PASSKEY_DESCONHECIDA',
      message: 'Esta passkey não está cadastrada no RIP. Entre com matrícula e senha.',
    });
    const id2 = estranho.credenciais[0]?.id ?? '';
    expect(await logsDe('auth.passkey_desconhecida', id2)).toHaveLength(1);
  });

  it('goes with the device it was registered on: a device marked lost takes its passkey', async () => {
    const cookie = await server.login('escrivao');
    const aparelho = await novoAparelho();
    expect((await registrarAparelho(server, cookie, aparelho)).statusCode).toBe(201);
    const autenticador = autenticadorDe(server.env);
    const id = await cadastrarPasskey(server, cookie, autenticador);
    const [row] = await server.db.select().from(passkeys).where(eq(passkeys.id, id));
    expect(row?.aparelhoId).toBe(aparelho.id);

    await server.db.update(aparelhos).set({ revogadoEm: new Date() }).where(eq(aparelhos.id, aparelho.id));
    const perdido = await entrarComPasskey(server, autenticador.assinar(await opcoesDeLogin(server)));
    expect(perdido.statusCode).toBe(401);
    expect(perdido.json()).toMatchObject({ code: 'PASSKEY_REVOGADA' });
    expect(await logsDe('auth.passkey_revogada', id)).toHaveLength(1);
  });

  it('refuses an expired challenge', async () => {
    const autenticador = autenticadorDe(server.env);
    await cadastrarPasskey(server, await server.login('perito'), autenticador);
    const opcoes = await opcoesDeLogin(server);
    server.clock.advance((server.env.PASSKEY_DESAFIO_SEGUNDOS + 1) * 1000);
    try {
      const tarde = await entrarComPasskey(server, autenticador.assinar(opcoes));
      expect(tarde.statusCode).toBe(401);
      expect(tarde.json()).toMatchObject({ code: 'PASSKEY_DESAFIO_EXPIRADO' });
    } finally {
      server.clock.reset();
    }
  });

  it('takes a challenge one node issued through another node, once', async () => {
    const autenticador = autenticadorDe(server.env);
    await cadastrarPasskey(
      server,
      await server.login('gestorPerfis'),
      autenticador,
      PERSONAS.gestorPerfis.password,
    );
    const assinada = autenticador.assinar(await opcoesDeLogin(server));
    const noOutro = await entrarComPasskey(outroNo, assinada);
    expect(noOutro.statusCode, noOutro.body).toBe(200);
    expect(
      (await outroNo.api({ method: 'GET', url: '/auth/me', cookie: cookieDe(noOutro) })).statusCode,
    ).toBe(200);
    const deVolta = await entrarComPasskey(server, assinada);
    expect(deVolta.json()).toMatchObject({ code: 'PASSKEY_DESAFIO_USADO' });
  });

  it('counts refused passkeys toward the matrícula lock, which then refuses the passkey too', async () => {
    const autenticador = autenticadorDe(server.env);
    await cadastrarPasskey(
      server,
      await server.login('gestorUsuarios'),
      autenticador,
      PERSONAS.gestorUsuarios.password,
    );
    const { privateKey } = await import('node:crypto').then((c) =>
      c.generateKeyPairSync('ec', { namedCurve: 'prime256v1' }),
    );
    const respostas = [];
    for (let i = 0; i < 3; i++) {
      respostas.push(
        await entrarComPasskey(
          server,
          autenticador.assinar(await opcoesDeLogin(server), { chave: privateKey }),
        ),
      );
    }
    expect(respostas.map((r) => r.json().code)).toEqual([
      'PASSKEY_INVALIDA',
      'PASSKEY_INVALIDA',
      'ACCOUNT_LOCKED',
    ]);
    const certa = await entrarComPasskey(server, autenticador.assinar(await opcoesDeLogin(server)));
    expect(certa.statusCode).toBe(423);
    expect(certa.json()).toMatchObject({ code: 'ACCOUNT_LOCKED' });
    const bloqueios = await server.db
      .select()
      .from(logs)
      .where(
        and(
          eq(logs.action, 'auth.login_locked'),
          sql`${logs.context}->>'matricula' = ${PERSONAS.gestorUsuarios.matricula}`,
        ),
      );
    expect(bloqueios).toHaveLength(1);
  });
});
