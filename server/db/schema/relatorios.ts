import {
  char,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { EMISSOR_ACESSOS, RELATORIO_ORIGENS } from '../../../shared/schemas/relatorio';
import type { Checkpoint } from '../../audit/checkpoint';
import { doCaso } from './casos';
import { checkOneOf, createdAt, usuario } from './columns';

/**
 * Every report PDF issued for a case, by the server or by a device: the SHA-256 of the file as
 * issued and the short code printed on its last page. Anyone holding the PDF proves it was issued
 * here by showing both (the code alone answers nothing). Rows are never updated (migration 0035
 * marked, once, the ones issued before by a justified reader).
 */
export const relatoriosEmitidos = pgTable(
  'relatorios_emitidos',
  {
    id: uuid('id').primaryKey(),
    casoId: doCaso(),
    codigo: text('codigo').notNull(),
    sha256: char('sha256', { length: 64 }).notNull(),
    origem: text('origem', { enum: RELATORIO_ORIGENS }).notNull(),
    /** When the PDF was made (on the device for a browser PDF; it may reach the server later). */
    emitidoEm: timestamp('emitido_em', { withTimezone: true }).notNull(),
    userId: usuario('user_id'),
    createdAt: createdAt(),
    /** The issuer's unit as printed in the header when issued (the user may move later). */
    unidade: text('unidade'),
    paginas: integer('paginas'),
    /** The signed checkpoint of the log printed in the report (server/audit/checkpoint.ts). */
    checkpoint: jsonb('checkpoint').$type<Checkpoint>(),
    /** The media store's key of the PDF as issued; null for rows from before the server kept it. */
    arquivo: text('arquivo'),
    /** What the issuer was to the case when issuing (set once, by migration 0035, for earlier rows). */
    emissorAcesso: text('emissor_acesso', { enum: EMISSOR_ACESSOS }).notNull().default('membro'),
  },
  (t) => [
    uniqueIndex('relatorios_emitidos_codigo_idx').on(t.codigo),
    index('relatorios_emitidos_caso_idx').on(t.casoId),
    index('relatorios_emitidos_user_idx').on(t.userId),
    checkOneOf('relatorios_emitidos_origem_check', t.origem, RELATORIO_ORIGENS),
    checkOneOf('relatorios_emitidos_emissor_acesso_check', t.emissorAcesso, EMISSOR_ACESSOS),
  ],
);
