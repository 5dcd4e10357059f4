/**
 * Field-level arithmetic of issue 26's versions on the client (shared/schemas/versao.ts): which
 * parts of a record a form changed, what a conflict's choices make of a request, and the history
 * row a resolution leaves. Pure, so it is tested without a browser. Fields are named as the server
 * names them: dotted paths of the update's shape ('pessoa.nome').
 */
import { caminhosDiferentes, comValor, mesmoValor, valorEm } from '../../../shared/caso/campos-registro';
import type { CampoEmConflito, ConflitoEdicao, VersaoBase } from '../../../shared/schemas/versao';

type Registro = Record<string, unknown>;

/** '' and null and absent read the same in a form: an emptied field was never a change. */
function normal(value: unknown): unknown {
  return value === undefined || value === '' ? null : value;
}

export function igual(a: unknown, b: unknown): boolean {
  return mesmoValor(a, b, normal);
}

/** The leaves a form changed, by dotted path. */
export function diferencas(antes: unknown, depois: unknown): string[] {
  return caminhosDiferentes(antes, depois, igual);
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
