/**
 * The person form without React: what it starts with and when its later sections open. One form
 * serves victims, witnesses and suspects, to add and to edit. Pure, so it is tested without a
 * browser; its defaults come from the shared field declarations.
 */
import { formatCpf } from '../../../shared/formatos/cpf';
import { normalizeSpaces, onlyDigits } from '../../../shared/formatos/text';
import { PESSOA_TIPO_FAMILIAR } from '../../../shared/options';
import { formValues } from '../../../shared/schemas/fields';
import {
  type PessoaCaso,
  type VinculoDadosInput,
  type VitimaDadosInput,
  vinculoFields,
  vitimaFields,
} from '../../../shared/schemas/pessoa-caso';
import {
  type CaracteristicasInput,
  caracteristicasFields,
  type EnderecoInput,
  enderecoFields,
  type PessoaCandidata,
  type PessoaInput,
  type PessoaPapel,
  pessoaFields,
} from '../../../shared/schemas/pessoas';

export type FormMode = 'create' | 'edit';

/** The form's values: the request schemas' input; only the role's own part is present. */
export interface PessoaFormValues {
  id: string;
  pessoa: PessoaInput;
  endereco: EnderecoInput;
  caracteristicas_fisicas: CaracteristicasInput;
  anotacoes: string | null;
  vitima?: VitimaDadosInput;
  vinculo?: VinculoDadosInput;
}

/** Shortest search for a known person. */
export const BUSCA_PESSOA_MIN = 3;

/** What is sent to the person search: a CPF typed with punctuation goes as its digits. */
export function searchTerm(text: string): string {
  const clean = normalizeSpaces(text);
  return /^[\d.\-\s/]+$/.test(clean) ? onlyDigits(clean) : clean;
}

/**
 * The form's first values: empty with fresh ids to add (link, person, address), or the row as read
 * to edit (its address id kept; a new one when it had none). A linked victim that is no longer in
 * the case (`victimIds`, link ids) starts unchosen, so the user picks one that exists.
 */
export function initialValues(
  papel: PessoaPapel,
  row: PessoaCaso | null,
  victimIds: readonly string[],
  newId: () => string = () => crypto.randomUUID(),
): PessoaFormValues {
  const base: PessoaFormValues = {
    id: row?.id ?? newId(),
    pessoa: { id: row?.pessoa.id ?? newId(), ...formValues(pessoaFields, row?.pessoa) },
    endereco: { id: row?.endereco?.id ?? newId(), ...formValues(enderecoFields, row?.endereco) },
    caracteristicas_fisicas: formValues(caracteristicasFields, row?.caracteristicas_fisicas),
    anotacoes: row?.anotacoes ?? '',
  };
  if (papel === 'vitima') return { ...base, vitima: formValues(vitimaFields, row?.vitima) };
  const vinculo = formValues(vinculoFields, row);
  const linked = vinculo.vitimaVinculoId;
  return {
    ...base,
    vinculo: { ...vinculo, vitimaVinculoId: linked && victimIds.includes(linked) ? linked : null },
  };
}

/**
 * Witnesses and suspects: link type (with kinship for Familiar) and victim come first; victims:
 * the typification. Only then do the other sections open (spec §2.3, §4).
 */
export function firstStepDone(papel: PessoaPapel, values: Partial<PessoaFormValues>): boolean {
  if (papel === 'vitima') return values.vitima?.crime_id != null;
  const vinculo = values.vinculo;
  if (!vinculo?.pessoaTipo || !vinculo.vitimaVinculoId) return false;
  return vinculo.pessoaTipo !== PESSOA_TIPO_FAMILIAR || Boolean(vinculo.parentesco);
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/**
 * A known record over what was typed: what the record knows wins, typed values fill its gaps. For
 * a person the id becomes the known one's, so the save links them instead of creating another.
 */
export function mergeKnown<T extends object>(typed: T, known: Partial<Record<keyof T, unknown>>): T {
  const merged: Record<string, unknown> = { ...(typed as Record<string, unknown>) };
  for (const [field, value] of Object.entries(known)) {
    if (!isEmpty(value)) merged[field] = value;
  }
  return merged as T;
}

/** A person picked from the search (which carries only a few fields). */
export function pessoaFromCandidata(typed: PessoaInput, candidata: PessoaCandidata): PessoaInput {
  // The masked CPF is for the eyes only; the form keeps the person's fields.
  const { cpf_mascarado: _masked, dado_anterior: _anterior, ...known } = candidata;
  return mergeKnown(typed, { ...known, cpf: known.cpf && formatCpf(known.cpf) });
}
