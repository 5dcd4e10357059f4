/**
 * Issue 26: deleting what others are still writing, the case's history and its revision. Two
 * officers: the case's creator (A) and the colleague it was shared with (B).
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { alteracaoCaso, conflitoExclusao } from '../../../shared/schemas/versao';
import { casoAlteracoes, casoPendencias, logs } from '../../db/schema';
import { novoAparelho, registrarAparelho } from '../../test/aparelho';
import { type CasoCompleto, criarCasoCompleto } from '../../test/fixtures';
import { setupTestServer } from '../../test/harness';

const server = setupTestServer();

const CAMPINA_GRANDE = 2504009;

interface Registro {
  /** The record's id in the history. */
  id(caso: CasoCompleto, lido: Record<string, unknown>): string;
  ler(caso: CasoCompleto, lido: Record<string, unknown>): { versao: number; id: string };
  del(caso: CasoCompleto): string;
  put(caso: CasoCompleto): string;
  corpo(lido: Record<string, unknown>): object;
  campo: string;
  valor: unknown;
}

type Lista = Record<string, { id: string; versao: number; pessoa?: { id: string } }[]>;

const REGISTROS: Record<string, Registro> = {
  vitima: {
    id: (_caso, lido) => lido.id as string,
    ler: (caso, lido) => {
      const v = (lido as Lista).vitimas?.find((p) => p.pessoa?.id === caso.pessoaId);
      if (!v) throw new Error('vítima ausente');
      return v;
    },
    del: (caso) => `/casos/${caso.casoId}/vitimas/${caso.pessoaId}`,
    put: (caso) => `/casos/${caso.casoId}/vitimas/${caso.pessoaId}`,
    corpo: (lido) => ({ pessoa: { ...(lido.pessoa as object), profissao: 'Enfermeira' } }),
    campo: 'pessoa.profissao',
    valor: 'Enfermeira',
  },
  local: {
    id: (caso) => caso.localId,
    ler: (caso, lido) => {
      const l = (lido as Lista).geolocalizacao_caso?.find((x) => x.id === caso.localId);
      if (!l) throw new Error('local ausente');
      return l;
    },
    del: (caso) => `/casos/${caso.casoId}/geolocalizacao/${caso.localId}`,
    put: (caso) => `/casos/${caso.casoId}/geolocalizacao/${caso.localId}/cidade`,
    corpo: () => ({ cidade_id: CAMPINA_GRANDE }),
    campo: 'cidade_id',
    valor: CAMPINA_GRANDE,
  },
  camera: {
    id: (caso) => caso.cameraId,
    ler: (caso, lido) => {
      const c = (lido as Lista).geolocalizacao_camera?.find((x) => x.id === caso.cameraId);
      if (!c) throw new Error('câmera ausente');
      return c;
    },
    del: (caso) => `/casos/${caso.casoId}/cameras/${caso.cameraId}`,
    put: (caso) => `/casos/${caso.casoId}/cameras/${caso.cameraId}/cidade`,
    corpo: () => ({ cidade_id: CAMPINA_GRANDE }),
    campo: 'cidade_id',
    valor: CAMPINA_GRANDE,
  },
};

const lerCaso = async (cookie: string, casoId: string) =>
  (await server.api({ method: 'GET', url: `/casos/${casoId}`, cookie })).json() as Record<string, unknown>;

describe('a delete racing an update', () => {
  it.each(Object.keys(REGISTROS))(
    '%s: asks first, and neither the update nor the record is lost',
    async (nome) => {
      const r = REGISTROS[nome] as Registro;
      const a = await server.login('delegado');
      const b = await server.login('escrivao');
      const caso = await criarCasoCompleto(server, a);
      const visto = r.ler(caso, await lerCaso(a, caso.casoId));
      const registro = (await lerCaso(b, caso.casoId)) as Record<string, unknown>;
      const lidoPorB = r.ler(caso, registro) as unknown as Record<string, unknown>;

      // B's update lands first; A deletes from the version A saw.
      const update = await server.api({
        method: 'PUT',
        url: r.put(caso),
        cookie: b,
        payload: { ...r.corpo(lidoPorB), versao_base: visto.versao },
      });
      expect(update.statusCode, update.body).toBe(200);
      const recusado = await server.api({
        method: 'DELETE',
        url: `${r.del(caso)}?versao_base=${visto.versao}`,
        cookie: a,
      });
      expect(recusado.statusCode, recusado.body).toBe(409);
      const corpo = recusado.json() as { code: string; conflito: unknown };
      expect(corpo.code).toBe('DELETE_CONFLICT');
      expect(conflitoExclusao.parse(corpo.conflito).alteracoes).toEqual([
        expect.objectContaining({
          campo: r.campo,
          atual: r.valor,
          por: expect.objectContaining({ matricula: '1000004' }),
        }),
      ]);

      const confirmado = await server.api({
        method: 'DELETE',
        url: `${r.del(caso)}?versao_base=${visto.versao}&confirmado=1`,
        cookie: a,
      });
      expect(confirmado.statusCode, confirmado.body).toBe(200);
      const historico = await server.db
        .select()
        .from(casoAlteracoes)
        .where(eq(casoAlteracoes.registroId, visto.id))
        .orderBy(asc(casoAlteracoes.versao));
      const excluido = historico.at(-1);
      expect(excluido?.acao).toBe('excluido');
      // B's value is kept with the record's last values.
      expect(excluido?.campos).toEqual(
        expect.arrayContaining([{ campo: r.campo, antes: r.valor, depois: null }]),
      );

      // An update arriving after the delete: 404 as before (the phone offers to recreate it).
      const tarde = await server.api({
        method: 'PUT',
        url: r.put(caso),
        cookie: b,
        payload: { ...r.corpo(lidoPorB), versao_base: visto.versao },
      });
      expect(tarde.statusCode).toBe(404);
    },
  );

  it('deletes without asking when only the deleter changed it since', async () => {
    const a = await server.login('delegado');
    const caso = await criarCasoCompleto(server, a);
    const local = REGISTROS.local as Registro;
    const visto = local.ler(caso, await lerCaso(a, caso.casoId));
    const proprio = await server.api({
      method: 'PUT',
      url: local.put(caso),
      cookie: a,
      payload: { cidade_id: CAMPINA_GRANDE, versao_base: visto.versao },
    });
    expect(proprio.statusCode).toBe(200);
    const del = await server.api({ method: 'DELETE', url: `${local.del(caso)}?versao_base=1`, cookie: a });
    expect(del.statusCode, del.body).toBe(200);
    const camera = await server.api({
      method: 'DELETE',
      url: `${REGISTROS.camera?.del(caso)}?versao_base=1`,
      cookie: a,
    });
    expect(camera.statusCode).toBe(200);
  });
});

describe('deleting a case others are still writing', () => {
  it('asks while a colleague changed it since or still has work queued, and deletes once confirmed', async () => {
    const a = await server.login('delegado');
    const b = await server.login('escrivao');
    const caso = await criarCasoCompleto(server, a);
    const { revisao } = (await lerCaso(a, caso.casoId)) as { revisao: number };
    const url = `/casos/${caso.casoId}`;

    const renomeado = await server.api({
      method: 'PUT',
      url: `${url}/nome`,
      cookie: b,
      payload: { name: 'Renomeado por B', versao_base: 1 },
    });
    expect(renomeado.statusCode).toBe(200);
    const pendente = await server.api({
      method: 'PUT',
      url: `${url}/pendencias`,
      cookie: b,
      payload: { itens: 3 },
    });
    expect(pendente.statusCode).toBe(200);

    const recusado = await server.api({ method: 'DELETE', url: `${url}?versao_base=${revisao}`, cookie: a });
    expect(recusado.statusCode, recusado.body).toBe(409);
    const conflito = conflitoExclusao.parse((recusado.json() as { conflito: unknown }).conflito);
    expect(conflito.alteracoes).toEqual([
      expect.objectContaining({ campo: expect.stringContaining('name'), atual: 'alterado' }),
      expect.objectContaining({
        campo: 'pendencias',
        atual: 3,
        por: expect.objectContaining({ matricula: '1000004' }),
      }),
    ]);

    // Once B's phone has sent its work, the delete goes through.
    await server.api({
      method: 'PUT',
      url: `${url}/pendencias`,
      cookie: b,
      payload: { itens: 0 },
    });
    const novaRevisao = ((await lerCaso(a, caso.casoId)) as { revisao: number }).revisao;
    const apagado = await server.api({
      method: 'DELETE',
      url: `${url}?versao_base=${novaRevisao}`,
      cookie: a,
    });
    expect(apagado.statusCode, apagado.body).toBe(200);
  });

  it("counts queued work under the session's own device: naming another phone's id clears nothing", async () => {
    const a = await server.login('delegado');
    const b = await server.login('escrivao');
    const caso = await criarCasoCompleto(server, a);
    const url = `/casos/${caso.casoId}`;
    const celular = await novoAparelho();
    expect((await registrarAparelho(server, b, celular)).statusCode).toBe(201);
    const fila = (cookie: string, payload: object) =>
      server.api({ method: 'PUT', url: `${url}/pendencias`, cookie, payload });
    expect((await fila(b, { itens: 3 })).statusCode).toBe(200);

    // The same officer on a second phone (no key registered), and the case's creator, each say
    // their queue is empty, naming B's phone: B's count stays, under B's phone as the server knows it.
    const bNoOutro = await server.login('escrivao');
    expect((await fila(bNoOutro, { dispositivo: celular.id, itens: 0 })).statusCode).toBe(200);
    expect((await fila(a, { dispositivo: celular.id, itens: 0 })).statusCode).toBe(200);
    const linhas = await server.db
      .select({ dispositivo: casoPendencias.dispositivo, itens: casoPendencias.itens })
      .from(casoPendencias)
      .where(eq(casoPendencias.casoId, caso.casoId));
    expect(linhas).toEqual([{ dispositivo: celular.id, itens: 3 }]);

    const { revisao } = (await lerCaso(a, caso.casoId)) as { revisao: number };
    const recusado = await server.api({ method: 'DELETE', url: `${url}?versao_base=${revisao}`, cookie: a });
    expect(recusado.statusCode, recusado.body).toBe(409);
    const conflito = conflitoExclusao.parse((recusado.json() as { conflito: unknown }).conflito);
    expect(conflito.alteracoes).toEqual([expect.objectContaining({ campo: 'pendencias', atual: 3 })]);

    // A's own queue on the same shared phone is A's: reporting it empty leaves B's count.
    expect((await registrarAparelho(server, a, celular)).statusCode).toBe(201);
    expect((await fila(a, { itens: 2 })).statusCode).toBe(200);
    expect((await fila(a, { itens: 0 })).statusCode).toBe(200);
    const depois = await server.db
      .select({ itens: casoPendencias.itens })
      .from(casoPendencias)
      .where(eq(casoPendencias.casoId, caso.casoId));
    expect(depois).toEqual([{ itens: 3 }]);
  });

  it('asks when a colleague only added to the case since, naming what was added', async () => {
    const a = await server.login('delegado');
    const b = await server.login('escrivao');
    const caso = await criarCasoCompleto(server, a);
    const { revisao } = (await lerCaso(a, caso.casoId)) as { revisao: number };
    const url = `/casos/${caso.casoId}`;
    const nota = await server.api({
      method: 'POST',
      url: `${url}/anotacoes`,
      cookie: b,
      payload: { id: randomUUID(), anotacao: 'Vizinho ouviu dois tiros.' },
    });
    expect(nota.statusCode, nota.body).toBe(201);

    const recusado = await server.api({ method: 'DELETE', url: `${url}?versao_base=${revisao}`, cookie: a });
    expect(recusado.statusCode, recusado.body).toBe(409);
    const conflito = conflitoExclusao.parse((recusado.json() as { conflito: unknown }).conflito);
    expect(conflito.alteracoes).toEqual([
      expect.objectContaining({
        campo: 'Anotação',
        atual: 'criado',
        por: expect.objectContaining({ matricula: '1000004' }),
      }),
    ]);
    // The answer showed the case's changes: that look is on record, fields named, no values.
    const vistos = await server.db
      .select({ context: logs.context })
      .from(logs)
      .where(and(eq(logs.action, 'caso.conflito.lido'), eq(logs.casoId, caso.casoId)));
    expect(vistos.map((row) => row.context)).toEqual([
      expect.objectContaining({ code: 'DELETE_CONFLICT', registroId: caso.casoId, campos: ['Anotação'] }),
    ]);
    const historico = await server.api({ method: 'GET', url: `${url}/alteracoes`, cookie: a });
    expect(historico.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ registro: 'Anotação', acao: 'criado', campos: [] })]),
    );
  });

  it('deletes at once when confirmed', async () => {
    const a = await server.login('delegado');
    const b = await server.login('escrivao');
    const caso = await criarCasoCompleto(server, a);
    const { revisao } = (await lerCaso(a, caso.casoId)) as { revisao: number };
    const url = `/casos/${caso.casoId}`;
    await server.api({
      method: 'PUT',
      url: `${url}/pendencias`,
      cookie: b,
      payload: { itens: 1 },
    });
    const apagado = await server.api({
      method: 'DELETE',
      url: `${url}?versao_base=${revisao}&confirmado=1`,
      cookie: a,
    });
    expect(apagado.statusCode, apagado.body).toBe(200);
  });
});

describe('the case history and revision', () => {
  it('shows the colleague whose value was replaced both values and the choice, newest first', async () => {
    const a = await server.login('delegado');
    const b = await server.login('escrivao');
    const caso = await criarCasoCompleto(server, a);
    const url = `/casos/${caso.casoId}`;
    const revisao = async (cookie: string) =>
      ((await server.api({ method: 'GET', url: `${url}/revisao`, cookie })).json() as { revisao: number })
        .revisao;
    const antes = await revisao(b);

    await server.api({
      method: 'PUT',
      url: `${url}/nome`,
      cookie: a,
      payload: { name: 'Nome de A', versao_base: 1 },
    });
    expect(await revisao(b)).toBeGreaterThan(antes);
    const conflito = await server.api({
      method: 'PUT',
      url: `${url}/nome`,
      cookie: b,
      payload: { name: 'Nome de B', versao_base: 1 },
    });
    expect(conflito.statusCode).toBe(409);
    const resolvido = await server.api({
      method: 'PUT',
      url: `${url}/nome`,
      cookie: b,
      payload: {
        name: 'Nome de B',
        versao_base: 2,
        resolucao: [{ campo: 'name', descartado: 'Nome de A', escolha: 'meu' }],
      },
    });
    expect(resolvido.statusCode).toBe(200);

    const lista = await server.api({ method: 'GET', url: `${url}/alteracoes`, cookie: a });
    expect(lista.statusCode).toBe(200);
    // The case's own record (its name); the records the fixture added are in it as 'criado'.
    const alteracoes = (lista.json() as unknown[])
      .map((item) => alteracaoCaso.parse(item))
      .filter((x) => x.registro_id === caso.casoId);
    expect(alteracoes.map((x) => [x.acao, x.versao, x.por.matricula])).toEqual([
      ['conflito_resolvido', 3, '1000004'],
      ['alterado', 2, '1000002'],
    ]);
    expect(alteracoes[0]?.campos).toEqual([
      { campo: 'name', antes: 'Nome de A', depois: 'Nome de B', descartado: 'Nome de A' },
    ]);
    await expect
      .poll(
        async () =>
          (
            await server.db
              .select()
              .from(logs)
              .where(and(eq(logs.action, 'caso.alteracoes.read'), eq(logs.casoId, caso.casoId)))
          ).length,
      )
      .toBe(1);
  });
});
