/**
 * Control characters have no place in anything a person types, and PostgreSQL refuses NUL in
 * text outright. Every string an API request carries — path, query, JSON body, upload fields — is
 * checked before validation, so no such input reaches a query (and none can become a 500).
 *
 * A lone UTF-16 surrogate ('\ud800', which JSON can carry) has no UTF-8 form: PostgreSQL stores
 * U+FFFD in its place in a text column and refuses it in a jsonb one (a note's history). It is
 * replaced by U+FFFD here, so every layer keeps the same text as the column does. The
 * bidirectional formatting characters are dropped here too (`semFormatacaoBidi`).
 *
 * The walk keeps its own stack rather than recursing, and refuses a body nested deeper than any
 * form of the app sends: 30 KB of brackets would otherwise exhaust the call stack here or in the
 * validation after it.
 */
import { semFormatacaoBidi } from '../../shared/formatos/text';
import { CONTROL_CHARACTERS } from '../../shared/schemas/common';
import { AppError } from '../errors';

export const CONTROL_CHARACTER_MESSAGE = 'O texto contém caracteres de controle, que não são permitidos.';
export const TOO_DEEP_MESSAGE = 'A requisição tem níveis demais de aninhamento.';
/** Far beyond the deepest body the app sends (a croqui's shapes are a few levels down). */
export const MAX_DEPTH = 32;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The path of the first string holding a control character, or null; throws past MAX_DEPTH.
 * Lone surrogates in the strings of objects and arrays are replaced, and bidirectional formatting
 * characters dropped, on the way.
 */
export function controlCharacterAt(value: unknown): string | null {
  const pending: { value: unknown; path: string; depth: number; parent?: object; key?: string }[] = [
    { value, path: '', depth: 0 },
  ];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    if (typeof item.value === 'string') {
      if (CONTROL_CHARACTERS.test(item.value)) return item.path;
      const wellFormed = semFormatacaoBidi(item.value.replace(LONE_SURROGATE, '\uFFFD'));
      if (item.parent && item.key !== undefined && wellFormed !== item.value) {
        (item.parent as Record<string, unknown>)[item.key] = wellFormed;
      }
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
      pending.push({
        value: child,
        path: item.path ? `${item.path}.${key}` : key,
        depth: item.depth + 1,
        parent: item.value,
        key,
      });
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
