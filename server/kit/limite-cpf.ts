/**
 * Without ver_perfil a person's CPF shows masked: its middle six digits. A search by the whole CPF
 * answers whether it is that person's, so the three hidden first digits (the last two are computed)
 * would fall to at most a thousand searches. Each one is on the log; this caps how many a user
 * makes in an hour, counted in the database (one count for the cluster), so that probing takes
 * days and leaves its refusals on the log as warnings.
 */

import { audit } from '../../audit/audit';
import { contar } from '../../cluster/limite-store';
import { AppError } from '../../errors';
import { requireActor, type ServiceContext } from '../../kit/context';

const HORA_MS = 3_600_000;

/**
 * Where the CPF was searched: each search screen list and the add forms' registry search, and the
 * person typed with a CPF into a case (added, or edited to another CPF), which answers it too: the
 * known holder is linked, or the edit is refused as another person's CPF.
 */
export type BuscaPorCpf = 'busca.pessoas' | 'busca.casos' | 'pessoa.busca' | 'pessoa.cadastro';

const plural = (n: number, um: string, varios: string) => `${n} ${n === 1 ? um : varios}`;

/** Counts a search by a whole CPF made without ver_perfil; past the hour's limit, 429. */
export async function contarBuscaPorCpf(ctx: ServiceContext, onde: BuscaPorCpf): Promise<void> {
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
