/**
 * Issue 43, PASSKEY_CONFIRMACAO_ADMIN=todos: an administrator without a passkey is told to register
 * one (which needs only the password, so nobody is locked out) before an act that asks the step-up.
 */
import { describe, expect, it } from 'vitest';
import { setupTestServer } from '../../test/harness';
import { autenticadorDe, cadastrarPasskey, confirmar } from '../../test/passkeys';

const server = setupTestServer({ PASSKEY_CONFIRMACAO_ADMIN: 'todos' });

describe('the step-up required of every administrator', () => {
  it('asks one without a passkey to register one, and then for the touch', async () => {
    const cookie = await server.login('admin');
    const sem = await server.api({ method: 'GET', url: '/logs', cookie });
    expect(sem.statusCode).toBe(428);
    expect(sem.json()).toEqual({
      code: 'PASSKEY_NECESSARIA',
      message:
        'Ler o log do sistema pede a confirmação com uma passkey: cadastre a deste aparelho em Meus Dados.',
    });
    const autenticador = autenticadorDe(server.env);
    await cadastrarPasskey(server, cookie, autenticador);
    expect((await server.api({ method: 'GET', url: '/logs', cookie })).json()).toMatchObject({
      code: 'CONFIRMACAO_NECESSARIA',
    });
    expect((await confirmar(server, cookie, autenticador)).statusCode).toBe(200);
    expect((await server.api({ method: 'GET', url: '/logs', cookie })).statusCode).toBe(200);
  });
});
