import { asc, count, eq, type SQL } from 'drizzle-orm';
import type { OperationBody } from '../../../shared/api';
import type { Unidade, UnidadeDaLista } from '../../../shared/schemas/unidades';
import { audit } from '../../audit/audit';
import type { DbOrTx } from '../../db/client';
import { estados, municipios, unidades, users } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { apagarCadastro } from '../../kit/apagar-cadastro';
import { type Actor, type Created, requireActor, type ServiceContext } from '../../kit/context';
import { insertOnce } from '../../kit/insert-once';
import { comAutoridade } from './autoridade';
import { exigirSobreTitulares, politicasDosTitulares } from './autoridade-titulares';

async function cidadeExiste(db: DbOrTx, cidadeId: number): Promise<void> {
  const [cidade] = await db.select({ id: municipios.id }).from(municipios).where(eq(municipios.id, cidadeId));
  if (!cidade) {
    throw new AppError('VALIDATION_FAILED', 'Selecione uma cidade', [
      { path: 'cidade_id', message: 'Selecione uma cidade' },
    ]);
  }
}

async function select(db: DbOrTx, where?: SQL): Promise<Unidade[]> {
  const rows = await db
    .select({
      id: unidades.id,
      nome: unidades.nome,
      telefone: unidades.telefone,
      endereco: unidades.endereco,
      cidade_id: unidades.cidade_id,
      srpc: unidades.srpc,
      wifi_acima_mb: unidades.wifi_acima_mb,
      cidadeNome: municipios.nome,
      uf: estados.uf,
    })
    .from(unidades)
    .leftJoin(municipios, eq(municipios.id, unidades.cidade_id))
    .leftJoin(estados, eq(estados.id, municipios.estadoId))
    .where(where)
    .orderBy(asc(unidades.nome));
  return rows.map(({ cidadeNome, uf, ...row }) => ({
    ...row,
    cidade: cidadeNome && uf ? { nome: cidadeNome, uf } : null,
  }));
}

/** The units by name, each with whether the reader may change it. */
export async function listUnidades(ctx: ServiceContext): Promise<UnidadeDaLista[]> {
  const lista = await select(ctx.db);
  const politicaDe = await politicasDosTitulares(ctx.db, requireActor(ctx), 'unidade');
  return lista.map((unidade) => ({ ...unidade, policy: politicaDe(unidade.id) }));
}

/** Creates a unit with the id the client made; a repeat of the same create answers the stored unit. */
export async function createUnidade(
  ctx: ServiceContext,
  input: OperationBody<'createUnidade'>,
): Promise<Created<Unidade>> {
  const actor = requireActor(ctx);
  return ctx.db.transaction(async (tx) => {
    await cidadeExiste(tx, input.cidade_id);
    const { created } = await insertOnce(
      tx,
      unidades,
      {
        id: input.id,
        nome: input.nome,
        telefone: input.telefone,
        endereco: input.endereco,
        cidade_id: input.cidade_id,
        srpc: input.srpc,
        wifi_acima_mb: input.wifi_acima_mb,
      },
      {
        apagado: { action: 'unidade.deleted', casoId: null, context: { unidadeId: input.id } },
        audit: () => ({
          action: 'unidade.created',
          message: `Unidade ${input.nome} criada`,
          userId: actor.id,
          context: { unidadeId: input.id, nome: input.nome, wifi_acima_mb: input.wifi_acima_mb },
        }),
      },
    );
    const [unidade] = await select(tx, eq(unidades.id, input.id));
    if (!unidade) throw new AppError('INTERNAL', 'Unidade não encontrada após salvar.');
    return { value: unidade, created };
  });
}

const UNIDADE_NAO_ENCONTRADA = 'Unidade não encontrada.';
const dados = (u: Unidade) => ({
  nome: u.nome,
  telefone: u.telefone,
  endereco: u.endereco,
  cidade_id: u.cidade_id,
  srpc: u.srpc,
  wifi_acima_mb: u.wifi_acima_mb,
});

/** The log's line says when the Wi-Fi limit changed, which decides what officers' phones send. */
function mudancaDoWifi(antes: Unidade, depois: Unidade): string {
  if (antes.wifi_acima_mb === depois.wifi_acima_mb) return '';
  return depois.wifi_acima_mb === null
    ? '; os arquivos não aguardam mais o Wi-Fi'
    : `; arquivos acima de ${depois.wifi_acima_mb} MB aguardam o Wi-Fi`;
}

/**
 * Changes a unit; only by whoever may act on every account posted there (autoridade-titulares), a
 * refusal on the log.
 */
export async function updateUnidade(
  ctx: ServiceContext,
  id: string,
  input: OperationBody<'updateUnidade'>,
): Promise<Unidade> {
  const actor = requireActor(ctx);
  const tentativa = {
    action: 'unidade.refused',
    descricao: 'Alterar unidade',
    context: { operacao: 'updateUnidade', unidadeId: id, depois: input },
  };
  return comAutoridade(ctx, actor, tentativa, () => alterar(ctx, actor, id, input));
}

function alterar(ctx: ServiceContext, actor: Actor, id: string, input: OperationBody<'updateUnidade'>) {
  return ctx.db.transaction(async (tx) => {
    // Locked first: an account posted here meanwhile is a holder the check below sees.
    await tx.select({ id: unidades.id }).from(unidades).where(eq(unidades.id, id)).for('update');
    const [antes] = await select(tx, eq(unidades.id, id));
    if (!antes) throw notFound(UNIDADE_NAO_ENCONTRADA);
    await cidadeExiste(tx, input.cidade_id);
    const novo = { ...input };
    if (JSON.stringify(dados(antes)) === JSON.stringify(novo)) return antes;
    await exigirSobreTitulares(tx, actor, 'unidade', id);
    await tx
      .update(unidades)
      .set({ ...novo, updatedAt: ctx.now() })
      .where(eq(unidades.id, id));
    const [depois] = await select(tx, eq(unidades.id, id));
    if (!depois) throw notFound(UNIDADE_NAO_ENCONTRADA);
    await audit(tx, {
      action: 'unidade.updated',
      message: `Unidade ${input.nome} alterada${mudancaDoWifi(antes, depois)}`,
      userId: actor.id,
      context: { unidadeId: id, antes: dados(antes), depois: dados(depois) },
    });
    return depois;
  });
}

/** A unit where users are posted is not deleted: their header and reports name it. */
export function deleteUnidade(ctx: ServiceContext, id: string): Promise<void> {
  return apagarCadastro(ctx, {
    carregar: async (tx) => (await select(tx, eq(unidades.id, id)))[0],
    naoEncontrado: UNIDADE_NAO_ENCONTRADA,
    action: 'unidade.deleted',
    chave: { unidadeId: id },
    conferir: async (tx, antes) => {
      const [lotados] = await tx.select({ n: count() }).from(users).where(eq(users.unidadeId, id));
      const n = lotados?.n ?? 0;
      if (n > 0) {
        throw new AppError(
          'UNIDADE_IN_USE',
          `A unidade ${antes.nome} tem ${n === 1 ? '1 usuário lotado' : `${n} usuários lotados`}. Mude a lotação deles antes de excluí-la.`,
        );
      }
    },
    rastro: (_tx, antes) => ({ message: `Unidade ${antes.nome} excluída`, antes: dados(antes) }),
    apagar: (tx) => tx.delete(unidades).where(eq(unidades.id, id)),
  });
}
