/**
 * A device registers its key at login (issue 39): bound to the user and the session, the same
 * registration again is the same device; another user's device, or the same id with another key,
 * is refused and the refusal is on the log.
 */
import { createHash, generateKeyPairSync } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { aparelhos, logs, sessions } from '../../db/schema';
import { novoAparelho, registrarAparelho } from '../../test/aparelho';
import { setupTestServer } from '../../test/harness';

const server = setupTestServer();

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-A515F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

const logsDe = (aparelhoId: string) =>
  server.db.select().from(logs).where(sql`${logs.context}->>'aparelhoId' = ${aparelhoId}`).orderBy(logs.id);

describe('registerAparelho', () => {
  it('registers a device for the user, binds the session to it, and is the same device when registered again', async () => {
    const cookie = await server.login('investigador');
    const aparelho = await novoAparelho();
    const primeiro = await registrarAparelho(server, cookie, aparelho, { 'user-agent': ANDROID });
    expect(primeiro.statusCode, primeiro.body).toBe(201);
    expect(primeiro.json()).toMatchObject({ id: aparelho.id, nome: 'Chrome no Android' });

    const [row] = await server.db.select().from(aparelhos).where(eq(aparelhos.id, aparelho.id));
    expect(row?.algoritmo).toBe('ECDSA-P256-SHA256');
    expect(row?.chavePublica.equals(Buffer.from(aparelho.chavePublica, 'base64'))).toBe(true);

    // A later login on the same phone: the same device, seen again, this session bound too.
    server.clock.advance(60_000);
    try {
      const outraSessao = await server.login('investigador');
      const segundo = await registrarAparelho(server, outraSessao, aparelho, { 'user-agent': ANDROID });
      expect(segundo.statusCode).toBe(200);
      expect(segundo.json().registrado_em).toBe(primeiro.json().registrado_em);
      expect(Date.parse(segundo.json().visto_em)).toBeGreaterThan(Date.parse(primeiro.json().visto_em));
    } finally {
      server.clock.reset();
    }
    const ligadas = await server.db.select().from(sessions).where(eq(sessions.aparelhoId, aparelho.id));
    expect(ligadas).toHaveLength(2);
    const registros = (await logsDe(aparelho.id)).filter((l) => l.action === 'aparelho.registrado');
    expect(registros.map((l) => l.context.novo)).toEqual([true, false]);
    const chaveSha256 = createHash('sha256')
      .update(Buffer.from(aparelho.chavePublica, 'base64'))
      .digest('hex');
    expect(registros.every((l) => l.context.chaveSha256 === chaveSha256)).toBe(true);
  });

  it("refuses another user's device and the same device with another key, and logs each refusal", async () => {
    const investigador = await server.login('investigador');
    const aparelho = await novoAparelho();
    expect((await registrarAparelho(server, investigador, aparelho)).statusCode).toBe(201);

    const escrivao = await server.login('escrivao');
    const deOutro = await registrarAparelho(server, escrivao, aparelho);
    expect(deOutro.statusCode).toBe(409);
    expect(deOutro.json()).toMatchObject({
      code: 'APARELHO_DE_OUTRO_USUARIO',
      message: 'Este aparelho está registrado para outro usuário.',
    });

    const outraChave = { id: aparelho.id, chavePublica: (await novoAparelho()).chavePublica };
    const trocada = await registrarAparelho(server, investigador, outraChave);
    expect(trocada.statusCode).toBe(409);
    expect(trocada.json().code).toBe('APARELHO_CHAVE_DIFERENTE');

    // Nothing changed: the device keeps its user and its key.
    const [row] = await server.db.select().from(aparelhos).where(eq(aparelhos.id, aparelho.id));
    expect(row?.chavePublica.equals(Buffer.from(aparelho.chavePublica, 'base64'))).toBe(true);
    const recusas = (await logsDe(aparelho.id)).filter((l) => l.action === 'aparelho.recusado');
    expect(recusas.map((l) => [l.level, l.context.motivo])).toEqual([
      ['WARNING', 'outro_usuario'],
      ['WARNING', 'outra_chave'],
    ]);
    // Only the investigator's session is bound to the device.
    expect(await server.db.select().from(sessions).where(eq(sessions.aparelhoId, aparelho.id))).toHaveLength(
      1,
    );
  });

  it('refuses a key that is not an ECDSA P-256 public key', async () => {
    const cookie = await server.login('investigador');
    const { id } = await novoAparelho();
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({
      format: 'der',
      type: 'spki',
    });
    const p384 = generateKeyPairSync('ec', { namedCurve: 'secp384r1' }).publicKey.export({
      format: 'der',
      type: 'spki',
    });
    for (const chave of [rsa, p384, Buffer.from('não é uma chave')]) {
      const recusada = await registrarAparelho(server, cookie, {
        id,
        chavePublica: chave.toString('base64'),
      });
      expect(recusada.statusCode).toBe(422);
      expect(recusada.json().message).toBe('A chave do aparelho não é uma chave pública ECDSA P-256.');
    }
    expect(await server.db.select().from(aparelhos).where(eq(aparelhos.id, id))).toEqual([]);
  });
});
