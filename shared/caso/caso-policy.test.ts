import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../api';
import type { CasoPolicy } from '../schemas/casos';
import { CASO_SOMENTE_LEITURA, POLICY_DO_CRIADOR, policyAt, recusaDaEscrita } from './caso-policy';

const ABERTO: CasoPolicy = POLICY_DO_CRIADOR;
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
      pode_exportar: true,
      motivo: 'PRAZO_ENCERRADO',
      // The report of a frozen case is issued all the same (issue 39).
      pode_emitir_relatorio: true,
      motivo_emissao: null,
    });
  });

  it("lets a member issue the case's papers after the window, as the server does", () => {
    for (const op of ['createRelatorio', 'createRelatorioAparelho', 'createIntimacao'] as const) {
      expect(recusaDaEscrita(caso(ABERTO), op, ENDPOINTS[op], depois), op).toBeNull();
    }
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
      pode_exportar: false,
      motivo: 'SOMENTE_LEITURA',
      pode_emitir_relatorio: false,
      motivo_emissao: 'SOMENTE_LEITURA',
    });
    expect(recusaDaEscrita(leitor, 'createMeio', ENDPOINTS.createMeio, antes)?.code).toBe('FORBIDDEN');
    // A justified reader never issues the case's papers: refused before the outbox, in the server's words.
    for (const op of ['createRelatorio', 'createRelatorioAparelho', 'createIntimacao'] as const) {
      expect(recusaDaEscrita(leitor, op, ENDPOINTS[op], antes), op).toEqual({
        code: 'FORBIDDEN',
        message: CASO_SOMENTE_LEITURA,
      });
    }
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

  it('reads a policy sent before the official papers had their ability by the access, as the server ruled', () => {
    const { pode_emitir_relatorio: _, motivo_emissao: __, ...semEmissao } = ABERTO;
    const membro = { acesso: 'membro' as const, policy: semEmissao, editavel_ate: caso(ABERTO).editavel_ate };
    expect(policyAt(membro, depois)).toMatchObject({ pode_emitir_relatorio: true, motivo_emissao: null });
    expect(policyAt({ ...membro, acesso: 'justificado' }, antes)).toMatchObject({
      pode_emitir_relatorio: false,
      motivo_emissao: 'SOMENTE_LEITURA',
    });
  });
});
