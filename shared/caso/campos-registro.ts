/**
 * A record's fields by dotted path ('pessoa.nome'), as issue 26's versions name them on both sides:
 * which leaves differ, a leaf's value, a record with one leaf replaced. Pure, no Node or DOM.
 */
import { semFormatacaoBidi } from '../formatos/text';

type Registro = Record<string, unknown>;

export function ehObjeto(value: unknown): value is Registro {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date);
}

/**
 * Two values compared as JSON with sorted keys, each leaf first passed through `normal` (the phone
 * reads '' and absent as null, as its forms do; the server only absent).
 */
export function mesmoValor(a: unknown, b: unknown, normal: (value: unknown) => unknown): boolean {
  const canonico = (value: unknown) =>
    JSON.stringify(normal(value), (_key, item: unknown) =>
      ehObjeto(item)
        ? Object.fromEntries(
            Object.entries(item)
              .map(([key, v]) => [key, normal(v)] as const)
              .sort(([x], [y]) => x.localeCompare(y)),
          )
        : item,
    );
  // Invisible direction marks in a value stored before the server dropped them are no difference.
  return semFormatacaoBidi(canonico(a) ?? '') === semFormatacaoBidi(canonico(b) ?? '');
}

/** The leaves that differ, by dotted path; a part that appears or goes is one leaf. */
export function caminhosDiferentes(
  antes: unknown,
  depois: unknown,
  igual: (a: unknown, b: unknown) => boolean,
  prefixo = '',
): string[] {
  if (ehObjeto(antes) && ehObjeto(depois)) {
    const chaves = new Set([...Object.keys(antes), ...Object.keys(depois)]);
    return [...chaves].flatMap((chave) =>
      caminhosDiferentes(antes[chave], depois[chave], igual, prefixo ? `${prefixo}.${chave}` : chave),
    );
  }
  return igual(antes, depois) ? [] : [prefixo];
}

export function valorEm(registro: unknown, campo: string): unknown {
  let value: unknown = registro;
  for (const chave of campo.split('.')) value = ehObjeto(value) ? value[chave] : undefined;
  return value ?? null;
}

export function comValor<T>(registro: T, campo: string, value: unknown): T {
  const [chave, ...resto] = campo.split('.') as [string, ...string[]];
  const atual = (ehObjeto(registro) ? registro : {}) as Registro;
  return {
    ...atual,
    [chave]: resto.length === 0 ? value : comValor(atual[chave], resto.join('.'), value),
  } as T;
}

/** Whether the record has that leaf at all (a choice about any other field records nothing). */
export function existe(registro: unknown, campo: string): boolean {
  let value: unknown = registro;
  for (const chave of campo.split('.')) {
    if (!ehObjeto(value) || !(chave in value)) return false;
    value = value[chave];
  }
  return true;
}
