/**
 * Control characters have no place in anything a person types, and PostgreSQL refuses NUL in
 * text outright. Every string an API request carries — path, query, JSON body, upload fields — is
 * checked before validation, so no such input reaches a query (and none can become a 500).
 *
 * The walk keeps its own stack rather than recursing, and refuses a body nested deeper than any
 * form of the app sends: 30 KB of brackets would otherwise exhaust the call stack here or in the
 * validation after it.
 */
import { CONTROL_CHARACTERS } from '../../shared/schemas/common';
import { AppError } from '../errors';

export const CONTROL_CHARACTER_MESSAGE = 'O texto contém caracteres de controle, que não são permitidos.';
export const TOO_DEEP_MESSAGE = 'A requisição tem níveis demais de aninhamento.';
/** Far beyond the deepest body the app sends (a croqui's shapes are a few levels down). */
export const MAX_DEPTH = 32;

/** The path of the first string holding a control character, or null; throws past MAX_DEPTH. */
export function controlCharacterAt(value: unknown): string | null {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    if (typeof item.value === 'string') {
      if (CONTROL_CHARACTERS.test(item.value)) return item.path;
      continue;
    }
    if (typeof item.value !== 'object' || item.value === null) continue;
    if (item.depth >= MAX_DEPTH) {
      throw new AppError('BODY_TOO_DEEP', TOO_DEEP_MESSAGE, [{ path: item.path, message: TOO_DEEP_MESSAGE }]);
    }
    // Pushed in reverse so that the first field is looked at first, as a reader would.
    const entries = Object.entries(item.value);
    for (let index = entries.length - 1; index >= 0; index--) {
      const [key, child] = entries[index] as [string, unknown];
      pending.push({ value: child, path: item.path ? `${item.path}.${key}` : key, depth: item.depth + 1 });
    }
  }
  return null;
}

/** Refuses the request with 400 when any of `parts` holds a control character or nests too deep. */
export function refuseControlCharacters(parts: Record<string, unknown>): void {
  for (const part of Object.values(parts)) {
    const path = controlCharacterAt(part);
    if (path !== null) {
      throw new AppError('VALIDATION_FAILED', CONTROL_CHARACTER_MESSAGE, [
        { path, message: CONTROL_CHARACTER_MESSAGE },
      ]);
    }
  }
}
