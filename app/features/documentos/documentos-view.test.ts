import { describe, expect, it } from 'vitest';
import type { Documento } from '../../../shared/schemas/documentos';
import type { OutboxRequest } from '../../offline/db';
import { documentosWithPending } from './documentos-view';

const PESSOA = '11111111-1111-4111-8111-111111111111';
const OUTRA = '22222222-2222-4222-8222-222222222222';
const CASO = '33333333-3333-4333-8333-333333333333';

function doServidor(
  id: string,
  tipo: Documento['tipo'],
  miniatura: string | null = `/media/${id}/miniatura`,
): Documento {
  return {
    id,
    tipo,
    pessoa_id: PESSOA,
    caso_id: CASO,
    created_at: '2026-01-10T12:00:00.000Z',
    media: {
      id: `m-${id}`,
      url: `/media/${id}`,
      miniatura_url: miniatura,
      content_type: 'image/jpeg',
      sha256: 'a'.repeat(64),
      size_bytes: 10,
    },
  };
}

function upload(id: string, tipo: Documento['tipo'], pessoaId = PESSOA): OutboxRequest {
  return {
    id,
    op: 'createDocumento',
    input: {
      params: { casoId: CASO, pessoaId },
      fields: { id, tipo, sha256: 'b'.repeat(64) },
      file: { blob: new Blob([id], { type: 'image/jpeg' }), name: `${id}.jpg` },
    },
    label: `Documento ${tipo} de Fulano`,
    casoId: CASO,
  };
}

function apagar(documentoId: string, pessoaId = PESSOA): OutboxRequest {
  return {
    id: `del-${documentoId}`,
    op: 'deleteDocumento',
    input: { params: { casoId: CASO, pessoaId, documentoId } },
    label: 'Apagar documento',
    casoId: CASO,
  };
}

describe('documentosWithPending', () => {
  it('shows the server documents with their thumbnail, falling back to the full image', () => {
    const vistos = documentosWithPending(PESSOA, [doServidor('d1', 'RG'), doServidor('d2', 'CPF', null)], []);
    expect(vistos).toEqual([
      {
        id: 'd1',
        tipo: 'RG',
        casoId: CASO,
        url: '/media/d1',
        thumbnailUrl: '/media/d1/miniatura',
        blob: null,
        offline: false,
      },
      {
        id: 'd2',
        tipo: 'CPF',
        casoId: CASO,
        url: '/media/d2',
        thumbnailUrl: '/media/d2',
        blob: null,
        offline: false,
      },
    ]);
  });

  it('puts this person’s waiting uploads first, newest first, offline, with the picture kept on the device', () => {
    const pendente = upload('u1', 'CNH');
    const vistos = documentosWithPending(
      PESSOA,
      [doServidor('d1', 'RG')],
      [pendente, upload('u2', 'RG', OUTRA), upload('u3', 'IMAGEM')],
    );
    expect(vistos.map((d) => [d.id, d.tipo, d.offline])).toEqual([
      ['u3', 'IMAGEM', true],
      ['u1', 'CNH', true],
      ['d1', 'RG', false],
    ]);
    expect(vistos[1]?.blob).toBe(pendente.op === 'createDocumento' ? pendente.input.file.blob : null);
    expect(vistos[1]?.url).toBeNull();
  });

  it('hides documents whose delete waits, whether on the server or still waiting to be sent', () => {
    const vistos = documentosWithPending(
      PESSOA,
      [doServidor('d1', 'RG'), doServidor('d2', 'CPF')],
      [upload('u1', 'CNH'), apagar('d1'), apagar('u1'), apagar('d2', OUTRA)],
    );
    expect(vistos.map((d) => d.id)).toEqual(['d2']);
  });

  it('shows an upload the server already holds once, from the server', () => {
    const vistos = documentosWithPending(PESSOA, [doServidor('u1', 'CNH')], [upload('u1', 'CNH')]);
    expect(vistos).toHaveLength(1);
    expect(vistos[0]?.offline).toBe(false);
  });

  it('ignores writes about other people and other records', () => {
    const outraEscrita: OutboxRequest = {
      id: 'p1',
      op: 'createVitima',
      input: {
        params: { casoId: CASO },
        body: { id: 'p1', pessoa: { id: 'x', nome: 'X' }, vitima: { crime_id: 1 } },
      },
      label: 'Vítima',
      casoId: CASO,
    };
    expect(documentosWithPending(PESSOA, [], [upload('u9', 'RG', OUTRA), outraEscrita])).toEqual([]);
  });
});
