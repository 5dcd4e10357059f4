/** The system log as the administrators read it (spec §2.3 Logs, §3 Log, §9 Logs). */
import { z } from 'zod';
import { cleanString, diaExistente, uuid } from './common';

/** Spec §9: '' (all), 'Info', 'ERROR', 'WARNING'. */
export const LOG_NIVEIS = ['', 'Info', 'ERROR', 'WARNING'] as const;
export const LOG_PAGE_SIZE = 25;
/** Spec §9: the table cuts the message at 200 characters; the detail shows it whole. */
export const LOG_MENSAGEM_MAX = 200;

const dia = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida.')
  .refine(diaExistente, 'Data inválida.');

export const logQuery = z
  .object({
    page: z.coerce.number({ message: 'Página inválida.' }).int().min(1).max(100_000).default(1),
    level: z.enum(LOG_NIVEIS).default(''),
    /** Who did it: the matrícula, whole. */
    matricula: cleanString()
      .trim()
      .regex(/^\d{0,7}$/, 'A matrícula deve conter exatamente 7 dígitos.')
      .optional(),
    casoId: uuid.optional(),
    /** Inclusive days, in Brazil's time (America/Fortaleza has no daylight saving). */
    de: dia.optional(),
    ate: dia.optional(),
  })
  .refine((q) => !q.de || !q.ate || q.de <= q.ate, {
    message: 'A data inicial deve ser anterior à final.',
    path: ['ate'],
  });
export type LogQuery = z.input<typeof logQuery>;

export const logEntry = z
  .object({
    id: z.number().int(),
    level: z.string(),
    message: z.string(),
    action: z.string(),
    context: z.record(z.string(), z.unknown()),
    created_at: z.string(),
    caso_id: z.string().nullable(),
    user: z.object({ name: z.string(), matricula: z.string() }).nullable(),
  })
  .meta({ id: 'LogEntry' });
export type LogEntry = z.infer<typeof logEntry>;

export const logPage = z
  .object({
    data: z.array(logEntry),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'LogPage' });
export type LogPage = z.infer<typeof logPage>;

/** The hash chain's state (npm run audit:verify) against its checkpoints, as the log screen shows it. */
/**
 * `completa=1`: the whole chain walked now, not only the rows sealed since the last walk;
 * `checkpoint`: a checkpoint (RIP-CP1 line or JSON) or a daily digest line (RIP-DIA1) the chain is
 * also held against — the one an auditor kept.
 */
export const logCadeiaQuery = z.object({
  completa: z.enum(['1']).optional(),
  checkpoint: cleanString().max(2000, 'A linha informada é longa demais.').optional(),
});

export const logCadeia = z
  .object({
    integro: z.boolean(),
    sealed: z.number().int(),
    pending: z.number().int(),
    /** How many signed checkpoints kept outside the database the chain was held against. */
    checkpoints: z.number().int(),
    /** Every problem found, in the chain's order; empty when intact. */
    problemas: z.array(z.object({ logId: z.number().int().nullable(), message: z.string() })),
    verificadoEm: z.string(),
    /** When the whole chain was last re-hashed; rows walked before are held only by the checkpoints. */
    inteiraEm: z.string(),
    /** The checkpoint or digest line an auditor gave (`checkpoint`): whether the chain agrees with it. */
    informado: z.object({ seq: z.number().int(), confere: z.boolean() }).nullable(),
    /** How far the checkpoints are out of the database owner's reach (issue 39). */
    ancora: z.object({
      /** The signing key is outside the data directory (always, in production). */
      chave_fora_dos_dados: z.boolean(),
      /** Object Lock on the checkpoints in S3; null without S3. */
      retencao: z
        .object({ ativa: z.boolean(), dias: z.number().int().nullable(), motivo: z.string().nullable() })
        .nullable(),
      /** Where the daily digest goes. */
      resumo_diario: z.array(z.string()),
    }),
  })
  .meta({ id: 'LogCadeia' });
export type LogCadeia = z.infer<typeof logCadeia>;
