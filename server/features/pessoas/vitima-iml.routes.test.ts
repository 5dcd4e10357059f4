/** Issue 42 item 3: the IML's request and laudo of each victim, on the victim, in the search. */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { setupTestServer } from '../../test/harness';
import { pessoasApi, vitimaHomicidio } from '../../test/pessoas-fixtures';

const server = setupTestServer();
const api = pessoasApi(server);

const putIml = (cookie: string, casoId: string, pessoaId: string, payload: object) =>
  server.api({ method: 'PUT', url: `/casos/${casoId}/vitimas/${pessoaId}/iml`, cookie, payload });

describe('IML of a victim', () => {
  it('records the request with its date, then the laudo weeks later (past the 24 hours), with versions', async () => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie);
    const nome = `Vítima do IML ${randomUUID().slice(0, 6)}`;
    const vitima = (
      await api.post(cookie, caso.id, 'vitimas', vitimaHomicidio({ pessoa: { id: randomUUID(), nome } }))
    ).json();
    expect(vitima.vitima).toMatchObject({ guia_iml: null, laudo_iml: null });

    const guia = await putIml(cookie, caso.id, vitima.pessoa.id, {
      guia_iml: '1234/2026',
      guia_iml_data: '2026-11-21',
      versao_base: vitima.versao,
    });
    expect(guia.statusCode).toBe(200);
    expect(guia.json().vitima).toMatchObject({ guia_iml: '1234/2026', guia_iml_data: '2026-11-21' });
    const versao = guia.json().versao;
    expect(versao).toBe(vitima.versao + 1);
    expect((await putIml(cookie, caso.id, vitima.pessoa.id, { laudo_iml: '9' })).statusCode).toBe(428);
    expect(
      (
        await putIml(cookie, caso.id, vitima.pessoa.id, { laudo_iml_data: '2026-02-30', versao_base: versao })
      ).json().issues,
    ).toEqual([{ path: 'laudo_iml_data', message: 'Data inválida.' }]);

    server.clock.advance(40 * 24 * 3_600_000);
    try {
      const depois = await server.login('investigador');
      const laudo = await putIml(depois, caso.id, vitima.pessoa.id, {
        laudo_iml: 'L-987/2026',
        laudo_iml_data: '2026-12-30',
        versao_base: versao,
      });
      expect(laudo.statusCode).toBe(200);
      expect(laudo.json().vitima).toMatchObject({ guia_iml: '1234/2026', laudo_iml: 'L-987/2026' });
      // The victim's own form is closed by then; only the IML's numbers are open.
      const edicao = await api.put(
        depois,
        caso.id,
        'vitimas',
        vitima.pessoa.id,
        { anotacoes: 'x' },
        versao + 1,
      );
      expect(edicao.json().code).toBe('EDIT_WINDOW_CLOSED');

      const historico = (
        await server.api({ method: 'GET', url: `/casos/${caso.id}/alteracoes`, cookie: depois })
      ).json();
      expect(JSON.stringify(historico)).toContain('vitima.laudo_iml');
      const rastro = await api.auditoria('vitima.iml', caso.id);
      expect(rastro.at(-1)?.context).toMatchObject({ laudo_iml: 'L-987/2026' });

      // In the search for the person, for readers of profiles.
      const delegado = await server.login('delegado');
      const busca = await server.api({
        method: 'GET',
        url: `/busca/pessoas?${new URLSearchParams({ nome })}`,
        cookie: delegado,
      });
      expect(busca.json().data[0].iml).toEqual([
        'Guia nº 1234/2026 de 21/11/2026 · Laudo nº L-987/2026 de 30/12/2026',
      ]);
      const perito = await server.login('perito');
      const semPerfil = await server.api({
        method: 'GET',
        url: `/busca/pessoas?${new URLSearchParams({ nome })}`,
        cookie: perito,
      });
      expect(semPerfil.json().data[0].iml).toEqual([]);
    } finally {
      server.clock.reset();
    }
  });

  it('is never written by a justified reader', async () => {
    const dono = await server.login('investigador');
    const caso = await api.criarCaso(dono);
    const vitima = (await api.post(dono, caso.id, 'vitimas', vitimaHomicidio())).json();
    const escrivao = await server.login('escrivao');
    expect(
      (await putIml(escrivao, caso.id, vitima.pessoa.id, { guia_iml: '1', versao_base: 1 })).statusCode,
    ).toBe(404);
    await server.api({
      method: 'POST',
      url: `/casos/${caso.id}/acessos`,
      cookie: escrivao,
      payload: { id: randomUUID(), justificativa: 'Mesmo suspeito de outro caso da equipe' },
    });
    const leitor = await putIml(escrivao, caso.id, vitima.pessoa.id, { guia_iml: '1', versao_base: 1 });
    expect(leitor.statusCode).toBe(403);
  });
});
