/**
 * Issue 39 item 5: a 'conflito resolvido' entry is written only where the history shows the
 * conflict — another officer changed the field, and the value the author says was discarded is
 * theirs (keep mine) or the author's own while theirs stays (use theirs). Any other claim is refused
 * (422 RESOLUCAO_INVALIDA) with nothing applied and no history row. Two officers: the case's
 * creator (A) and the colleague it was shared with (B), on the case's name.
 */
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { casoAlteracoes } from '../../db/schema';
import { criarCasoCompleto } from '../../test/fixtures';
import { setupTestServer } from '../../test/harness';

const server = setupTestServer();

async function casoRenomeadoPorB() {
  const a = await server.login('delegado');
  const b = await server.login('escrivao');
  const { casoId } = await criarCasoCompleto(server, a);
  const url = `/casos/${casoId}/nome`;
  const put = (cookie: string, payload: object) => server.api({ method: 'PUT', url, cookie, payload });
  expect((await put(b, { name: 'Nome de B', versao_base: 1 })).statusCode).toBe(200);
  // A's form, opened on version 1, meets B's name: a conflict, answered on version 2.
  const conflito = await put(a, { name: 'Nome de A', versao_base: 1 });
  expect(conflito.json()).toMatchObject({ code: 'EDIT_CONFLICT', conflito: { versao_atual: 2 } });
  const historico = () =>
    server.db
      .select()
      .from(casoAlteracoes)
      .where(eq(casoAlteracoes.registroId, casoId))
      .orderBy(asc(casoAlteracoes.versao));
  const nome = async () =>
    ((await server.api({ method: 'GET', url: `/casos/${casoId}`, cookie: a })).json() as { name: string })
      .name;
  return { a, b, put, historico, nome };
}

describe('a conflict resolution', () => {
  it('is refused with a discarded value the record never held, nothing applied', async () => {
    const { a, put, historico, nome } = await casoRenomeadoPorB();
    const linhas = (await historico()).length;
    const inventada = await put(a, {
      name: 'Nome de A',
      versao_base: 2,
      resolucao: [{ campo: 'name', descartado: 'Valor Inventado', escolha: 'meu' }],
    });
    expect(inventada.statusCode, inventada.body).toBe(422);
    expect(inventada.json()).toMatchObject({
      code: 'RESOLUCAO_INVALIDA',
      message: expect.stringContaining('o valor descartado não é o que o registro guarda'),
    });
    expect(await nome()).toBe('Nome de B');
    expect(await historico()).toHaveLength(linhas);

    // The same choice naming the value B left is the conflict the history shows: recorded.
    const verdadeira = await put(a, {
      name: 'Nome de A',
      versao_base: 2,
      resolucao: [{ campo: 'name', descartado: 'Nome de B', escolha: 'meu' }],
    });
    expect(verdadeira.statusCode, verdadeira.body).toBe(200);
    expect((await historico()).at(-1)).toMatchObject({
      acao: 'conflito_resolvido',
      campos: [{ campo: 'name', antes: 'Nome de B', depois: 'Nome de A', descartado: 'Nome de B' }],
    });
  });

  it('is refused on a field no one else changed', async () => {
    const a = await server.login('delegado');
    const { casoId } = await criarCasoCompleto(server, a);
    const url = `/casos/${casoId}/nome`;
    const put = (payload: object) => server.api({ method: 'PUT', url, cookie: a, payload });
    expect((await put({ name: 'Meu Primeiro Nome', versao_base: 1 })).statusCode).toBe(200);
    const propria = await put({
      name: 'Meu Segundo Nome',
      versao_base: 2,
      resolucao: [{ campo: 'name', descartado: 'Meu Primeiro Nome', escolha: 'meu' }],
    });
    expect(propria.statusCode, propria.body).toBe(422);
    expect(propria.json()).toMatchObject({
      code: 'RESOLUCAO_INVALIDA',
      message: expect.stringContaining('nenhuma outra pessoa alterou este campo'),
    });
    const sobrouNome = await server.api({ method: 'GET', url: `/casos/${casoId}`, cookie: a });
    expect((sobrouNome.json() as { name: string }).name).toBe('Meu Primeiro Nome');
  });

  it("keeps the colleague's value with the author's discarded, and refuses 'theirs' that changes it", async () => {
    const { a, put, historico, nome } = await casoRenomeadoPorB();
    const mudaria = await put(a, {
      name: 'Nome de A',
      versao_base: 2,
      resolucao: [{ campo: 'name', descartado: 'Nome de A', escolha: 'outro' }],
    });
    expect(mudaria.statusCode, mudaria.body).toBe(422);
    expect(await nome()).toBe('Nome de B');

    const outro = await put(a, {
      versao_base: 2,
      resolucao: [{ campo: 'name', descartado: 'Nome de A', escolha: 'outro' }],
    });
    expect(outro.statusCode, outro.body).toBe(200);
    expect(await nome()).toBe('Nome de B');
    expect((await historico()).at(-1)).toMatchObject({
      acao: 'conflito_resolvido',
      versao: 3,
      campos: [{ campo: 'name', antes: 'Nome de B', depois: 'Nome de B', descartado: 'Nome de A' }],
    });
  });
});
