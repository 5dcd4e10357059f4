import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { WIFI_ACIMA_MB_MENSAGEM } from '../../../shared/schemas/unidades';
import { logs, unidades } from '../../db/schema';
import { seededId } from '../../db/seeded-id';
import { setupTestServer } from '../../test/harness';

const server = setupTestServer();

/** The unit of the demo investigador, delegado and escrivão. */
const DH_JOAO_PESSOA = seededId('demo-unidade:dh-jp');
const JOAO_PESSOA = 2507507;

const dadosDaUnidade = {
  nome: 'Delegacia de Homicídios de João Pessoa',
  endereco: 'Rua Demonstrativa, 100, Centro',
  cidade_id: JOAO_PESSOA,
  srpc: 1,
};

async function limiteGuardado(): Promise<number | null> {
  const [row] = await server.db
    .select({ limite: unidades.wifi_acima_mb })
    .from(unidades)
    .where(eq(unidades.id, DH_JOAO_PESSOA));
  return row?.limite ?? null;
}

function alterar(cookie: string, wifi_acima_mb: unknown) {
  return server.api({
    method: 'PUT',
    url: `/unidades/${DH_JOAO_PESSOA}`,
    cookie,
    payload: { ...dadosDaUnidade, wifi_acima_mb },
  });
}

describe("a unit's Wi-Fi limit (issue 43)", () => {
  it('is set by the units administrator, on record, and reaches the session of the unit’s officers', async () => {
    const admin = await server.login('admin');
    const definido = await alterar(admin, 10);
    expect(definido.statusCode).toBe(200);
    expect(definido.json()).toMatchObject({ id: DH_JOAO_PESSOA, wifi_acima_mb: 10 });

    const investigador = await server.login('investigador');
    const sessao = await server.api({ method: 'GET', url: '/auth/me', cookie: investigador });
    expect(sessao.json().user.unidade.wifi_acima_mb).toBe(10);

    // Blank in the form: no wait at all.
    expect((await alterar(admin, '')).json().wifi_acima_mb).toBeNull();
    const depois = await server.api({ method: 'GET', url: '/auth/me', cookie: investigador });
    expect(depois.json().user.unidade.wifi_acima_mb).toBeNull();

    const linhas = await server.db
      .select({ message: logs.message, context: logs.context })
      .from(logs)
      .where(and(eq(logs.action, 'unidade.updated'), sql`${logs.context}->>'unidadeId' = ${DH_JOAO_PESSOA}`))
      .orderBy(logs.id);
    expect(linhas.map((linha) => linha.message)).toEqual([
      `Unidade ${dadosDaUnidade.nome} alterada; arquivos acima de 10 MB aguardam o Wi-Fi`,
      `Unidade ${dadosDaUnidade.nome} alterada; os arquivos não aguardam mais o Wi-Fi`,
    ]);
    expect(linhas[0]?.context).toMatchObject({
      antes: { wifi_acima_mb: null },
      depois: { wifi_acima_mb: 10 },
    });
  });

  it('is refused to whoever lacks the administration of units, and left as it was', async () => {
    const admin = await server.login('admin');
    await alterar(admin, 25);
    for (const persona of ['investigador', 'delegado', 'perito'] as const) {
      const response = await alterar(await server.login(persona), 1);
      expect(response.statusCode).toBe(403);
    }
    expect(await limiteGuardado()).toBe(25);
  });

  it('refuses a size out of range or not a whole number with a message in Portuguese', async () => {
    const admin = await server.login('admin');
    await alterar(admin, 25);
    for (const valor of [0, -5, 1001, 2.5, '1,5', 'muito', true]) {
      const response = await alterar(admin, valor);
      expect(response.statusCode, String(valor)).toBe(400);
      expect(response.json().issues).toEqual([{ path: 'wifi_acima_mb', message: WIFI_ACIMA_MB_MENSAGEM }]);
    }
    expect(WIFI_ACIMA_MB_MENSAGEM).toBe(
      'Informe um número inteiro de 1 a 1.000 MB, ou deixe em branco para não aguardar o Wi-Fi.',
    );
    expect(await limiteGuardado()).toBe(25);

    const nova = await server.api({
      method: 'POST',
      url: '/unidades',
      cookie: admin,
      payload: { id: randomUUID(), nome: 'Unidade com limite', cidade_id: JOAO_PESSOA, wifi_acima_mb: 5000 },
    });
    expect(nova.statusCode).toBe(400);
    expect(nova.json().issues[0].message).toBe(WIFI_ACIMA_MB_MENSAGEM);
  });
});
