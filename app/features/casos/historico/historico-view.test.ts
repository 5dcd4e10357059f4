import { describe, expect, it } from 'vitest';
import type { CasoResumo } from '../../../../shared/schemas/casos';
import type { OutboxRequest } from '../../../offline/db';
import { casoDoServidor, usuarioDeTeste } from '../test-caso';
import { historicoWithPending } from './historico-view';

const usuario = usuarioDeTeste({ id: 'c0000000-0000-4000-8000-000000000001' });

/** Case `n` of the server's history, named `name`, created at `created_at` by `user`. */
const resumo = (n: number, name: string, created_at: string, user: CasoResumo['user']): CasoResumo => ({
  id: `d0000000-0000-4000-8000-00000000000${n}`,
  name,
  identificador: `2026.00000${n}`,
  created_at,
  user,
});

const antigo = resumo(1, 'Caso do Centro', '2026-05-01T10:00:00.000Z', {
  name: 'Bruno Delegado',
  matricula: '1000002',
});
const recente = resumo(2, 'Caso da Praia', '2026-05-03T10:00:00.000Z', {
  name: 'Carla Investigadora',
  matricula: '1000003',
});

/** A case created on the device at `agora`, as the outbox keeps it. */
function criacao(id: string, name: string, agora: string): OutboxRequest & { createdAt: number } {
  return {
    id,
    op: 'createCaso',
    input: { body: { id, name } },
    label: `Caso ${name}`,
    casoId: id,
    createdAt: new Date(agora).getTime(),
  };
}

const renomear = (casoId: string, name: string): OutboxRequest => ({
  id: crypto.randomUUID(),
  op: 'renameCaso',
  input: { params: { casoId }, body: { name } },
  label: 'op',
});

const apagar = (casoId: string): OutboxRequest => ({
  id: crypto.randomUUID(),
  op: 'deleteCaso',
  input: { params: { casoId } },
  label: 'op',
});

const montarHistorico = (server: CasoResumo[] | null, pending: OutboxRequest[]) =>
  historicoWithPending(server, pending, usuario);

describe('historicoWithPending: the history with the pending case operations laid over it', () => {
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
        renomear(id, 'Caso Novo Renomeado'),
        renomear(antigo.id, 'Caso do Centro Velho'),
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
        apagar(id),
        apagar(antigo.id),
        {
          id: crypto.randomUUID(),
          op: 'deleteVitima',
          input: { params: { casoId: recente.id, pessoaId: 'f0000000-0000-4000-8000-000000000001' } },
          label: 'op',
        },
      ],
    );
    expect(linhas.map((l) => l.id)).toEqual([recente.id]);
  });

  it('without signal, adds the cases the device holds that the saved list lacks, in date order', () => {
    const aberto = casoDoServidor({
      id: 'd0000000-0000-4000-8000-000000000009',
      name: 'Caso Aberto Aqui',
      identificador: '2026.000009',
      created_at: '2026-05-02T10:00:00.000Z',
    });
    const justificado = casoDoServidor({
      id: 'd0000000-0000-4000-8000-000000000010',
      acesso: 'justificado',
      created_at: '2026-05-05T10:00:00.000Z',
    });
    const listado = casoDoServidor({ id: recente.id, name: 'Caso da Praia' });
    const linhas = historicoWithPending([recente, antigo], [], usuario, [aberto, justificado, listado]);
    expect(linhas.map((l) => [l.name, l.identificador, l.offline])).toEqual([
      ['Caso da Praia', '2026.000002', false],
      ['Caso Aberto Aqui', '2026.000009', false],
      ['Caso do Centro', '2026.000001', false],
    ]);
    expect(linhas[1]?.criador).toMatchObject({ name: 'Ana', matricula: '1000002' });
  });
});
