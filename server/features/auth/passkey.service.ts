/**
 * An officer's passkeys in Meus Dados (issue 43): registered on the phone after the current
 * password (platform authenticator, user verification required), listed, named and removed. Every
 * registration, change and removal is on the log. An administrator who already has a passkey adds or
 * removes one only after touching one: otherwise the password alone would undo the step-up.
 */
import {
  type AuthenticatorTransport,
  generateRegistrationOptions,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { nomeDoAparelho } from '../../../shared/aparelho-nome';
import type { OperationBody } from '../../../shared/api';
import type { Passkey, passkeyRegistroOpcoes } from '../../../shared/schemas/passkeys';
import { audit } from '../../audit/audit';
import { exigirToqueDoAdministrador } from '../../auth/confirmacao';
import { logs, passkeys, sessions, users } from '../../db/schema';
import { AppError } from '../../errors';
import { requireActor, type ServiceContext } from '../../kit/context';
import { userHandleDe } from './passkey-assercao';
import { emitirDesafio, tomarDesafio } from './passkey-desafio';
import { parteConfiavel } from './passkey-rp';
import { confirmCurrentPassword } from './senha-atual.service';

const NAO_ENCONTRADA = 'Passkey não encontrada.';

function present(row: typeof passkeys.$inferSelect): Passkey {
  return {
    id: row.id,
    nome: row.nome,
    criada_em: row.criadaEm.toISOString(),
    usada_em: row.usadaEm?.toISOString() ?? null,
  };
}

export async function listPasskeys(ctx: ServiceContext): Promise<Passkey[]> {
  const actor = requireActor(ctx);
  const rows = await ctx.db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, actor.id))
    .orderBy(asc(passkeys.criadaEm));
  return rows.map(present);
}

export async function createPasskeyOpcoes(
  ctx: ServiceContext,
  currentPassword: string,
): Promise<z.input<typeof passkeyRegistroOpcoes>> {
  const actor = requireActor(ctx);
  const [user] = await ctx.db
    .select({ id: users.id, passwordHash: users.passwordHash, matricula: users.matricula, name: users.name })
    .from(users)
    .where(eq(users.id, actor.id));
  if (!user) throw new AppError('UNAUTHENTICATED', 'Faça login para continuar.');
  await confirmCurrentPassword(ctx, user, currentPassword);
  await exigirToqueDoAdministrador(ctx, 'Cadastrar outra passkey');
  const existentes = await ctx.db
    .select({ id: passkeys.id, transportes: passkeys.transportes })
    .from(passkeys)
    .where(eq(passkeys.userId, actor.id));
  const desafio = await emitirDesafio(ctx, 'registro', actor.sessionId);
  const { rpID, rpName } = parteConfiavel(ctx.env);
  return generateRegistrationOptions({
    rpName,
    rpID,
    userName: user.matricula,
    userDisplayName: user.name,
    userID: isoBase64URL.toBuffer(userHandleDe(user.id)),
    challenge: isoBase64URL.toBuffer(desafio),
    timeout: ctx.env.PASSKEY_DESAFIO_SEGUNDOS * 1000,
    attestationType: 'none',
    excludeCredentials: existentes.map((p) => ({
      id: p.id,
      transports: p.transportes as AuthenticatorTransport[],
    })),
    authenticatorSelection: {
      authenticatorAttachment: 'platform',
      residentKey: 'required',
      userVerification: 'required',
    },
    // ES256 and RS256: what phones' platform authenticators make.
    supportedAlgorithmIDs: [-7, -257],
  });
}

export async function createPasskey(
  ctx: ServiceContext,
  input: OperationBody<'createPasskey'>,
): Promise<Passkey> {
  const actor = requireActor(ctx);
  const desafio = await tomarDesafio(
    ctx,
    input.resposta.response.clientDataJSON,
    'registro',
    actor.sessionId,
  );
  const { rpID, origin } = parteConfiavel(ctx.env);
  const verificacao = await verifyRegistrationResponse({
    response: input.resposta,
    expectedChallenge: desafio,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verificacao?.verified || !verificacao.registrationInfo) {
    await audit(ctx.db, {
      level: 'WARNING',
      action: 'passkey.recusada',
      message: 'Cadastro de passkey recusado: a resposta do aparelho não confere',
      userId: actor.id,
      context: { sessionId: actor.sessionId, ip: ctx.ip, userAgent: ctx.userAgent },
    });
    throw new AppError('PASSKEY_INVALIDA', 'O aparelho não confirmou a passkey. Tente de novo.');
  }
  const { credential } = verificacao.registrationInfo;
  const nome = input.nome ?? nomeDoAparelho(ctx.userAgent);
  return ctx.db.transaction(async (tx) => {
    // Held until the passkey is in: a password change ending this session meanwhile either waits
    // for it, and then removes it with the others, or comes first, and then nothing is added. The
    // account's row first, as the passkey's key will need it: an administrator's change of the
    // account (which locks that row, then ends its sessions) is waited for whole, not crossed.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.id)).for('key share');
    const [sessao] = await tx
      .select({ aparelhoId: sessions.aparelhoId })
      .from(sessions)
      .where(and(eq(sessions.id, actor.sessionId), isNull(sessions.endedAt)))
      .for('share');
    if (!sessao) throw new AppError('SESSION_EXPIRED', 'Sua sessão expirou. Faça login novamente.');
    const [row] = await tx
      .insert(passkeys)
      .values({
        id: credential.id,
        userId: actor.id,
        chavePublica: Buffer.from(credential.publicKey),
        contador: credential.counter,
        transportes: credential.transports ?? [],
        nome,
        aparelhoId: sessao.aparelhoId,
        criadaEm: ctx.now(),
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('CONFLICT', 'Esta passkey já está cadastrada.');
    await audit(tx, {
      action: 'passkey.registrada',
      message: `Passkey cadastrada: ${nome}`,
      userId: actor.id,
      context: {
        passkeyId: row.id,
        nome,
        aparelhoId: row.aparelhoId,
        sessionId: actor.sessionId,
        ip: ctx.ip,
        userAgent: ctx.userAgent,
      },
    });
    return present(row);
  });
}

export async function renamePasskey(ctx: ServiceContext, id: string, nome: string): Promise<Passkey> {
  const actor = requireActor(ctx);
  return ctx.db.transaction(async (tx) => {
    const [antes] = await tx
      .select({ nome: passkeys.nome })
      .from(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, actor.id)))
      .for('update');
    if (!antes) throw new AppError('NOT_FOUND', NAO_ENCONTRADA);
    const [row] = await tx.update(passkeys).set({ nome }).where(eq(passkeys.id, id)).returning();
    if (!row) throw new AppError('NOT_FOUND', NAO_ENCONTRADA);
    if (antes.nome !== nome) {
      await audit(tx, {
        action: 'passkey.renomeada',
        message: `Passkey renomeada: ${antes.nome} → ${nome}`,
        userId: actor.id,
        context: { passkeyId: id, antes: antes.nome, depois: nome },
      });
    }
    return present(row);
  });
}

/**
 * Removing one already removed by this user answers as the first removal did, so a repeat is
 * harmless; an id that was never theirs is not found. The log's row of the removal is what says so.
 */
export async function deletePasskey(ctx: ServiceContext, id: string): Promise<void> {
  const actor = requireActor(ctx);
  await exigirToqueDoAdministrador(ctx, 'Remover uma passkey');
  await ctx.db.transaction(async (tx) => {
    const [removida] = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, actor.id)))
      .returning({ nome: passkeys.nome });
    if (!removida) {
      const [antes] = await tx
        .select({ id: logs.id })
        .from(logs)
        .where(
          and(
            eq(logs.action, 'passkey.removida'),
            eq(logs.userId, actor.id),
            sql`${logs.context}->>'passkeyId' = ${id}`,
          ),
        )
        .limit(1);
      if (!antes) throw new AppError('NOT_FOUND', NAO_ENCONTRADA);
      return;
    }
    await audit(tx, {
      action: 'passkey.removida',
      message: `Passkey removida: ${removida.nome}`,
      userId: actor.id,
      context: { passkeyId: id, nome: removida.nome, sessionId: actor.sessionId, ip: ctx.ip },
    });
  });
}
