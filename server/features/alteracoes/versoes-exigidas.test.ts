/**
 * Issue 39 item 5, over every versioned write of the endpoint table (`versionada`: an update's body
 * or a delete's query holds `versao_base`; a new one is walked the moment it is declared): without a
 * version → 428 VERSAO_OBRIGATORIA, with one its record never had → 409 VERSAO_INEXISTENTE, and in
 * both cases nothing changes — the case reads the same and its history has no new row.
 */
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, OPERATION_NAMES, type OperationName } from '../../../shared/api';
import { type Endpoint, pathOf, versionada } from '../../../shared/api/endpoint';
import { conflitoEdicao, conflitoExclusao } from '../../../shared/schemas/versao';
import { casoAlteracoes } from '../../db/schema';
import { errorCodesOf } from '../../http/register';
import { type CasoCompleto, criarCasoCompleto } from '../../test/fixtures';
import { setupTestServer } from '../../test/harness';

const server = setupTestServer();

const CAMPINA_GRANDE = 2504009;

type Ids = CasoCompleto & { anotacaoId: string };

const versionadas = (qual: 'corpo' | 'consulta') =>
  OPERATION_NAMES.filter((name) => versionada(ENDPOINTS[name]) === qual).map(
    (name) => [name, ENDPOINTS[name] as Endpoint] as const,
  );
const atualizacoes = versionadas('corpo');
const exclusoes = versionadas('consulta');

/** What each versioned update would change, were it applied. */
const CORPOS: Partial<Record<OperationName, (ids: Ids) => object>> = {
  renameCaso: () => ({ name: 'Nome que não fica' }),
  updateVitima: (ids) => ({ pessoa: { id: ids.pessoaId, nome: 'Nome Que Não Fica' } }),
  updateTestemunha: (ids) => ({ pessoa: { id: ids.testemunhaId, nome: 'Nome Que Não Fica' } }),
  updateSuspeito: (ids) => ({ pessoa: { id: ids.suspeitoId, nome: 'Nome Que Não Fica' } }),
  setLocalCidade: () => ({ cidade_id: CAMPINA_GRANDE }),
  setCameraCidade: () => ({ cidade_id: CAMPINA_GRANDE }),
  updateAnotacao: () => ({ anotacao: 'Texto que não fica' }),
  saveVideoNota: () => ({ texto: 'Nota que não fica' }),
  setRelatorioInclusao: (ids) => ({ tipo: 'camera', id: ids.cameraId, incluir: false }),
  saveOcorrencia: () => ({ natureza: 'Natureza que não fica' }),
  updateVitimaIml: () => ({ guia_iml: 'GUIA QUE NAO FICA' }),
  updateVeiculo: () => ({ cor: 'Cor que não fica' }),
};

/** The path of an operation on the case's records (the three roles share `:pessoaId`). */
function urlDe(name: OperationName, endpoint: Endpoint, ids: Ids): string {
  const pessoa = {
    updateTestemunha: ids.testemunhaId,
    updateSuspeito: ids.suspeitoId,
    deleteTestemunha: ids.testemunhaId,
    deleteSuspeito: ids.suspeitoId,
  }[name as string];
  return pathOf(endpoint, { ...ids, ...(pessoa ? { pessoaId: pessoa } : {}) });
}

describe('every versioned write of the endpoint table', () => {
  let cookie = '';
  let ids: Ids;
  const estado = async () => {
    const caso = await server.api({ method: 'GET', url: `/casos/${ids.casoId}`, cookie });
    expect(caso.statusCode).toBe(200);
    const [linhas] = await server.db
      .select({ n: count() })
      .from(casoAlteracoes)
      .where(eq(casoAlteracoes.casoId, ids.casoId));
    return { caso: caso.json() as unknown, historico: linhas?.n };
  };

  beforeAll(async () => {
    cookie = await server.login('delegado');
    const caso = await criarCasoCompleto(server, cookie);
    const nota = await server.api({
      method: 'POST',
      url: `/casos/${caso.casoId}/anotacoes`,
      cookie,
      payload: { id: randomUUID(), anotacao: 'Nota que fica' },
    });
    const video = await server.api({
      method: 'PUT',
      url: `/casos/${caso.casoId}/video-nota`,
      cookie,
      payload: { texto: 'Nota do vídeo que fica', versao_base: 1 },
    });
    expect([nota.statusCode, video.statusCode]).toEqual([201, 200]);
    ids = { ...caso, anotacaoId: (nota.json() as { id: string }).id };
  });

  it('lists them all, each with the two refusals among its answers', () => {
    expect(atualizacoes.map(([name]) => name).sort()).toEqual(Object.keys(CORPOS).sort());
    expect(exclusoes.map(([name]) => name)).toEqual(expect.arrayContaining(['deleteCaso', 'deleteVitima']));
    expect(exclusoes.length).toBeGreaterThanOrEqual(10);
    for (const [, endpoint] of [...atualizacoes, ...exclusoes]) {
      expect(errorCodesOf(endpoint)).toEqual(
        expect.arrayContaining(['VERSAO_OBRIGATORIA', 'VERSAO_INEXISTENTE']),
      );
    }
  });

  it.each(atualizacoes)(
    '%s: no version → 428, a future one → 409, nothing changed',
    async (name, endpoint) => {
      const url = urlDe(name, endpoint, ids);
      const corpo = (CORPOS[name] as (ids: Ids) => object)(ids);
      const antes = await estado();

      const semVersao = await server.api({ method: 'PUT', url, cookie, payload: corpo });
      expect(semVersao.statusCode, semVersao.body).toBe(428);
      const recusa = semVersao.json() as { code: string; message: string; conflito: unknown };
      expect(recusa).toMatchObject({
        code: 'VERSAO_OBRIGATORIA',
        message: expect.stringContaining('versão'),
      });
      expect(conflitoEdicao.parse(recusa.conflito).versao_atual).toBeGreaterThanOrEqual(1);
      expect(await estado()).toEqual(antes);

      const futura = await server.api({
        method: 'PUT',
        url,
        cookie,
        payload: { ...corpo, versao_base: 9999 },
      });
      expect(futura.statusCode, futura.body).toBe(409);
      expect(futura.json()).toMatchObject({
        code: 'VERSAO_INEXISTENTE',
        message: expect.stringContaining('9999'),
      });
      expect(await estado()).toEqual(antes);
    },
  );

  it.each(exclusoes)(
    '%s: no version (confirmed or not) → 428, a future one → 409, nothing deleted',
    async (name, endpoint) => {
      const url = urlDe(name, endpoint, ids);
      const antes = await estado();

      for (const consulta of ['', '?confirmado=1']) {
        const semVersao = await server.api({ method: 'DELETE', url: `${url}${consulta}`, cookie });
        expect(semVersao.statusCode, semVersao.body).toBe(428);
        const recusa = semVersao.json() as { code: string; message: string; conflito: unknown };
        expect(recusa).toMatchObject({
          code: 'VERSAO_OBRIGATORIA',
          message: expect.stringContaining('versão'),
        });
        conflitoExclusao.parse(recusa.conflito);
      }
      expect(await estado()).toEqual(antes);

      for (const consulta of ['?versao_base=9999', '?versao_base=9999&confirmado=1']) {
        const futura = await server.api({ method: 'DELETE', url: `${url}${consulta}`, cookie });
        expect(futura.statusCode, futura.body).toBe(409);
        expect(futura.json()).toMatchObject({
          code: 'VERSAO_INEXISTENTE',
          message: expect.stringContaining('9999'),
        });
      }
      expect(await estado()).toEqual(antes);
    },
  );
});
