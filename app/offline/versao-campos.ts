/**
 * Field-level arithmetic of issue 26's versions on the client (shared/schemas/versao.ts): which
 * parts of a record a form changed, what a conflict's choices make of a request, and the history
 * row a resolution leaves. Pure, so it is tested without a browser. Fields are named as the server
 * names them: dotted paths of the update's shape ('pessoa.nome').
 */
import type { CampoEmConflito, ConflitoEdicao, VersaoBase } from '../../shared/schemas/versao';

type Registro = Record<string, unknown>;

function ehObjeto(value: unknown): value is Registro {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date);
}

/** '' and null and absent read the same in a form: an emptied field was never a change. */
function normal(value: unknown): unknown {
  return value === undefined || value === '' ? null : value;
}

function canonico(value: unknown): string {
  return JSON.stringify(normal(value), (_key, item: unknown) =>
    ehObjeto(item)
      ? Object.fromEntries(
          Object.entries(item)
            .map(([key, v]) => [key, normal(v)] as const)
            .sort(([a], [b]) => a.localeCompare(b)),
        )
      : item,
  );
}

export function igual(a: unknown, b: unknown): boolean {
  return canonico(a) === canonico(b);
}

/** The leaves that differ, by dotted path; a part that appears or goes is one leaf. */
export function diferencas(antes: unknown, depois: unknown, prefixo = ''): string[] {
  if (ehObjeto(antes) && ehObjeto(depois)) {
    const chaves = new Set([...Object.keys(antes), ...Object.keys(depois)]);
    return [...chaves].flatMap((chave) =>
      diferencas(antes[chave], depois[chave], prefixo ? `${prefixo}.${chave}` : chave),
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

/**
 * The update body of a form: only the top-level parts whose values differ from what the form was
 * opened on, each whole, and that version. A part the user did not touch is not sent, so it cannot
 * carry a stale copy over a colleague's newer value.
 */
export function partesAlteradas<T extends Registro>(
  aberto: T,
  editado: T,
  versaoBase: number | undefined,
): Partial<T> & VersaoBase {
  const partes: Registro = {};
  for (const [parte, valor] of Object.entries(editado)) {
    if (!(parte in aberto) || !igual(aberto[parte], valor)) partes[parte] = valor;
  }
  return { ...(partes as Partial<T>), ...(versaoBase === undefined ? {} : { versao_base: versaoBase }) };
}

/**
 * The form laid anew over the record as it is now: what the user changed since the form opened
 * (`aberto` → `editado`) over `atual`. Each conflicting field starts with the user's own value;
 * the conflict's choices then set it.
 */
export function refazerSobre<T>(aberto: T, editado: T, atual: T): T {
  let resultado = atual;
  for (const campo of diferencas(aberto, editado)) {
    resultado = comValor(resultado, campo, valorEm(editado, campo));
  }
  return resultado;
}

export type Escolha = 'meu' | 'outro' | 'editado';

/** Which side a field's final value took: the author's, the colleague's, or a new one. */
export function escolhaDe(campo: CampoEmConflito, final: unknown): Escolha {
  if (igual(final, campo.seu)) return 'meu';
  if (igual(final, campo.atual)) return 'outro';
  return 'editado';
}

/**
 * What a resolved update carries for the history: each conflicting field, the choice, and the
 * value that lost (the colleague's unless theirs was taken).
 */
export function resolucaoDe(conflito: ConflitoEdicao, final: unknown): NonNullable<VersaoBase['resolucao']> {
  return conflito.campos.map((campo) => {
    const escolha = escolhaDe(campo, valorEm(final, campo.campo));
    return { campo: campo.campo, escolha, descartado: escolha === 'outro' ? campo.seu : campo.atual };
  });
}
