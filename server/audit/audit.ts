import type { DbOrTx } from '../db/client';
import { type LogLevel, logs } from '../db/schema';

export interface AuditEntry {
  action: string;
  message: string;
  level?: LogLevel;
  userId?: string | null;
  casoId?: string | null;
  context?: Record<string, unknown>;
}

/** Writes one log row; callers pass their transaction so the row commits with the change it records. */
export async function audit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await tx.insert(logs).values({
    level: entry.level ?? 'Info',
    action: entry.action,
    message: entry.message,
    userId: entry.userId ?? null,
    casoId: entry.casoId ?? null,
    context: { ...entry.context, at: new Date().toISOString() },
  });
}
