import { bigint, bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './bytea';

export const LOG_LEVELS = ['Info', 'WARNING', 'ERROR'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * The audit and system log (spec §3 Log). Append-only: a trigger in the migrations refuses
 * UPDATE and DELETE. `context` holds who, what and when.
 */
export const logs = pgTable(
  'logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    level: text('level', { enum: LOG_LEVELS }).notNull(),
    message: text('message').notNull(),
    action: text('action').notNull(),
    userId: uuid('user_id'),
    casoId: uuid('caso_id'),
    context: jsonb('context').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('logs_created_idx').on(t.createdAt),
    index('logs_level_idx').on(t.level, t.createdAt),
    index('logs_caso_idx').on(t.casoId),
  ],
);

/**
 * The log's hash chain: each row seals one log row, in one total order (`seq`), with a hash over
 * that row's content and the previous seal. A single sequencer (chain_pending_logs) writes it a
 * moment after the log rows commit, so no request waits for it. Append-only like the log; no
 * foreign key, so that a deleted log row leaves its seal behind to be found (`npm run audit:verify`).
 */
export const logChain = pgTable('log_chain', {
  seq: bigint('seq', { mode: 'number' }).primaryKey(),
  logId: bigint('log_id', { mode: 'number' }).notNull().unique(),
  hash: bytea('hash').notNull(),
  chainedAt: timestamp('chained_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Log rows not yet sealed: a trigger on `logs` adds each new row's id in the row's own transaction,
 * so no committed row can be missed, and the sequencer reads only what is new instead of searching
 * the log's latest rows for it every second.
 */
export const logUnsealed = pgTable('log_unsealed', {
  logId: bigint('log_id', { mode: 'number' }).primaryKey(),
});
