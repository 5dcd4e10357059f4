import { describe, expect, it } from 'vitest';
import { policyAt } from '../../../shared/caso/caso-policy';
import { CASO_TILES, type Caso } from '../../../shared/schemas/casos';
import type { PessoaCaso } from '../../../shared/schemas/pessoa-caso';
import { agoraNoServidor, registrarHoraDoServidor } from '../../lib/relogio-do-servidor';
import type { OutboxRequest } from '../../offline/db';
import { PARTES_DO_CASO } from '../modulos';
import { type CasoOverlayContext, casoWithPending } from './caso-view';
import {
  casoDoServidor,
  contextoDeTeste,
  listasNoAparelho,
  pessoaDoCaso,
  pessoaSoNome,
  usuarioDeTeste,
} from './test-caso';

const CASO_ID = '0b7e7f1e-5d4c-4f1a-9a77-2d9c6c0f0001';
const OUTRO_CASO = '0b7e7f1e-5d4c-4f1a-9a77-2d9c6c0f0002';

function pessoaCaso(
  id: string,
  pessoaId: string,
  nome: string,
  tipo: PessoaCaso['tipo'] = 'vitima',
): PessoaCaso {
  return pessoaDoCaso(pessoaSoNome(pessoaId, nome), { id, tipo });
}

const contagens = Object.fromEntries(CASO_TILES.map((tile) => [tile, 0])) as Caso['contagens'];

const JOAO = pessoaCaso(
  'a0000000-0000-4000-8000-000000000001',
  'b0000000-0000-4000-8000-000000000001',
  'João',
);

const servidor: Caso = casoDoServidor({
  id: CASO_ID,
  vitimas: [
    pessoaCaso('a0000000-0000-4000-8000-000000000001', 'b0000000-0000-4000-8000-000000000001', 'João'),
  ],
  contagens: { ...contagens, vitima: 1, croqui: 2, relatorio: 1 },
});

const user = usuarioDeTeste({
  id: 'c0000000-0000-4000-8000-000000000001',
  unidade: { id: 'f0000000-0000-4000-8000-000000000009', nome: 'Delegacia de Homicídios' },
  srpc: 1,
});

const context: CasoOverlayContext = contextoDeTeste({ user, ...listasNoAparelho });

function op(request: Omit<OutboxRequest, 'id' | 'label' | 'casoId'> & { casoId?: string }): OutboxRequest {
  return { id: crypto.randomUUID(), label: 'op', casoId: CASO_ID, ...request } as OutboxRequest;
}

const aplicar = (server: Caso | null, pending: OutboxRequest[]) =>
  casoWithPending(PARTES_DO_CASO, CASO_ID, server, pending, context);

/** The create of a person as the form sends it. */
function criarPessoa(nome: string, pessoaId: string, linkId: string) {
  return { id: linkId, pessoa: { id: pessoaId, nome } };
}

describe('casoWithPending: work saved offline appears at once', () => {
  it('shows the server case as saved when nothing waits', () => {
    const view = aplicar(servidor, []);
    expect(view?.offline).toBe(false);
    expect(view?.vitimas.map((v) => [v.pessoa.nome, v.offline])).toEqual([['João', false]]);
  });

  it('adds a pending person marked offline and recounts the tile', () => {
    const view = aplicar(servidor, [
      op({
        op: 'createVitima',
        input: {
          params: { casoId: CASO_ID },
          body: {
            ...criarPessoa(
              'Maria',
              'b0000000-0000-4000-8000-000000000002',
              'a0000000-0000-4000-8000-000000000002',
            ),
            vitima: { crime_id: 2183 },
          },
        },
      }),
    ]);
    expect(view?.vitimas.map((v) => [v.pessoa.nome, v.offline])).toEqual([
      ['João', false],
      ['Maria', true],
    ]);
    expect(view?.contagens.vitima).toBe(2);
    // The croqui is counted again from the marks the view holds (none here), as the screen draws them.
    expect(view?.contagens.croqui).toBe(0);
    // Victims were already one of the report's items.
    expect(view?.contagens.relatorio).toBe(servidor.contagens.relatorio);
  });

  it('keeps a person the server took until the screen reads it again, shown as saved', () => {
    const vitima = (nome: string, n: number, sentAt?: number) => ({
      ...op({
        op: 'createVitima',
        input: {
          params: { casoId: CASO_ID },
          body: {
            ...criarPessoa(
              nome,
              `b0000000-0000-4000-8000-00000000000${n}`,
              `a0000000-0000-4000-8000-00000000000${n}`,
            ),
            vitima: { crime_id: 2183 },
          },
        },
      }),
      sentAt,
    });
    const view = aplicar(servidor, [vitima('Maria', 3, Date.now()), vitima('Ana', 4)]);
    expect(view?.vitimas.map((v) => [v.pessoa.nome, v.offline])).toEqual([
      ['João', false],
      ['Maria', false],
      ['Ana', true],
    ]);
    expect(view?.contagens.vitima).toBe(3);
  });

  it('applies a pending edit and a pending delete by person id', () => {
    const pessoaId = JOAO.pessoa.id;
    const editView = aplicar(servidor, [
      op({
        op: 'updateVitima',
        input: {
          params: { casoId: CASO_ID, pessoaId },
          body: { pessoa: { id: pessoaId, nome: 'João Souza' }, vitima: { crime_id: 2183 } },
        },
      }),
    ]);
    expect(editView?.vitimas.map((v) => [v.id, v.pessoa.nome, v.offline])).toEqual([
      [JOAO.id, 'João Souza', true],
    ]);

    const deleteView = aplicar(servidor, [
      op({ op: 'deleteVitima', input: { params: { casoId: CASO_ID, pessoaId } } }),
    ]);
    expect(deleteView?.vitimas).toEqual([]);
    expect(deleteView?.contagens.vitima).toBe(0);
    expect(deleteView?.contagens.relatorio).toBe(servidor.contagens.relatorio - 1);
  });

  it('builds a case created offline from its pending create, then lays the rest over it', () => {
    const vitimaLink = 'a0000000-0000-4000-8000-000000000005';
    const view = aplicar(null, [
      op({ op: 'createCaso', input: { body: { id: CASO_ID, name: 'Caso Novo' } } }),
      op({ op: 'renameCaso', input: { params: { casoId: CASO_ID }, body: { name: 'Caso Renomeado' } } }),
      op({
        op: 'createVitima',
        input: {
          params: { casoId: CASO_ID },
          body: {
            ...criarPessoa('Ana', 'b0000000-0000-4000-8000-000000000005', vitimaLink),
            vitima: { crime_id: 2183 },
          },
        },
      }),
      op({
        op: 'createTestemunha',
        input: {
          params: { casoId: CASO_ID },
          body: {
            ...criarPessoa(
              'Pedro',
              'b0000000-0000-4000-8000-000000000003',
              'a0000000-0000-4000-8000-000000000003',
            ),
            vinculo: { pessoaTipo: 'Amigo', vitimaVinculoId: vitimaLink },
          },
        },
      }),
    ]);
    expect(view).toMatchObject({
      offline: true,
      identificador: null,
      name: 'Caso Renomeado',
      acesso: 'membro',
      user: { name: user.name, matricula: user.matricula, unidade: 'Delegacia de Homicídios', srpc: 1 },
    });
    const criado = new Date(view?.created_at ?? '').getTime();
    expect(new Date(view?.editavel_ate ?? '').getTime() - criado).toBe(24 * 3_600_000);
    // The window is the server's, not an assumption of the app.
    const seisHoras = casoWithPending(
      PARTES_DO_CASO,
      CASO_ID,
      null,
      [op({ op: 'createCaso', input: { body: { id: CASO_ID, name: 'Caso Novo' } } })],
      {
        ...context,
        janelaEdicaoHoras: 6,
      },
    );
    const inicio = new Date(seisHoras?.created_at ?? '').getTime();
    expect(new Date(seisHoras?.editavel_ate ?? '').getTime() - inicio).toBe(6 * 3_600_000);
    expect(view?.testemunhas.map((t) => [t.pessoa.nome, t.vitimaVinculoId])).toEqual([['Pedro', vitimaLink]]);
    expect(view?.contagens.testemunha).toBe(1);
    expect(view?.contagens.relatorio).toBe(2);
  });

  it('opens a case made offline on a phone a day slow, by the server’s clock the window is judged on', () => {
    const agora = Date.now();
    const DIA = 24 * 3_600_000;
    registrarHoraDoServidor(new Headers({ date: new Date(agora + DIA).toUTCString() }), agora, agora);
    try {
      const view = aplicar(null, [
        op({ op: 'createCaso', input: { body: { id: CASO_ID, name: 'Caso Novo' } } }),
      ]);
      expect(view && policyAt(view, agoraNoServidor()).pode_editar).toBe(true);
    } finally {
      registrarHoraDoServidor(new Headers({ date: new Date(agora).toUTCString() }), agora, agora);
    }
  });

  it('leaves the witnesses of a deleted victim in the case, linked to nobody, as the server does', () => {
    const testemunha: PessoaCaso = {
      ...pessoaCaso(
        'a0000000-0000-4000-8000-000000000006',
        'b0000000-0000-4000-8000-000000000006',
        'Rui',
        'testemunha',
      ),
      pessoaTipo: 'Vizinho',
      vitimaVinculoId: JOAO.id,
    };
    const view = aplicar({ ...servidor, testemunhas: [testemunha] }, [
      op({ op: 'deleteVitima', input: { params: { casoId: CASO_ID, pessoaId: JOAO.pessoa.id } } }),
    ]);
    expect(view?.vitimas).toEqual([]);
    expect(view?.testemunhas.map((t) => [t.pessoa.nome, t.vitimaVinculoId])).toEqual([['Rui', null]]);
  });

  it('ignores other cases and answers null when there is nothing to show', () => {
    const view = aplicar(servidor, [
      op({
        op: 'createVitima',
        casoId: OUTRO_CASO,
        input: {
          params: { casoId: OUTRO_CASO },
          body: {
            ...criarPessoa(
              'X',
              'b0000000-0000-4000-8000-000000000004',
              'a0000000-0000-4000-8000-000000000004',
            ),
            vitima: { crime_id: 2183 },
          },
        },
      }),
    ]);
    expect(view?.vitimas).toHaveLength(1);
    expect(aplicar(null, [])).toBeNull();
  });

  it('counts pending document uploads and deletes on the person', () => {
    const pessoaId = JOAO.pessoa.id;
    const upload = (id: string) =>
      op({
        op: 'createDocumento',
        input: {
          params: { casoId: CASO_ID, pessoaId },
          fields: { id, tipo: 'RG', sha256: 'a'.repeat(64) },
          file: { blob: new Blob(['x']), name: 'rg.jpg' },
        },
      });
    const view = aplicar(servidor, [
      upload('c0000000-0000-4000-8000-000000000002'),
      upload('c0000000-0000-4000-8000-000000000003'),
      op({
        op: 'deleteDocumento',
        input: { params: { casoId: CASO_ID, pessoaId, documentoId: 'c0000000-0000-4000-8000-000000000001' } },
      }),
    ]);
    expect(view?.vitimas[0]?.documentos).toBe(1);
  });
});
