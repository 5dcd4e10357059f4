import { describe, expect, it } from 'vitest';
import { CASO_TILES, type Caso } from '../../../shared/schemas/casos';
import type { PessoaCaso } from '../../../shared/schemas/pessoas';
import type { OutboxRequest } from '../../offline/db';
import { aplicarPendentes, type CasoView } from './caso-view';

const CASO_ID = '0b7e7f1e-5d4c-4f1a-9a77-2d9c6c0f0001';
const OUTRO_CASO = '0b7e7f1e-5d4c-4f1a-9a77-2d9c6c0f0002';

function pessoaCaso(
  id: string,
  pessoaId: string,
  nome: string,
  tipo: PessoaCaso['tipo'] = 'vitima',
): PessoaCaso {
  return {
    id,
    tipo,
    pessoa: {
      id: pessoaId,
      nome,
      vulgo: null,
      data_nascimento: null,
      cpf: null,
      rg: null,
      pai: null,
      mae: null,
      sexo: null,
      profissao: null,
      cor: null,
      estado_civil: null,
      conjuje: null,
      faccao: null,
      comparsa: null,
      email: null,
      telefone: null,
      naturalidade: null,
    },
    endereco: null,
    caracteristicas_fisicas: null,
    anotacoes: null,
    vitima: null,
    pessoaTipo: null,
    parentesco: null,
    vitimaVinculoId: null,
    documentos: 0,
    created_at: '2026-11-20T10:00:00.000-03:00',
  };
}

const contagens = Object.fromEntries(CASO_TILES.map((tile) => [tile, 0])) as Caso['contagens'];

const JOAO = pessoaCaso(
  'a0000000-0000-4000-8000-000000000001',
  'b0000000-0000-4000-8000-000000000001',
  'João',
);

const servidor: Caso = {
  id: CASO_ID,
  name: 'Caso do Centro',
  identificador: '2026.000001',
  created_at: '2026-11-20T10:00:00.000-03:00',
  editavel_ate: '2026-11-21T10:00:00.000-03:00',
  acesso: 'membro',
  user: { name: 'Ana', matricula: '1000002', unidade: null, srpc: null },
  vitimas: [
    pessoaCaso('a0000000-0000-4000-8000-000000000001', 'b0000000-0000-4000-8000-000000000001', 'João'),
  ],
  testemunhas: [],
  suspeitos: [],
  contagens: { ...contagens, vitima: 1, meios: 2, relatorio: 2 },
  acessos_justificados: [],
};

function op(partial: Partial<OutboxRequest> & Pick<OutboxRequest, 'method' | 'url'>): OutboxRequest {
  return { id: crypto.randomUUID(), label: 'op', casoId: CASO_ID, ...partial };
}

describe('aplicarPendentes: work saved offline appears at once', () => {
  it('shows the server case as saved when nothing waits', () => {
    const view = aplicarPendentes(CASO_ID, servidor, []);
    expect(view?.offline).toBe(false);
    expect(view?.vitimas.map((v) => [v.pessoa.nome, v.offline])).toEqual([['João', false]]);
  });

  it('adds a pending person marked offline and recounts the tile', () => {
    const nova = pessoaCaso(
      'a0000000-0000-4000-8000-000000000002',
      'b0000000-0000-4000-8000-000000000002',
      'Maria',
    );
    const view = aplicarPendentes(CASO_ID, servidor, [
      op({ method: 'POST', url: `/casos/${CASO_ID}/vitimas`, preview: nova }),
    ]);
    expect(view?.vitimas.map((v) => [v.pessoa.nome, v.offline])).toEqual([
      ['João', false],
      ['Maria', true],
    ]);
    expect(view?.contagens.vitima).toBe(2);
    expect(view?.contagens.meios).toBe(2);
    // Victims were already one of the report's items.
    expect(view?.contagens.relatorio).toBe(servidor.contagens.relatorio);
  });

  it('applies a pending edit and a pending delete by person id', () => {
    const editado: PessoaCaso = { ...JOAO, pessoa: { ...JOAO.pessoa, nome: 'João Souza' } };
    const pessoaId = JOAO.pessoa.id;
    const editView = aplicarPendentes(CASO_ID, servidor, [
      op({ method: 'PUT', url: `/casos/${CASO_ID}/vitimas/${pessoaId}`, preview: editado }),
    ]);
    expect(editView?.vitimas.map((v) => [v.pessoa.nome, v.offline])).toEqual([['João Souza', true]]);

    const deleteView = aplicarPendentes(CASO_ID, servidor, [
      op({ method: 'DELETE', url: `/casos/${CASO_ID}/vitimas/${pessoaId}` }),
    ]);
    expect(deleteView?.vitimas).toEqual([]);
    expect(deleteView?.contagens.vitima).toBe(0);
    expect(deleteView?.contagens.relatorio).toBe(servidor.contagens.relatorio - 1);
  });

  it('builds a case created offline from its pending create, then lays the rest over it', () => {
    const preview: CasoView = {
      ...servidor,
      identificador: null,
      vitimas: [],
      testemunhas: [],
      suspeitos: [],
      contagens,
      offline: true,
    };
    const testemunha = pessoaCaso(
      'a0000000-0000-4000-8000-000000000003',
      'b0000000-0000-4000-8000-000000000003',
      'Pedro',
      'testemunha',
    );
    const view = aplicarPendentes(CASO_ID, null, [
      op({ method: 'POST', url: '/casos', preview }),
      op({ method: 'PUT', url: `/casos/${CASO_ID}/nome`, body: { name: 'Caso Renomeado' } }),
      op({ method: 'POST', url: `/casos/${CASO_ID}/testemunhas`, preview: testemunha }),
    ]);
    expect(view).toMatchObject({ offline: true, identificador: null, name: 'Caso Renomeado' });
    expect(view?.testemunhas.map((t) => t.pessoa.nome)).toEqual(['Pedro']);
    expect(view?.contagens.testemunha).toBe(1);
    expect(view?.contagens.relatorio).toBe(1);
  });

  it('ignores other cases and answers null when there is nothing to show', () => {
    const alheia = pessoaCaso(
      'a0000000-0000-4000-8000-000000000004',
      'b0000000-0000-4000-8000-000000000004',
      'X',
    );
    const view = aplicarPendentes(CASO_ID, servidor, [
      op({ method: 'POST', url: `/casos/${OUTRO_CASO}/vitimas`, preview: alheia, casoId: OUTRO_CASO }),
    ]);
    expect(view?.vitimas).toHaveLength(1);
    expect(aplicarPendentes(CASO_ID, null, [])).toBeNull();
  });

  it('counts pending document uploads and deletes on the person', () => {
    const pessoaId = JOAO.pessoa.id;
    const view = aplicarPendentes(CASO_ID, servidor, [
      op({ method: 'POST', url: `/pessoas/${pessoaId}/documentos` }),
      op({ method: 'POST', url: `/pessoas/${pessoaId}/documentos` }),
      op({ method: 'DELETE', url: `/pessoas/${pessoaId}/documentos/c0000000-0000-4000-8000-000000000001` }),
    ]);
    expect(view?.vitimas[0]?.documentos).toBe(1);
  });
});
