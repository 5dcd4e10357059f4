import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../api';
import type { CasoPolicy } from '../schemas/casos';
import { policyAt, recusaDaEscrita } from './caso-policy';

const ABERTO: CasoPolicy = {
  pode_editar: true,
  pode_excluir: true,
  pode_compartilhar: true,
  pode_revogar: true,
  motivo: null,
};
const caso = (policy: CasoPolicy) => ({
  policy,
  created_at: '2026-05-04T08:00:00.000Z',
  editavel_ate: '2026-05-05T08:00:00.000Z',
});
const antes = new Date('2026-05-05T07:59:59.000Z');
const depois = new Date('2026-05-05T08:00:01.000Z');

describe('the policy judged on the device clock', () => {
  it('keeps what the server said while the window is open, and closes the content after it', () => {
    expect(policyAt(caso(ABERTO), antes)).toEqual(ABERTO);
    expect(policyAt(caso(ABERTO), depois)).toEqual({
      pode_editar: false,
      pode_excluir: false,
      pode_compartilhar: true,
      pode_revogar: true,
      motivo: 'PRAZO_ENCERRADO',
    });
  });

  it('refuses a content write after the window with the server code and the 24-hour words', () => {
    const recusa = recusaDaEscrita(caso(ABERTO), 'createAcionamento', ENDPOINTS.createAcionamento, depois);
    expect(recusa).toEqual({
      code: 'EDIT_WINDOW_CLOSED',
      message: 'O caso só pode ser alterado nas primeiras 24 horas após a sua criação.',
    });
    expect(recusaDaEscrita(caso(ABERTO), 'createAcionamento', ENDPOINTS.createAcionamento, antes)).toBeNull();
    // Sharing is not content: the window does not stop it.
    expect(
      recusaDaEscrita(caso(ABERTO), 'createCompartilhamento', ENDPOINTS.createCompartilhamento, depois),
    ).toBeNull();
  });

  it('refuses every write of a read-only reader, and leaves the creator rule to the server', () => {
    const leitor = caso({
      pode_editar: false,
      pode_excluir: false,
      pode_compartilhar: false,
      pode_revogar: false,
      motivo: 'SOMENTE_LEITURA',
    });
    expect(recusaDaEscrita(leitor, 'createMeio', ENDPOINTS.createMeio, antes)?.code).toBe('FORBIDDEN');
    expect(
      recusaDaEscrita(leitor, 'createCompartilhamento', ENDPOINTS.createCompartilhamento, antes)?.code,
    ).toBe('FORBIDDEN');
    const membro = caso({ ...ABERTO, pode_excluir: false, pode_revogar: false });
    expect(recusaDaEscrita(membro, 'deleteCaso', ENDPOINTS.deleteCaso, antes)).toBeNull();
  });

  it('reads a copy kept before policies existed by its access, and still closes it on the clock', () => {
    const antiga = { acesso: 'membro' as const, editavel_ate: '2026-05-05T08:00:00.000Z' };
    expect(policyAt(antiga, antes).pode_editar).toBe(true);
    expect(policyAt(antiga, depois).motivo).toBe('PRAZO_ENCERRADO');
    expect(policyAt({ ...antiga, acesso: 'justificado' }, antes).motivo).toBe('SOMENTE_LEITURA');
  });
});
