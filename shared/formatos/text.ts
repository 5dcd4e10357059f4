import { MATRICULA_LENGTH } from '../constants';

/**
 * The bidirectional formatting characters (embeddings, overrides, isolates and the direction
 * marks) are invisible and turn the text after them around on screen: a name would read as
 * another than the one stored ('Trojan Source'). Nobody types them, but some apps wrap a copied
 * phone number in them. The server drops them from every request (server/http/input-guard.ts), and
 * a value stored before that still compares equal to its resend without them.
 */
export function semFormatacaoBidi(texto: string): string {
  return texto.replace(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '');
}

/** Words kept lowercase inside a title-cased name (spec §5). */
const LOWERCASE_WORDS = new Set(['de', 'da', 'do', 'dos', 'das']);

/** Collapses runs of whitespace and trims, so 'João  da   Silva ' and 'João da Silva' are one name. */
export function normalizeSpaces(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/**
 * Title case as the spec asks for names and text fields: each word capitalised, except the
 * particles de/da/do/dos/das, which stay lowercase unless they open the text. Hyphenated parts
 * are capitalised too ('Maria-Clara').
 */
export function titleCase(value: string): string {
  return normalizeSpaces(value)
    .toLocaleLowerCase('pt-BR')
    .split(' ')
    .map((word, index) => {
      if (word === '') return word;
      if (index > 0 && LOWERCASE_WORDS.has(word)) return word;
      return word
        .split('-')
        .map((part) => part.charAt(0).toLocaleUpperCase('pt-BR') + part.slice(1))
        .join('-');
    })
    .join(' ');
}

/** The digits of a value typed with punctuation ('123.456.789-09' → '12345678909'). */
export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** A matrícula as typed or pasted ('100.000-3'): its digits, at most seven. */
export function matriculaDigits(value: string): string {
  return onlyDigits(value).slice(0, MATRICULA_LENGTH);
}

/** '58000000' → '58000-000'; anything else as given (the schema reports a wrong CEP). */
export function formatCep(cep: string): string {
  const digitos = onlyDigits(cep);
  return digitos.length === 8 ? `${digitos.slice(0, 5)}-${digitos.slice(5)}` : cep;
}

/**
 * '83999998888' → '(83) 99999-8888', '8332181000' → '(83) 3218-1000': a Brazilian number with its
 * area code; anything else (a number from abroad, an extension) as typed.
 */
export function formatTelefone(telefone: string): string {
  const digitos = onlyDigits(telefone);
  if (digitos.length !== 10 && digitos.length !== 11) return telefone;
  const corte = digitos.length - 4;
  return `(${digitos.slice(0, 2)}) ${digitos.slice(2, corte)}-${digitos.slice(corte)}`;
}
