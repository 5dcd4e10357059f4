/**
 * Issue 43, administrators prove it twice: once an administrator has a passkey, granting or removing
 * administration rights, disabling a user, setting a temporary password and reading the log ask for
 * a touch on it within PASSKEY_CONFIRMACAO_MINUTOS; the server decides, the app asks and retries.
 */

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { logs, unidades } from '../../db/schema';
import { ROLE_IDS } from '../../db/seed';
import { setupTestServer } from '../../test/harness';
import { autenticadorDe, cadastrarPasskey, confirmar } from '../../test/passkeys';
import { PERSONAS } from '../../test/personas';
import { userId } from '../../test/pessoas-fixtures';

const server = setupTestServer();
let unidadeId = '';

beforeAll(async () => {
  const [unidade] = await server.db.select({ id: unidades.id }).from(unidades).limit(1);
  unidadeId = unidade?.id ?? '';
});

const lerLog = (cookie: string) => server.api({ method: 'GET', url: '/logs', cookie });
const perfilDe = (cookie: string, persona: 'investigador' | 'perito', perfil?: string, cargo = 7) =>
  server.api({
    method: 'PUT',
    url: `/usuarios/${userId(persona)}`,
    cookie,
    payload: { cargo_id: cargo, unidade_id: unidadeId, perfil_id: perfil },
  });

describe('the administrators’ step-up', () => {
  it('is not asked of an administrator without a passkey (com-passkey, the default)', async () => {
    const cookie = await server.login('admin');
    expect((await lerLog(cookie)).statusCode).toBe(200);
  });

  it('asks for a fresh touch once the administrator has a passkey, and the touch lasts a few minutes', async () => {
    const cookie = await server.login('admin');
    const autenticador = autenticadorDe(server.env);
    const passkeyId = await cadastrarPasskey(server, cookie, autenticador);

    const pedido = await lerLog(cookie);
    expect(pedido.statusCode).toBe(403);
    expect(pedido.json()).toEqual({
      code: 'CONFIRMACAO_NECESSARIA',
      message: 'Ler o log do sistema pede a confirmação com a sua passkey (digital).',
    });
    const concedido = await perfilDe(cookie, 'investigador', ROLE_IDS.Admin);
    expect(concedido.json()).toMatchObject({ code: 'CONFIRMACAO_NECESSARIA' });
    // What gives or takes no administration right goes on without a touch.
    expect((await perfilDe(cookie, 'perito', ROLE_IDS.Perito, 3)).statusCode).toBe(200);

    const confirmada = await confirmar(server, cookie, autenticador);
    expect(confirmada.statusCode, confirmada.body).toBe(200);
    const confirmacoes = await server.db.select().from(logs).where(eq(logs.action, 'auth.confirmacao'));
    expect(confirmacoes.map((l) => l.userId)).toEqual([userId('admin')]);
    expect((await lerLog(cookie)).statusCode).toBe(200);
    expect((await perfilDe(cookie, 'investigador', ROLE_IDS.Admin)).statusCode).toBe(200);

    server.clock.advance((server.env.PASSKEY_CONFIRMACAO_MINUTOS * 60 + 1) * 1000);
    try {
      const retirar = await perfilDe(cookie, 'investigador', ROLE_IDS.Investigador);
      expect(retirar.json()).toMatchObject({ code: 'CONFIRMACAO_NECESSARIA' });
      const desativar = await server.api({
        method: 'PUT',
        url: `/usuarios/${userId('perito')}/ativo`,
        cookie,
        payload: { ativo: false },
      });
      expect(desativar.json()).toMatchObject({ code: 'CONFIRMACAO_NECESSARIA' });
      const senha = await server.api({
        method: 'PUT',
        url: `/usuarios/${userId('perito')}/senha`,
        cookie,
        payload: { password: 'Temporaria-Forte-4321' },
      });
      expect(senha.json()).toMatchObject({ code: 'CONFIRMACAO_NECESSARIA' });
      // Adding a passkey would otherwise let the password alone undo the step-up.
      const outra = await server.api({
        method: 'POST',
        url: '/auth/passkeys/opcoes',
        cookie,
        payload: { current_password: PERSONAS.admin.password },
      });
      expect(outra.json()).toMatchObject({ code: 'CONFIRMACAO_NECESSARIA' });
      const remover = await server.api({ method: 'DELETE', url: `/auth/passkeys/${passkeyId}`, cookie });
      expect(remover.json()).toMatchObject({ code: 'CONFIRMACAO_NECESSARIA' });

      expect((await confirmar(server, cookie, autenticador)).statusCode).toBe(200);
      expect((await perfilDe(cookie, 'investigador', ROLE_IDS.Investigador)).statusCode).toBe(200);
    } finally {
      server.clock.reset();
    }
  });

  it('takes only the session user’s own passkey, on a challenge of that session', async () => {
    const cookie = await server.login('delegado');
    const doDelegado = autenticadorDe(server.env);
    await cadastrarPasskey(server, cookie, doDelegado);
    const admin = await server.login('admin');
    const alheia = await confirmar(server, admin, doDelegado);
    expect(alheia.statusCode).toBe(401);
    expect(alheia.json()).toMatchObject({ code: 'PASSKEY_DESCONHECIDA' });

    // A challenge of one session answered on another: never issued for it.
    const opcoes = await server.api({ method: 'POST', url: '/auth/confirmacao/opcoes', cookie });
    const outraSessao = await server.login('delegado');
    const resposta = await server.api({
      method: 'POST',
      url: '/auth/confirmacao',
      cookie: outraSessao,
      payload: { resposta: doDelegado.assinar(opcoes.json()) },
    });
    expect(resposta.json()).toMatchObject({ code: 'PASSKEY_DESAFIO_EXPIRADO' });
  });
});
