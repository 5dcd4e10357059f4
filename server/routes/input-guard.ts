/**
 * Control characters have no place in anything a person types, and PostgreSQL refuses NUL in
 * text outright. Every string an API request carries — path, query, JSON body, upload fields — is
 * checked before validation, so no such input reaches a query (and none can become a 500).
 */
import { CONTROL_CHARACTERS } from '../../shared/schemas/common';
import { AppError } from '../errors';

export const CONTROL_CHARACTER_MESSAGE = 'O texto contém caracteres de controle, que não são permitidos.';

/** The path of the first string holding a control character, or null. */
export function controlCharacterAt(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return CONTROL_CHARACTERS.test(value) ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, child] of Object.entries(value)) {
    const found = controlCharacterAt(child, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

/** Refuses the request with 400 when any of `parts` holds a control character. */
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
