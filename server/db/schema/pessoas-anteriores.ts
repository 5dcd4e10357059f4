import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { trigramExpression } from './columns';
import { daPessoa, palavrasDe } from './pessoas';

/**
 * What the registry held of a person before a write replaced it (issue 39): one row per former
 * whole of the four fields the search finds a person by, so a search by an old CPF or name still
 * finds them. Indexed as the registry's own search columns are (migration 0034).
 */
export const pessoaDadosAnteriores = pgTable(
  'pessoa_dados_anteriores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pessoaId: daPessoa(),
    nome: text('nome').notNull(),
    vulgo: text('vulgo'),
    cpf: text('cpf'),
    mae: text('mae'),
    nome_palavras: palavrasDe('nome'),
    vulgo_palavras: palavrasDe('vulgo'),
    mae_palavras: palavrasDe('mae'),
    em: timestamp('em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('pessoa_dados_anteriores_unico').on(t.pessoaId, t.nome, t.vulgo, t.cpf, t.mae).nullsNotDistinct(),
    index('pessoa_dados_anteriores_cpf_idx').on(t.cpf),
    index('pessoa_dados_anteriores_nome_palavras_idx').using('gin', t.nome_palavras),
    index('pessoa_dados_anteriores_nome_pares_idx').using('gin', sql`busca_pares_de(${t.nome_palavras})`),
    index('pessoa_dados_anteriores_vulgo_palavras_idx').using('gin', t.vulgo_palavras),
    index('pessoa_dados_anteriores_mae_palavras_idx').using('gin', t.mae_palavras),
    index('pessoa_dados_anteriores_nome_trgm_idx').using('gin', trigramExpression(t.nome)),
    index('pessoa_dados_anteriores_vulgo_trgm_idx').using('gin', trigramExpression(t.vulgo)),
  ],
);
