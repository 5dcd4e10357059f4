/**
 * Issue 26: the case's history read back page by page loses nothing, even where one write left
 * many rows at the same instant (a page cut through them).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ALTERACOES_POR_PAGINA } from '../../../shared/schemas/versao';
import { casoAlteracoes, users } from '../../db/schema';
import { criarCasoCompleto } from '../../test/fixtures';
import { setupTestServer } from '../../test/harness';

const server = setupTestServer();

describe('GET /casos/:casoId/alteracoes, paged', () => {
  it('gives every row once across pages, rows sharing one instant included', async () => {
    const cookie = await server.login('delegado');
    const { casoId } = await criarCasoCompleto(server, cookie);
    const [autor] = await server.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.matricula, '1000002'));
    const em = new Date('2026-11-20T10:00:00.123456Z');
    const inseridos = Array.from({ length: ALTERACOES_POR_PAGINA + 5 }, (_, i) => ({
      id: randomUUID(),
      casoId,
      recurso: 'vitima',
      registroId: randomUUID(),
      registro: `Vítima ${i}`,
      acao: 'alterado',
      versao: 2,
      userId: autor?.id ?? '',
      em,
      campos: [{ campo: 'pessoa.nome', antes: 'A', depois: 'B' }],
      revisao: 2,
    }));
    await server.db.insert(casoAlteracoes).values(inseridos);

    const vistos: string[] = [];
    let url = `/casos/${casoId}/alteracoes`;
    for (let pagina = 0; pagina < 5; pagina++) {
      const resposta = await server.api({ method: 'GET', url, cookie });
      expect(resposta.statusCode, resposta.body).toBe(200);
      const linhas = resposta.json() as { id: string; em: string }[];
      if (linhas.length === 0) break;
      vistos.push(...linhas.map((l) => l.id));
      const ultima = linhas.at(-1);
      url = `/casos/${casoId}/alteracoes?antes=${encodeURIComponent(ultima?.em ?? '')}&antes_id=${ultima?.id}`;
    }
    expect(new Set(vistos).size).toBe(vistos.length);
    for (const { id } of inseridos) expect(vistos).toContain(id);
  });
});
