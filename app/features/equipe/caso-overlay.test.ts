import { describe, expect, it } from 'vitest';
import type { Caso } from '../../../shared/schemas/casos';
import { equipeMembro } from '../../../shared/schemas/equipe';
import type { OutboxRequest } from '../../offline/db';
import {
  CASO_ID,
  casoDoServidor,
  casoNaTela,
  contextoDeTeste,
  pendente,
  soldadoNaEquipe,
} from '../casos/test-caso';

const context = contextoDeTeste({
  cargo: (id) => (id === 100 ? { id: 100, nome: 'Delegado Seccional' } : undefined),
});

const request = (op: OutboxRequest['op'], input: unknown) =>
  pendente(op, input, Date.parse('2026-11-20T13:00:00.000Z'));

const novoMembro = (matricula: string, name: string, cargo_id: number) =>
  request('createEquipeMembro', {
    params: { casoId: CASO_ID },
    body: { id: crypto.randomUUID(), matricula, name, cargo_id },
  });

const soldadoNoServidor = soldadoNaEquipe();

const server: Caso = casoDoServidor({
  equipe: [soldadoNoServidor],
  contagens: { ...casoDoServidor().contagens, equipe: 1 },
});

describe('team members saved on the device', () => {
  it('show as the server will read them, named after the normalised name, the counts following, signing nothing yet', () => {
    const view = casoNaTela(server, [novoMembro('1000002', '  bruno   delegado ', 1)], context);
    const novo = view?.equipe[1];
    expect(equipeMembro.safeParse(novo).success).toBe(true);
    expect(novo).toMatchObject({
      matricula: '1000002',
      name: 'Bruno Delegado',
      cargo: { id: 1, nome: 'Delegado de Polícia Civil' },
      created_at: '2026-11-20T13:00:00.000Z',
      offline: true,
    });
    expect(view?.equipe[0]?.offline).toBe(false);
    // Whether the matrícula is the delegate's account only the server says: no one signs before.
    expect(view?.delegado).toBeNull();
    expect(view?.contagens.equipe).toBe(2);
    // Two members fill the report's team item (spec §4).
    expect(view?.contagens.relatorio).toBe(1);
  });

  it('name a cargo from the device’s list, which holds the administrators’ own', () => {
    const view = casoNaTela(server, [novoMembro('1000009', 'Ana', 100)], context);
    expect(view?.equipe[1]?.cargo).toEqual({ id: 100, nome: 'Delegado Seccional' });
    expect(view?.delegado).toBeNull();
  });

  it('leave the list when removed, the delegate with them', () => {
    const bruno = soldadoNaEquipe({
      id: 'a0000000-0000-4000-8000-000000000002',
      matricula: '1000002',
      name: 'Bruno Delegado',
      cargo: { id: 1, nome: 'Delegado de Polícia Civil' },
      usuario: true,
    });
    const comDelegado: Caso = {
      ...server,
      equipe: [soldadoNoServidor, bruno],
      delegado: { name: 'Bruno Delegado', matricula: '1000002' },
    };
    expect(casoNaTela(comDelegado, [], context)?.delegado).toEqual({
      name: 'Bruno Delegado',
      matricula: '1000002',
    });
    const view = casoNaTela(
      comDelegado,
      [
        request('deleteEquipeMembro', { params: { casoId: CASO_ID, matricula: '1000002' } }),
        request('deleteEquipeMembro', { params: { casoId: CASO_ID, matricula: '7654321' } }),
      ],
      context,
    );
    expect(view?.equipe).toEqual([]);
    expect(view?.delegado).toBeNull();
    expect(view?.contagens.equipe).toBe(0);
  });

  it('leave a body the form would refuse out, and the case as it was', () => {
    const view = casoNaTela(server, [novoMembro('12345', 'X', 1)], context);
    expect(view?.equipe.map((m) => m.matricula)).toEqual(['7654321']);
  });
});
