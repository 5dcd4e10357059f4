/**
 * Two tabs (or two officers) renaming or deleting the same case at the same moment: each write
 * changes the case's own row, so it must not hold a share of that row while it waits for the
 * other's turn — PostgreSQL would break the tie with a deadlock, a 500 to one of them.
 */
import { describe, expect, it } from 'vitest';
import { CARGO, equipeApi, membro } from '../../test/equipe';
import { setupTestServer } from '../../test/harness';
import { PERSONAS } from '../../test/personas';
import { pessoasApi } from '../../test/pessoas-fixtures';

const server = setupTestServer();
const { criarCaso } = pessoasApi(server);
const { postMembro } = equipeApi(server);

const RODADAS = 6;

/** A rename made on the case as opened at version 1, the way each tab's form sends it. */
const renomear = (cookie: string, casoId: string, name: string) =>
  server.api({ method: 'PUT', url: `/casos/${casoId}/nome`, cookie, payload: { name, versao_base: 1 } });

describe('the same case renamed or deleted twice at once', () => {
  it('answers both in turn, never a 500', async () => {
    const cookie = await server.login('delegado');
    for (let rodada = 0; rodada < RODADAS; rodada += 1) {
      const caso = await criarCaso(cookie, 'Nome de Partida');
      const respostas = await Promise.all([
        renomear(cookie, caso.id, 'Nome da Primeira Aba'),
        renomear(cookie, caso.id, 'Nome da Segunda Aba'),
      ]);
      // One author's two tabs: the later write wins, as their queued edits do (versao.ts).
      expect(respostas.map((r) => r.statusCode)).toEqual([200, 200]);
    }
  });

  it('deletes while the other tab renames, one after the other, never a 500', async () => {
    const cookie = await server.login('delegado');
    for (let rodada = 0; rodada < RODADAS; rodada += 1) {
      const caso = await criarCaso(cookie, 'Nome de Partida');
      const respostas = await Promise.all([
        server.api({ method: 'DELETE', url: `/casos/${caso.id}?versao_base=1`, cookie }),
        renomear(cookie, caso.id, 'Nome da Outra Aba'),
      ]);
      // The delete goes through either way (the rename is the author's own); a rename after it is told
      // the case is gone.
      expect([
        [200, 404],
        [200, 200],
      ]).toContainEqual(respostas.map((r) => r.statusCode));
      const depois = await server.api({ method: 'GET', url: `/casos/${caso.id}`, cookie });
      expect(depois.statusCode).toBe(404);
    }
  });

  it('two officers renaming from the same version: one is written, the other sees it in a conflict', async () => {
    const investigador = await server.login('investigador');
    const escrivao = await server.login('escrivao');
    for (let rodada = 0; rodada < RODADAS; rodada += 1) {
      const caso = await criarCaso(investigador, 'Nome de Partida');
      const escrivaoNaEquipe = membro({
        matricula: PERSONAS.escrivao.matricula,
        name: 'Davi Escrivão',
        cargo_id: CARGO.ESCRIVAO,
      });
      expect((await postMembro(investigador, caso.id, escrivaoNaEquipe)).statusCode).toBe(201);
      const respostas = await Promise.all([
        renomear(investigador, caso.id, 'Nome do Investigador'),
        renomear(escrivao, caso.id, 'Nome do Escrivão'),
      ]);
      const codigos = respostas.map((r) => r.statusCode);
      expect(codigos.sort()).toEqual([200, 409]);
      const escrito = respostas.find((r) => r.statusCode === 200)?.json().name;
      const conflito = respostas.find((r) => r.statusCode === 409)?.json();
      expect(conflito.conflito.campos).toEqual([expect.objectContaining({ campo: 'name', atual: escrito })]);
    }
  });
});
