import { describe, expect, it } from 'vitest';
import type { Documento } from '../../../shared/schemas/documentos';
import type { OutboxRequest } from '../../offline/db';
import { documentosVisiveis } from './documentos-view';

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

function upload(id: string, tipo: string, pessoaId = PESSOA): OutboxRequest {
  return {
    id,
    method: 'POST',
    url: `/pessoas/${pessoaId}/documentos`,
    body: { id, tipo, caso_id: CASO, sha256: 'b'.repeat(64) },
    files: [{ field: 'file', blob: new Blob([id], { type: 'image/jpeg' }), name: `${id}.jpg` }],
    label: `Documento ${tipo} de Fulano`,
    casoId: CASO,
    preview: { tipo },
  };
}

function apagar(documentoId: string, pessoaId = PESSOA): OutboxRequest {
  return {
    id: `del-${documentoId}`,
    method: 'DELETE',
    url: `/pessoas/${pessoaId}/documentos/${documentoId}`,
    label: 'Apagar documento',
    casoId: CASO,
  };
}

describe('documentosVisiveis', () => {
  it('shows the server documents with their thumbnail, falling back to the full image', () => {
    const vistos = documentosVisiveis(PESSOA, [doServidor('d1', 'RG'), doServidor('d2', 'CPF', null)], []);
    expect(vistos).toEqual([
      {
        id: 'd1',
        tipo: 'RG',
        url: '/media/d1',
        miniaturaUrl: '/media/d1/miniatura',
        blob: null,
        offline: false,
      },
      { id: 'd2', tipo: 'CPF', url: '/media/d2', miniaturaUrl: '/media/d2', blob: null, offline: false },
    ]);
  });

  it('puts this person’s waiting uploads first, newest first, offline, with the picture kept on the device', () => {
    const pendente = upload('u1', 'CNH');
    const vistos = documentosVisiveis(
      PESSOA,
      [doServidor('d1', 'RG')],
      [pendente, upload('u2', 'RG', OUTRA), upload('u3', 'IMAGEM')],
    );
    expect(vistos.map((d) => [d.id, d.tipo, d.offline])).toEqual([
      ['u3', 'IMAGEM', true],
      ['u1', 'CNH', true],
      ['d1', 'RG', false],
    ]);
    expect(vistos[1]?.blob).toBe(pendente.files?.[0]?.blob);
    expect(vistos[1]?.url).toBeNull();
  });

  it('hides documents whose delete waits, whether on the server or still waiting to be sent', () => {
    const vistos = documentosVisiveis(
      PESSOA,
      [doServidor('d1', 'RG'), doServidor('d2', 'CPF')],
      [upload('u1', 'CNH'), apagar('d1'), apagar('u1'), apagar('d2', OUTRA)],
    );
    expect(vistos.map((d) => d.id)).toEqual(['d2']);
  });

  it('shows an upload the server already holds once, from the server', () => {
    const vistos = documentosVisiveis(PESSOA, [doServidor('u1', 'CNH')], [upload('u1', 'CNH')]);
    expect(vistos).toHaveLength(1);
    expect(vistos[0]?.offline).toBe(false);
  });

  it('ignores other writes and uploads it cannot show', () => {
    const semArquivo = { ...upload('u3', 'RG'), files: undefined };
    const tipoDesconhecido = { ...upload('u4', 'XYZ'), preview: { tipo: 'XYZ' } };
    const outraEscrita: OutboxRequest = {
      id: 'p1',
      method: 'POST',
      url: `/casos/${CASO}/vitimas`,
      body: {},
      label: 'Vítima',
      casoId: CASO,
    };
    expect(documentosVisiveis(PESSOA, [], [semArquivo, tipoDesconhecido, outraEscrita])).toEqual([]);
  });
});
