/**
 * A shared phone: what the officer before queued goes out only under their own session. The app
 * names each operation's author; a session that is another user's refuses it and does nothing,
 * and stays the session it is (the next officer is not logged out by it).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTOR_HEADER } from '../../../shared/constants';
import { casos } from '../../db/schema';
import { setupTestServer } from '../../test/harness';
import { userId } from '../../test/pessoas-fixtures';

const server = setupTestServer();

describe("an outbox operation under another user's session", () => {
  it('is refused with nothing done, and the session goes on', async () => {
    const escrivao = await server.login('escrivao');
    const investigadora = userId('investigador');
    const caso = { id: randomUUID(), name: 'Caso da Investigadora' };
    const recusado = await server.api({
      method: 'POST',
      url: '/casos',
      cookie: escrivao,
      headers: { [AUTOR_HEADER]: investigadora },
      payload: caso,
    });
    expect(recusado.statusCode).toBe(401);
    expect(recusado.json()).toMatchObject({
      code: 'SESSAO_DE_OUTRO_USUARIO',
      message:
        'Este aparelho está agora na sessão de outro usuário: o que foi registrado por quem saiu espera o próximo login dele.',
    });
    expect(recusado.headers['set-cookie']).toBeUndefined();
    expect(await server.db.select().from(casos).where(eq(casos.id, caso.id))).toEqual([]);

    expect((await server.api({ method: 'GET', url: '/auth/me', cookie: escrivao })).statusCode).toBe(200);
    const proprio = await server.api({
      method: 'POST',
      url: '/casos',
      cookie: escrivao,
      headers: { [AUTOR_HEADER]: userId('escrivao') },
      payload: { id: randomUUID(), name: 'Caso do Escrivão' },
    });
    expect(proprio.statusCode).toBe(201);
    // Their own id in capitals is still their own id.
    const emMaiusculas = await server.api({
      method: 'POST',
      url: '/casos',
      cookie: escrivao,
      headers: { [AUTOR_HEADER]: userId('escrivao').toUpperCase() },
      payload: { id: randomUUID(), name: 'Outro Caso do Escrivão' },
    });
    expect(emMaiusculas.statusCode).toBe(201);
  });

  it("refuses its files too, before a byte of them is kept under the other user's name", async () => {
    const escrivao = await server.login('escrivao');
    const envio = await server.api({
      method: 'POST',
      url: '/uploads',
      cookie: escrivao,
      headers: {
        [AUTOR_HEADER]: userId('investigador'),
        'tus-resumable': '1.0.0',
        'upload-length': '10',
      },
    });
    expect(envio.statusCode).toBe(401);
    expect(envio.json().code).toBe('SESSAO_DE_OUTRO_USUARIO');
  });
});
