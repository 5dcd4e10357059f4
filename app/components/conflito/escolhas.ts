/**
 * A conflict resolved outside a react-hook-form form (issue 26): the choice of each field held as a
 * value, and what the write carries once saved. Pure, so it is tested without a browser.
 */
import { comValor } from '../../../shared/caso/campos-registro';
import type { CampoEmConflito, ConflitoEdicao, VersaoBase } from '../../../shared/schemas/versao';
import { resolucaoDe } from '../../offline/itens/versao-campos';

/** The value each conflicting field will be saved with, by the conflict's dotted path. */
export type Escolhas = Record<string, unknown>;

/** Each field starts with the author's own value, as in a form met by a conflict. */
export function escolhasIniciais(conflito: ConflitoEdicao): Escolhas {
  return Object.fromEntries(conflito.campos.map((campo) => [campo.campo, campo.seu ?? null]));
}

const ehTexto = (valor: unknown) => valor === null || valor === undefined || typeof valor === 'string';

/** A field the author may retype: text on both sides (a name, a note), not a city or a switch. */
export function textoLivre(campo: CampoEmConflito): boolean {
  return (
    ehTexto(campo.seu) &&
    ehTexto(campo.atual) &&
    (typeof campo.seu === 'string' || typeof campo.atual === 'string')
  );
}

/**
 * A form's values as the record stands now: each conflicting field set to the colleague's value.
 * For the forms whose fields are the whole update (a name, a text, a city), it is the record read
 * again, without parsing the conflict's `atual` per resource.
 */
export function comValoresAtuais<T>(aberto: T, conflito: ConflitoEdicao): T {
  return conflito.campos.reduce(
    (registro, campo) => comValor(registro, campo.campo, campo.atual ?? null),
    aberto,
  );
}

/**
 * Where the body carries a field that the record (and so the conflict and the history) names
 * otherwise: the report toggle sends `incluir`, the item keeps `incluir_relatorio`.
 */
const NO_CORPO: Record<string, string> = { incluir_relatorio: 'incluir' };

/**
 * A refused write's body again with the choices made: each conflicting field as chosen, on the
 * version the conflict named, with what the history keeps of the other side. The rest of the body
 * (ids, fields nobody else changed) goes as it was.
 */
export function corpoResolvido<C extends Record<string, unknown>>(
  corpo: C,
  conflito: ConflitoEdicao,
  escolhas: Escolhas,
): C & Required<Pick<VersaoBase, 'versao_base' | 'resolucao'>> {
  const { versao_base: _versao, resolucao: _resolucao, ...campos } = corpo;
  let novo: Record<string, unknown> = campos;
  let final: Record<string, unknown> = {};
  for (const campo of conflito.campos) {
    const valor = campo.campo in escolhas ? escolhas[campo.campo] : campo.seu;
    final = comValor(final, campo.campo, valor);
    novo = comValor(novo, NO_CORPO[campo.campo] ?? campo.campo, valor);
  }
  // The chosen values take the same keys the body had: its shape is kept.
  return { ...(novo as C), versao_base: conflito.versao_atual, resolucao: resolucaoDe(conflito, final) };
}
