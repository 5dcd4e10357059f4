/** Rows and ids the person feature's tests share. */
import type { PessoaCaso } from '../../../shared/schemas/pessoa-caso';
import { pessoaDoCaso, pessoaSoNome } from '../casos/test-caso';

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
