/**
 * Issue 42: a case found by its boletim de ocorrência, its procedure's number or a vehicle's
 * plate — exact, whatever the punctuation typed, across the cases (a non-member is told to justify
 * before reading), and on record like every search.
 */
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { logs } from '../../db/schema';
import { setupTestServer } from '../../test/harness';
import { pessoasApi } from '../../test/pessoas-fixtures';

const server = setupTestServer();
const api = pessoasApi(server);

const buscar = async (cookie: string, filtros: Record<string, string>) =>
  server.api({ method: 'GET', url: `/busca/casos?${new URLSearchParams(filtros)}`, cookie });
const ids = async (cookie: string, filtros: Record<string, string>) => {
  const response = await buscar(cookie, filtros);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { id: string; acessivel: boolean }[] }).data;
};

let caso: { id: string };
let outro: { id: string };

beforeAll(async () => {
  const investigador = await server.login('investigador');
  caso = await api.criarCaso(investigador, 'Caso Numerado');
  outro = await api.criarCaso(investigador, 'Caso Vizinho');
  const ocorrencia = await server.api({
    method: 'PUT',
    url: `/casos/${caso.id}/ocorrencia`,
    cookie: investigador,
    payload: {
      boletins: [
        { numero: '00123/2026-DEAM', origem: 'DEAM' },
        { numero: 'BO 777', origem: null },
      ],
      procedimento_tipo: 'Inquérito Policial',
      procedimento_numero: 'IP 0456/2026',
      versao_base: 1,
    },
  });
  expect(ocorrencia.statusCode).toBe(200);
  // The other case holds a number that only contains this one's.
  await server.api({
    method: 'PUT',
    url: `/casos/${outro.id}/ocorrencia`,
    cookie: investigador,
    payload: { boletins: [{ numero: '00123/2026-DEAM-1' }], versao_base: 1 },
  });
  for (const [casoId, placa] of [
    [caso.id, 'QXA-1234'],
    [outro.id, 'QXA1B34'],
  ] as const) {
    const veiculo = await server.api({
      method: 'POST',
      url: `/casos/${casoId}/veiculos`,
      cookie: investigador,
      payload: { id: randomUUID(), placa },
    });
    expect(veiculo.statusCode).toBe(201);
  }
});

describe('Pesquisa: a case by its numbers', () => {
  it('finds the case by either boletim, typed with other punctuation and case, exactly', async () => {
    const cookie = await server.login('investigador');
    expect((await ids(cookie, { bo: '00123-2026 deam' })).map((c) => c.id)).toEqual([caso.id]);
    expect((await ids(cookie, { bo: 'bo777' })).map((c) => c.id)).toEqual([caso.id]);
    expect(await ids(cookie, { bo: '00123' })).toEqual([]);
  });

  it('finds it by its procedure’s number', async () => {
    const cookie = await server.login('investigador');
    expect((await ids(cookie, { procedimento: 'ip 0456-2026' })).map((c) => c.id)).toEqual([caso.id]);
    expect(await ids(cookie, { procedimento: '0456/2026' })).toEqual([]);
  });

  it('finds a plate in either format: the older plate and its Mercosul form are one car', async () => {
    const cookie = await server.login('investigador');
    expect((await ids(cookie, { placa: 'qxa1234' })).map((c) => c.id)).toEqual([caso.id]);
    expect((await ids(cookie, { placa: 'QXA1C34' })).map((c) => c.id)).toEqual([caso.id]);
    expect((await ids(cookie, { placa: 'QXA-1134' })).map((c) => c.id)).toEqual([outro.id]);
    const invalida = await buscar(cookie, { placa: 'QX-12' });
    expect(invalida.statusCode).toBe(400);
    expect(invalida.json().issues).toEqual([
      { path: 'placa', message: 'Placa inválida. Use o padrão Mercosul (ABC1D23) ou o antigo (ABC-1234).' },
    ]);
  });

  it('lists it to another team’s officer as a case to justify, and puts every search on record', async () => {
    const delegado = await server.login('delegado');
    const achados = await ids(delegado, { placa: 'QXA1234' });
    expect(achados).toEqual([expect.objectContaining({ id: caso.id, acessivel: false })]);
    const [registro] = await server.db
      .select()
      .from(logs)
      .where(eq(logs.action, 'busca.casos'))
      .orderBy(desc(logs.id))
      .limit(1);
    // The filters by name only: what was typed is itself personal data.
    expect(registro?.context).toMatchObject({ filtros: ['placa'], casoIds: [caso.id] });
    expect(JSON.stringify(registro?.context)).not.toContain('QXA');
  });

  it('answers a search by every number and a date, then the same with one date more, on one connection', async () => {
    const delegado = await server.login('delegado');
    const filtros = {
      identificador: '2026.1',
      bo: 'BO 1/2026',
      procedimento: 'IP 2/2026',
      placa: 'QXA1234',
      cpf: '52998224725',
      dataInicio: '2026-01-01',
    };
    // Run one after the other, both land on the connection the pool gave back last. Their statement
    // names once agreed in PostgreSQL's first 63 bytes, and the second failed there.
    for (const lista of ['pessoas', 'casos']) {
      for (const mais of [{}, { dataFim: '2026-12-31' }] as Record<string, string>[]) {
        const url = `/busca/${lista}?${new URLSearchParams({ ...filtros, ...mais })}`;
        const resposta = await server.api({ method: 'GET', url, cookie: delegado });
        expect(resposta.statusCode, `${url}: ${resposta.body}`).toBe(200);
      }
    }
  });
});
