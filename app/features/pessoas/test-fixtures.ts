/** Rows, ids and writes the person feature's tests share. */

import {
  type PessoaCaso,
  vinculoUpdateRequest,
  vitimaUpdateRequest,
} from '../../../shared/schemas/pessoa-caso';
import type { PessoaPapel } from '../../../shared/schemas/pessoas';
import { pessoaDoCaso, pessoaSoNome } from '../casos/test-caso';
import { initialValues } from './pessoa-form-values';
import { buildWrite } from './pessoa-write';

export const CASO_ID = '0b7e7f1e-5d4c-4f1a-9a77-2d9c6c0f0001';
export const VITIMA_LINK = 'a0000000-0000-4000-8000-000000000001';

/** Ids in a known order, so that a test can tell which one went where. */
export function fixtureIds(prefix = 'c') {
  let n = 0;
  return () => {
    n += 1;
    return `${prefix}0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  };
}

/** A suspect as the server lists it, with three documents. */
export function suspeitoLido(partial: Partial<PessoaCaso> = {}): PessoaCaso {
  return pessoaDoCaso(pessoaSoNome('b0000000-0000-4000-8000-000000000007', 'Zé'), {
    id: 'a0000000-0000-4000-8000-000000000007',
    tipo: 'suspeito',
    pessoaTipo: 'Amigo',
    vitimaVinculoId: VITIMA_LINK,
    documentos: 3,
    created_at: '2026-11-19T10:00:00.000Z',
    ...partial,
  });
}

/**
 * The edit the person form sends when the officer opens `row` (the case's victims: `vitimas`) and
 * changes only its nickname to `vulgo`.
 */
export function edicaoDoVulgo(
  papel: PessoaPapel,
  row: PessoaCaso,
  vitimas: string[],
  vulgo: string,
  newId?: () => string,
) {
  const values = initialValues(papel, row, vitimas, fixtureIds());
  values.pessoa.vulgo = vulgo;
  const schema = papel === 'vitima' ? vitimaUpdateRequest : vinculoUpdateRequest;
  return buildWrite(schema.parse(values), { papel, mode: 'edit', casoId: CASO_ID, row, newId });
}
