import { describe, expect, it } from 'vitest';
import type { Caso } from '../../../shared/schemas/casos';
import { compartilhamento } from '../../../shared/schemas/equipe';
import type { OutboxRequest } from '../../offline/db';
import { CASO_ID, casoDoServidor, casoNaTela, pendente, soldadoNaEquipe } from '../casos/test-caso';
import { matriculasComAcesso, usuariosComAcesso } from './acessos-view';

const request = (op: OutboxRequest['op'], input: unknown) =>
  pendente(op, input, Date.parse('2026-11-20T13:00:00.000Z'));

const shareNoServidor = {
  id: 'b0000000-0000-4000-8000-000000000001',
  user: { name: 'Bruno Delegado', matricula: '1000002', cargo: 'Delegado de Polícia Civil', unidade: 'DH' },
  shared_by: { name: 'Carla Investigadora', matricula: '1000003' },
  created_at: '2026-11-20T12:00:00.000Z',
};

const server: Caso = casoDoServidor({
  user: { name: 'Carla Investigadora', matricula: '1000003', unidade: 'DH', srpc: 1 },
  equipe: [
    {
      id: 'a0000000-0000-4000-8000-000000000001',
      versao: 1,
      matricula: '1000004',
      name: 'Davi Escrivão',
      cargo: { id: 9, nome: 'Escrivão de Polícia Civil' },
      unidade: { nome: 'DH' },
      usuario: true,
      created_at: '2026-11-20T11:00:00.000Z',
    },
    soldadoNaEquipe({ id: 'a0000000-0000-4000-8000-000000000002', created_at: '2026-11-20T11:30:00.000Z' }),
  ],
  compartilhamentos: [shareNoServidor],
});

describe('shares made on the device', () => {
  it('show by matrícula, marked offline, counted on the hub', () => {
    const body = { id: crypto.randomUUID(), matricula: '1000005' };
    const view = casoNaTela(server, [
      request('createCompartilhamento', { params: { casoId: CASO_ID }, body }),
    ]);
    const novo = view?.compartilhamentos[1];
    expect(compartilhamento.safeParse(novo).success).toBe(true);
    expect(novo).toMatchObject({
      id: body.id,
      user: { name: 'Matrícula 1000005', matricula: '1000005' },
      shared_by: { name: 'Carla Investigadora', matricula: '1000003' },
      offline: true,
    });
    expect(view?.contagens.compartilhamento).toBe(2);
  });

  it('leave the list when revoked', () => {
    const view = casoNaTela(server, [
      request('deleteCompartilhamento', {
        params: { casoId: CASO_ID, compartilhamentoId: shareNoServidor.id },
      }),
    ]);
    expect(view?.compartilhamentos).toEqual([]);
    expect(view?.contagens.compartilhamento).toBe(0);
  });
});

describe('the users with access', () => {
  it('are the creator, the team’s users of the app and the users it was shared with', () => {
    const view = casoNaTela(server, []);
    if (!view) throw new Error('sem caso');
    expect(usuariosComAcesso(view).map((u) => [u.name, u.via, u.detalhe])).toEqual([
      ['Carla Investigadora', 'criador', 'DH'],
      ['Davi Escrivão', 'equipe', 'Escrivão de Polícia Civil · DH'],
      ['Bruno Delegado', 'compartilhamento', 'Delegado de Polícia Civil · DH'],
    ]);
    // The soldier is on the team but not a user: he has no access to the app.
    expect([...matriculasComAcesso(view)].sort()).toEqual(['1000002', '1000003', '1000004']);
  });
});
