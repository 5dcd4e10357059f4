import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../shared/schemas/auth';
import type { CasoResumo } from '../../../shared/schemas/casos';
import type { OutboxRequest } from '../../offline/db';
import { casoVazio } from './criarCaso';
import { montarHistorico } from './historico';

const usuario: SessionUser = {
  id: 'c0000000-0000-4000-8000-000000000001',
  name: 'Carla Investigadora',
  matricula: '1000003',
  cargo: null,
  unidade: null,
  srpc: null,
  roles: [],
  permissions: [],
};

const antigo: CasoResumo = {
  id: 'd0000000-0000-4000-8000-000000000001',
  name: 'Caso do Centro',
  identificador: '2026.000001',
  created_at: '2026-05-01T10:00:00.000Z',
  user: { name: 'Bruno Delegado', matricula: '1000002' },
};

const recente: CasoResumo = {
  id: 'd0000000-0000-4000-8000-000000000002',
  name: 'Caso da Praia',
  identificador: '2026.000002',
  created_at: '2026-05-03T10:00:00.000Z',
  user: { name: 'Carla Investigadora', matricula: '1000003' },
};

function criacao(id: string, name: string, agora: string): OutboxRequest {
  return {
    id,
    method: 'POST',
    url: '/casos',
    body: { id, name },
    label: `Caso ${name}`,
    casoId: id,
    preview: casoVazio(id, name, usuario, new Date(agora)),
  };
}

function op(method: OutboxRequest['method'], url: string, body?: unknown): OutboxRequest {
  return { id: crypto.randomUUID(), method, url, body, label: 'op' };
}

describe('montarHistorico: the history with the pending case operations laid over it', () => {
  it('lists the server cases as saved, in the server order', () => {
    const linhas = montarHistorico([recente, antigo], []);
    expect(linhas.map((l) => [l.name, l.identificador, l.offline])).toEqual([
      ['Caso da Praia', '2026.000002', false],
      ['Caso do Centro', '2026.000001', false],
    ]);
    expect(linhas[0]?.criador).toEqual({ name: 'Carla Investigadora', matricula: '1000003' });
  });

  it('puts cases created offline first, newest first, unnumbered, with their creator and date', () => {
    const primeiro = 'e0000000-0000-4000-8000-000000000001';
    const segundo = 'e0000000-0000-4000-8000-000000000002';
    const linhas = montarHistorico(
      [recente],
      [
        criacao(primeiro, 'Caso Offline Um', '2026-05-04T08:00:00.000Z'),
        criacao(segundo, 'Caso Offline Dois', '2026-05-04T09:00:00.000Z'),
      ],
    );
    expect(linhas.map((l) => [l.id, l.offline, l.identificador])).toEqual([
      [segundo, true, null],
      [primeiro, true, null],
      [recente.id, false, '2026.000002'],
    ]);
    expect(linhas[0]).toMatchObject({
      name: 'Caso Offline Dois',
      created_at: '2026-05-04T09:00:00.000Z',
      criador: { name: 'Carla Investigadora', matricula: '1000003' },
    });
  });

  it('still shows offline creates when the list could not be read at all', () => {
    const id = 'e0000000-0000-4000-8000-000000000003';
    expect(montarHistorico(null, [criacao(id, 'Caso Sem Sinal', '2026-05-04T08:00:00.000Z')])).toHaveLength(
      1,
    );
    expect(montarHistorico(null, [])).toEqual([]);
  });

  it('shows the server copy of a create the server already has', () => {
    const repetido = criacao(recente.id, 'Caso da Praia', '2026-05-03T10:00:00.000Z');
    const linhas = montarHistorico([recente], [repetido]);
    expect(linhas).toHaveLength(1);
    expect(linhas[0]).toMatchObject({ offline: false, identificador: '2026.000002' });
  });

  it('applies pending renames to server and offline cases', () => {
    const id = 'e0000000-0000-4000-8000-000000000004';
    const linhas = montarHistorico(
      [antigo],
      [
        criacao(id, 'Caso Novo', '2026-05-04T08:00:00.000Z'),
        op('PUT', `/casos/${id}/nome`, { name: 'Caso Novo Renomeado' }),
        op('PUT', `/casos/${antigo.id}/nome`, { name: 'Caso do Centro Velho' }),
      ],
    );
    expect(linhas.map((l) => l.name)).toEqual(['Caso Novo Renomeado', 'Caso do Centro Velho']);
  });

  it('drops cases with a pending delete, and ignores deletes of what is inside a case', () => {
    const id = 'e0000000-0000-4000-8000-000000000005';
    const linhas = montarHistorico(
      [recente, antigo],
      [
        criacao(id, 'Caso Efêmero', '2026-05-04T08:00:00.000Z'),
        op('DELETE', `/casos/${id}`),
        op('DELETE', `/casos/${antigo.id}`),
        op('DELETE', `/casos/${recente.id}/vitimas/f0000000-0000-4000-8000-000000000001`),
      ],
    );
    expect(linhas.map((l) => l.id)).toEqual([recente.id]);
  });
});
