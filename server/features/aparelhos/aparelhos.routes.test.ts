/**
 * A device registers its key at login (issue 39): bound to the user and the session, the same
 * registration again is the same device; another user logging in on it (a shift's phone) is bound
 * to it too, from then on; the same id with another key is refused and the refusal is on the log.
 */
import { createHash, generateKeyPairSync } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { aparelhos, aparelhoUsuarios, logs, sessions } from '../../db/schema';
import { novoAparelho, registrarAparelho } from '../../test/aparelho';
import { setupTestServer } from '../../test/harness';
import { userId } from '../../test/pessoas-fixtures';

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

  it('binds each user who logs in on a shared device to it, from their own registration on', async () => {
    const investigador = await server.login('investigador');
    const aparelho = await novoAparelho();
    const primeiro = await registrarAparelho(server, investigador, aparelho, { 'user-agent': ANDROID });
    expect(primeiro.statusCode).toBe(201);

    // The shift's phone passed on: the clerk logs in on the same installed app, same id and key.
    server.clock.advance(60_000);
    let segundo: Awaited<ReturnType<typeof registrarAparelho>>;
    try {
      const escrivao = await server.login('escrivao');
      segundo = await registrarAparelho(server, escrivao, aparelho, { 'user-agent': ANDROID });
      expect(segundo.statusCode, segundo.body).toBe(201);
      expect(segundo.json()).toMatchObject({ id: aparelho.id, nome: 'Chrome no Android' });
      // The clerk's own registration: their binding begins now, not when the device was first seen.
      expect(Date.parse(segundo.json().registrado_em)).toBeGreaterThanOrEqual(
        Date.parse(primeiro.json().registrado_em) + 60_000,
      );
      // Again on the same login: the same registration.
      expect((await registrarAparelho(server, escrivao, aparelho)).statusCode).toBe(200);
    } finally {
      server.clock.reset();
    }

    const [dispositivo] = await server.db.select().from(aparelhos).where(eq(aparelhos.id, aparelho.id));
    expect(dispositivo?.registradoEm.toISOString()).toBe(primeiro.json().registrado_em);
    const vinculos = await server.db
      .select()
      .from(aparelhoUsuarios)
      .where(eq(aparelhoUsuarios.aparelhoId, aparelho.id))
      .orderBy(aparelhoUsuarios.registradoEm);
    expect(vinculos.map((v) => [v.userId, v.registradoEm.toISOString()])).toEqual([
      [userId('investigador'), primeiro.json().registrado_em],
      [userId('escrivao'), segundo.json().registrado_em],
    ]);
    expect(await server.db.select().from(sessions).where(eq(sessions.aparelhoId, aparelho.id))).toHaveLength(
      2,
    );
    const registros = (await logsDe(aparelho.id)).filter((l) => l.action === 'aparelho.registrado');
    expect(registros.map((l) => [l.userId, l.context.novo, l.context.vinculoNovo])).toEqual([
      [userId('investigador'), true, true],
      [userId('escrivao'), false, true],
      [userId('escrivao'), false, false],
    ]);
    expect(registros[1]?.message).toBe('Aparelho registrado para mais um usuário: Chrome no Android');
  });

  it('keeps a revoked binding revoked when its user registers the device again', async () => {
    const cookie = await server.login('investigador');
    const aparelho = await novoAparelho();
    expect((await registrarAparelho(server, cookie, aparelho)).statusCode).toBe(201);
    const doInvestigador = and(
      eq(aparelhoUsuarios.aparelhoId, aparelho.id),
      eq(aparelhoUsuarios.userId, userId('investigador')),
    );
    const revogadoEm = new Date('2026-01-02T03:04:05.000Z');
    await server.db.update(aparelhoUsuarios).set({ revogadoEm }).where(doInvestigador);
    expect((await registrarAparelho(server, cookie, aparelho)).statusCode).toBe(200);
    const [vinculo] = await server.db.select().from(aparelhoUsuarios).where(doInvestigador);
    expect(vinculo?.revogadoEm).toEqual(revogadoEm);
  });

  it('refuses the same device with another key, whoever registers it, and logs each refusal', async () => {
    const investigador = await server.login('investigador');
    const aparelho = await novoAparelho();
    expect((await registrarAparelho(server, investigador, aparelho)).statusCode).toBe(201);

    const outro = await novoAparelho();
    const outraChave = { id: aparelho.id, chavePublica: outro.chavePublica, provar: outro.provar };
    const trocada = await registrarAparelho(server, investigador, outraChave);
    expect(trocada.statusCode).toBe(409);
    expect(trocada.json()).toMatchObject({
      code: 'APARELHO_CHAVE_DIFERENTE',
      message: 'Este aparelho já está registrado com outra chave.',
    });
    const escrivao = await server.login('escrivao');
    expect((await registrarAparelho(server, escrivao, outraChave)).json().code).toBe(
      'APARELHO_CHAVE_DIFERENTE',
    );

    // Nothing changed: the device keeps its key, and only its first user is bound to it.
    const [row] = await server.db.select().from(aparelhos).where(eq(aparelhos.id, aparelho.id));
    expect(row?.chavePublica.equals(Buffer.from(aparelho.chavePublica, 'base64'))).toBe(true);
    const vinculos = await server.db
      .select()
      .from(aparelhoUsuarios)
      .where(eq(aparelhoUsuarios.aparelhoId, aparelho.id));
    expect(vinculos.map((v) => v.userId)).toEqual([userId('investigador')]);
    const recusas = (await logsDe(aparelho.id)).filter((l) => l.action === 'aparelho.recusado');
    expect(recusas.map((l) => [l.level, l.userId, l.context.motivo])).toEqual([
      ['WARNING', userId('investigador'), 'outra_chave'],
      ['WARNING', userId('escrivao'), 'outra_chave'],
    ]);
    // Only the investigator's session is bound to the device.
    expect(await server.db.select().from(sessions).where(eq(sessions.aparelhoId, aparelho.id))).toHaveLength(
      1,
    );
  });

  it('refuses a key that is not an ECDSA P-256 public key', async () => {
    const cookie = await server.login('investigador');
    const { id, provar } = await novoAparelho();
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
        provar,
      });
      expect(recusada.statusCode).toBe(422);
      expect(recusada.json().message).toBe('A chave do aparelho não é uma chave pública ECDSA P-256.');
    }
    expect(await server.db.select().from(aparelhos).where(eq(aparelhos.id, id))).toEqual([]);
  });

  it("lets no one join a colleague's phone with its id and public key: joining takes the key's signature for the user", async () => {
    const investigador = await server.login('investigador');
    const aparelho = await novoAparelho();
    expect((await registrarAparelho(server, investigador, aparelho)).statusCode).toBe(201);

    // The clerk read the phone's id and public key (a custody export prints both) but holds no key.
    const escrivao = await server.login('escrivao');
    const outro = await novoAparelho();
    const provaDoInvestigador = await aparelho.provar(userId('investigador'));
    const tentativas = [
      { prova: null },
      { prova: await outro.provar(userId('escrivao')) },
      // The investigator's own proof, caught on the way: it names the investigator, not the clerk.
      { prova: provaDoInvestigador },
      // Not even a signature's length: refused as one that does not verify, never a 500.
      { prova: 'AAAA' },
    ];
    for (const opcoes of tentativas) {
      const recusada = await registrarAparelho(server, escrivao, aparelho, {}, opcoes);
      expect(recusada.statusCode, recusada.body).toBe(403);
      expect(recusada.json()).toMatchObject({
        code: 'APARELHO_SEM_PROVA',
        message: 'O aparelho não provou ter a chave registrada. Atualize o app e entre de novo.',
      });
    }
    const vinculos = await server.db
      .select({ userId: aparelhoUsuarios.userId })
      .from(aparelhoUsuarios)
      .where(eq(aparelhoUsuarios.aparelhoId, aparelho.id));
    expect(vinculos).toEqual([{ userId: userId('investigador') }]);
    expect(await server.db.select().from(sessions).where(eq(sessions.aparelhoId, aparelho.id))).toHaveLength(
      1,
    );
    const recusas = (await logsDe(aparelho.id)).filter((l) => l.action === 'aparelho.recusado');
    expect(recusas.map((l) => [l.level, l.userId, l.context.motivo])).toEqual(
      tentativas.map(() => ['WARNING', userId('escrivao'), 'sem_prova']),
    );

    // The phone itself, in the clerk's hands, signs for the clerk: joined.
    expect((await registrarAparelho(server, escrivao, aparelho)).statusCode).toBe(201);
  });

  it("lets a version without the proof register a new device, and no more: knowing the password does not make a session the user's phone", async () => {
    const cookie = await server.login('investigador');
    const aparelho = await novoAparelho();
    const semProva = { prova: null };
    expect((await registrarAparelho(server, cookie, aparelho, {}, semProva)).statusCode).toBe(201);

    // Someone who knows the investigator's password, elsewhere, with the phone's id and public key.
    const outraSessao = await server.login('investigador');
    const recusada = await registrarAparelho(server, outraSessao, aparelho, {}, semProva);
    expect(recusada.statusCode, recusada.body).toBe(403);
    expect(recusada.json().code).toBe('APARELHO_SEM_PROVA');
    const ligadas = await server.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.aparelhoId, aparelho.id));
    expect(ligadas).toHaveLength(1);
    // The phone itself signs and is bound again.
    expect((await registrarAparelho(server, outraSessao, aparelho)).statusCode).toBe(200);

    // A wrong proof is refused even on a new device, and leaves no device behind.
    const novo = await novoAparelho();
    const errada = await registrarAparelho(
      server,
      cookie,
      novo,
      {},
      { prova: await aparelho.provar(userId('investigador')) },
    );
    expect(errada.json().code).toBe('APARELHO_SEM_PROVA');
    expect(await server.db.select().from(aparelhos).where(eq(aparelhos.id, novo.id))).toEqual([]);
  });
});
