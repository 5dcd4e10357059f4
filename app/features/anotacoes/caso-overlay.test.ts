import { describe, expect, it } from 'vitest';
import type { Anotacao } from '../../../shared/schemas/anotacoes';
import type { OutboxRequest } from '../../offline/db';
import { casoWithPending } from '../casos/caso-view';
import { CASO_ID, casoDoServidor, contextoDeTeste, pendente } from '../casos/test-caso';
import { PARTES_DO_CASO } from '../modulos';

const context = contextoDeTeste();

const SALVA: Anotacao = {
  id: 'a0000000-0000-4000-8000-000000000001',
  versao: 1,
  anotacao: 'Portão encontrado aberto.',
  caso_id: CASO_ID,
  user: { name: 'Bruno Delegado', matricula: '1000002' },
  created_at: '2026-11-20T12:00:00.000Z',
  updated_at: '2026-11-20T12:00:00.000Z',
  recebida_em: '2026-11-20T12:00:01.000Z',
  pode_editar: true,
};

const server = casoDoServidor({
  anotacoes: [SALVA],
  contagens: { ...casoDoServidor().contagens, anotacaoComplementar: 1, relatorio: 1 },
});

const EM = Date.parse('2026-11-20T13:00:00.000Z');

const request = (op: OutboxRequest['op'], input: unknown) => pendente(op, input, EM);

const ver = (...pending: (OutboxRequest & { createdAt: number })[]) =>
  casoWithPending(PARTES_DO_CASO, CASO_ID, server, pending, context);

describe('notes saved on the device', () => {
  it('show on top in the author name, marked offline, counted on the hub', () => {
    const id = crypto.randomUUID();
    const view = ver(
      request('createAnotacao', {
        params: { casoId: CASO_ID },
        body: { id, anotacao: '  Sem testemunhas.  ' },
      }),
    );
    expect(view?.anotacoes.map((a) => [a.anotacao, a.user.matricula, a.offline])).toEqual([
      ['Sem testemunhas.', '1000003', true],
      [SALVA.anotacao, '1000002', false],
    ]);
    expect(view?.anotacoes[0]?.created_at).toBe('2026-11-20T13:00:00.000Z');
    expect(view?.contagens.anotacaoComplementar).toBe(2);
  });

  it('take their place by the time they were written, below a later note the server already has', () => {
    const id = crypto.randomUUID();
    const depois: Anotacao = {
      ...SALVA,
      id: crypto.randomUUID(),
      anotacao: 'Escrita depois, já enviada.',
      created_at: '2026-11-20T14:00:00.000Z',
    };
    const comDepois = casoDoServidor({ ...server, anotacoes: [depois, SALVA] });
    const view = casoWithPending(
      PARTES_DO_CASO,
      CASO_ID,
      comDepois,
      [request('createAnotacao', { params: { casoId: CASO_ID }, body: { id, anotacao: 'Ainda na fila.' } })],
      context,
    );
    expect(view?.anotacoes.map((a) => a.anotacao)).toEqual([
      'Escrita depois, já enviada.',
      'Ainda na fila.',
      SALVA.anotacao,
    ]);
  });

  it('are edited and deleted at once, a note created offline included', () => {
    const id = crypto.randomUUID();
    const params = { casoId: CASO_ID, anotacaoId: id };
    const view = ver(
      request('createAnotacao', { params: { casoId: CASO_ID }, body: { id, anotacao: 'Primeira versão' } }),
      request('updateAnotacao', { params, body: { anotacao: 'Segunda versão' } }),
      request('updateAnotacao', {
        params: { casoId: CASO_ID, anotacaoId: SALVA.id },
        body: { anotacao: 'Portão encontrado aberto e sem cadeado.' },
      }),
    );
    expect(view?.anotacoes.map((a) => [a.anotacao, a.offline])).toEqual([
      ['Segunda versão', true],
      ['Portão encontrado aberto e sem cadeado.', true],
    ]);
    expect(view?.anotacoes[1]?.updated_at).toBe('2026-11-20T13:00:00.000Z');

    const apagadas = ver(request('deleteAnotacao', { params: { casoId: CASO_ID, anotacaoId: SALVA.id } }));
    expect(apagadas?.anotacoes).toEqual([]);
    expect(apagadas?.contagens.anotacaoComplementar).toBe(0);
    expect(apagadas?.contagens.relatorio).toBe(0);
  });

  it('leave an edit to the same text unmarked, and an empty one out', () => {
    const params = { casoId: CASO_ID, anotacaoId: SALVA.id };
    const view = ver(
      request('updateAnotacao', { params, body: { anotacao: SALVA.anotacao } }),
      request('updateAnotacao', { params, body: { anotacao: '   ' } }),
    );
    expect(view?.anotacoes[0]).toMatchObject({ anotacao: SALVA.anotacao, offline: false });
  });
});

describe('the video note saved on the device', () => {
  it('replaces the one shown, in the sender name', () => {
    const comNota = casoDoServidor({
      video_nota: {
        texto: 'Vídeo da entrada',
        user: { name: 'Bruno Delegado', matricula: '1000002' },
        updated_at: '2026-11-20T12:00:00.000Z',
        versao: 1,
      },
    });
    const view = casoWithPending(
      PARTES_DO_CASO,
      CASO_ID,
      comNota,
      [request('saveVideoNota', { params: { casoId: CASO_ID }, body: { texto: 'Vídeo da garagem' } })],
      context,
    );
    expect(view?.video_nota).toEqual({
      texto: 'Vídeo da garagem',
      user: { name: 'Carla Investigadora', matricula: '1000003' },
      updated_at: '2026-11-20T13:00:00.000Z',
      versao: 1,
      offline: true,
    });
    expect(ver()?.video_nota).toBeNull();
  });
});
