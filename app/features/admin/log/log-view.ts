/** What the log table shows of a row (spec §9: the message cut to 200 characters). */
import { LOG_MENSAGEM_MAX } from '../../../../shared/schemas/logs';

export function mensagemCurta(message: string): string {
  return message.length > LOG_MENSAGEM_MAX ? `${message.slice(0, LOG_MENSAGEM_MAX)}…` : message;
}

/** The level as the table names it, with the spec's stored values ('Info', 'WARNING', 'ERROR'). */
export const NIVEIS = [
  { value: '', label: 'Todos' },
  { value: 'Info', label: 'Info' },
  { value: 'ERROR', label: 'ERROR' },
  { value: 'WARNING', label: 'WARNING' },
] as const;

export const NIVEL_COR: Record<string, string> = { Info: 'navy', WARNING: 'yellow', ERROR: 'red' };
