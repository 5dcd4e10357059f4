/**
 * Without ver_perfil a person's CPF shows masked: its middle six digits. A search by the whole CPF
 * answers whether it is that person's, so the three hidden first digits (the last two are computed)
 * would fall to at most a thousand searches. Each one is on the log; this caps how many a user
 * makes in an hour, counted in the database (one count for the cluster), so that probing takes
 * days and leaves its refusals on the log as warnings.
 */
import { and, eq } from 'drizzle-orm';
import { audit } from '../audit/audit';
import { contar } from '../cluster/limite-store';
import { pessoasCaso } from '../db/schema';
import { AppError } from '../errors';
import { requireActor, type ServiceContext } from './context';
import { resolvePessoaId } from './pessoa-alias';

const HORA_MS = 3_600_000;

/**
 * Where the CPF was asked about: each search screen list and the add forms' registry search, and a
 * person of a case given a CPF (contarCpfDigitado).
 */
export type ConsultaPorCpf = 'busca.pessoas' | 'busca.casos' | 'pessoa.busca' | 'pessoa.cadastro';

const plural = (n: number, um: string, varios: string) => `${n} ${n === 1 ? um : varios}`;

/** Counts a search by a whole CPF made without ver_perfil; past the hour's limit, 429. */
export async function contarBuscaPorCpf(ctx: ServiceContext, onde: ConsultaPorCpf): Promise<void> {
  const actor = requireActor(ctx);
  if (actor.permissions.has('ver_perfil')) return;
  const limite = ctx.env.CPF_BUSCAS_POR_HORA;
  const { current, ttl } = await contar(ctx.db, `cpf ${onde} ${actor.id}`, HORA_MS);
  if (current <= limite) return;
  await audit(ctx.db, {
    level: 'WARNING',
    action: 'busca.cpf_recusada',
    message: `Busca por CPF recusada: mais de ${limite} na última hora`,
    userId: actor.id,
    context: { onde, buscas: current, limite, ip: ctx.ip },
  });
  const minutos = Math.max(1, Math.ceil(ttl / 60_000));
  throw new AppError(
    'RATE_LIMITED',
    `Limite de ${limite} buscas por CPF por hora atingido. Tente de novo em ${plural(minutos, 'minuto', 'minutos')}.`,
  );
}

/**
 * A CPF sent for a person of a case answers whose it is as a search does: a create links its known
 * holder (and a resend of a link to that holder is answered as a repeat), an edit to another
 * person's CPF is refused. So it counts, unless it is the CPF this case's record of the named
 * person holds already (the outbox resending a create, an edit that keeps the CPF), which its
 * readers see whole. The registry's CPF of whoever the request names is no such exemption: any
 * person's id is found by name, and an exemption for their CPF answered a guess with no count.
 * Counted before the write's transaction, on its own: a refusal must not undo the count, nor hold
 * a second connection while the write holds its locks.
 */
export async function contarCpfDigitado(
  ctx: ServiceContext,
  casoId: string,
  pessoaIdEnviado: string,
  cpf: string | null | undefined,
): Promise<void> {
  if (!cpf || requireActor(ctx).permissions.has('ver_perfil')) return;
  const pessoaId = await resolvePessoaId(ctx.db, pessoaIdEnviado);
  const [registro] = await ctx.db
    .select({ cpf: pessoasCaso.cpf })
    .from(pessoasCaso)
    .where(and(eq(pessoasCaso.casoId, casoId), eq(pessoasCaso.pessoaId, pessoaId)));
  if (registro?.cpf !== cpf) await contarBuscaPorCpf(ctx, 'pessoa.cadastro');
}
