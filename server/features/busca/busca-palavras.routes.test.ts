import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { setupTestServer } from '../../test/harness';
import { pessoasApi, vitimaHomicidio } from '../../test/pessoas-fixtures';

const server = setupTestServer();
const api = pessoasApi(server);

const ids = async (cookie: string, lista: 'pessoas' | 'casos', filtros: Record<string, string>) => {
  const response = await server.api({
    method: 'GET',
    url: `/busca/${lista}?${new URLSearchParams(filtros)}`,
    cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { id: string }[] }).data.map((row) => row.id);
};

describe('busca por palavras de nome, vulgo e mãe', () => {
  it('finds part of any word, narrows by short words, and finds a name as soon as it is written or renamed, and the former one still', async () => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie, 'Homicídio Quixabeira');
    const pessoaId = randomUUID();
    const vitima = vitimaHomicidio({
      pessoa: {
        id: pessoaId,
        nome: 'Zuleica Quixabeira dos Anjos',
        vulgo: 'Ximbica',
        mae: 'Quitéria Vasconcelos',
      },
    });
    expect((await api.post(cookie, caso.id, 'vitimas', vitima)).statusCode).toBe(201);

    const achados = ['xabeir', 'ZULEICA anjo', 'zuleica do', 'zuleica xa', 'Quixabeira Zulêica'];
    // Two typed words in the same word of the name; three words (a pair and one more).
    achados.push('uleic zulei', 'zuleica quixab anjos');
    for (const nome of achados) {
      expect(await ids(cookie, 'pessoas', { nome }), nome).toEqual([pessoaId]);
    }
    // 'vasconcelos' is a word people hold (the mother's), but not in this name.
    for (const nome of ['zuleica zz', 'zul_ica', 'zuleica%', 'quixabeiras', 'zuleica vasconcelos']) {
      expect(await ids(cookie, 'pessoas', { nome }), nome).toEqual([]);
    }
    expect(await ids(cookie, 'pessoas', { vulgo: 'imbic' })).toEqual([pessoaId]);
    expect(await ids(cookie, 'pessoas', { mae: 'quiteria vascon' })).toEqual([pessoaId]);
    expect(await ids(cookie, 'pessoas', { mae: 'quiteria zuleica' })).toEqual([]);
    expect(await ids(cookie, 'casos', { nome: 'quixabeira' })).toEqual([caso.id]);

    const renomeada = vitimaHomicidio({ pessoa: { id: pessoaId, nome: 'Zuleica Pitombeira dos Anjos' } });
    const put = await api.put(cookie, caso.id, 'vitimas', pessoaId, { ...renomeada, id: undefined });
    expect(put.statusCode, put.body).toBe(200);
    expect(await ids(cookie, 'pessoas', { nome: 'pitomb anjos' })).toEqual([pessoaId]);
    // The old name is what the person was on record as: still found, marked (issue 39).
    expect(await ids(cookie, 'pessoas', { nome: 'quixab' })).toEqual([pessoaId]);
    expect(await ids(cookie, 'pessoas', { nome: 'quixab pitomb' })).toEqual([]);
    expect(await ids(cookie, 'casos', { nome: 'pitombeira' })).toEqual([caso.id]);
  });
});
