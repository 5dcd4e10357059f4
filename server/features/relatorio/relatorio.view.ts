/** What the case carries for the report screen: the items left out of the report and the summons issued. */
import { and, desc, eq } from 'drizzle-orm';
import type { Caso } from '../../../shared/schemas/casos';
import type { Intimacao } from '../../../shared/schemas/relatorio';
import type { DbOrTx } from '../../db/client';
import { cameras, intimacoes, locais, suspeitos, testemunhas, vitimas } from '../../db/schema';
import { comAutor } from '../../kit/autor';

/** The issuer's header and the link the summons was issued through, kept as printed. */
export interface IntimacaoDados {
  nome: string;
  vinculo_id: string | null;
  srpc: number | null;
  unidade: string | null;
  endereco: string | null;
  unidade_endereco?: string | null;
  cidade?: string | null;
  delegado_origem?: 'emissor' | 'equipe' | null;
  boletins?: string | null;
  procedimento?: string | null;
}

export function presentIntimacao(
  row: typeof intimacoes.$inferSelect,
  user: { name: string; matricula: string },
): Intimacao {
  const dados = row.dados as unknown as IntimacaoDados;
  return {
    id: row.id,
    papel: row.tipo as Intimacao['papel'],
    vinculo_id: dados.vinculo_id ?? null,
    pessoa_id: row.pessoaId,
    nome: dados.nome,
    endereco: dados.endereco ?? null,
    data: row.data,
    hora: row.hora.slice(0, 5),
    delegado: row.delegado,
    delegado_origem: dados.delegado_origem ?? null,
    boletins: dados.boletins ?? null,
    procedimento: dados.procedimento ?? null,
    srpc: dados.srpc ?? null,
    unidade: dados.unidade ?? null,
    unidade_endereco: dados.unidade_endereco ?? null,
    cidade: dados.cidade ?? null,
    user,
    created_at: row.createdAt.toISOString(),
  };
}

export async function loadIntimacoesDoCaso(db: DbOrTx, casoId: string): Promise<Intimacao[]> {
  const rows = await comAutor(db, { row: intimacoes }, intimacoes, intimacoes.userId)
    .where(eq(intimacoes.casoId, casoId))
    .orderBy(desc(intimacoes.createdAt), desc(intimacoes.id));
  return rows.map(({ row, name, matricula }) => presentIntimacao(row, { name, matricula }));
}

export async function loadExclusoesDoCaso(db: DbOrTx, casoId: string): Promise<Caso['relatorio_exclusoes']> {
  const fora = async (
    tipo: Caso['relatorio_exclusoes'][number]['tipo'],
    table: typeof vitimas | typeof testemunhas | typeof suspeitos | typeof cameras | typeof locais,
  ) => {
    const rows = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.casoId, casoId), eq(table.incluirRelatorio, false)));
    return rows.map(({ id }) => ({ tipo, id }));
  };
  return [
    ...(await fora('vitima', vitimas)),
    ...(await fora('testemunha', testemunhas)),
    ...(await fora('suspeito', suspeitos)),
    ...(await fora('camera', cameras)),
    ...(await fora('local', locais)),
  ];
}
