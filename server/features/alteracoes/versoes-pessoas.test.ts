/**
 * Issue 26 on a victim, the repros as two officers meet them: a stale form's untouched fields never
 * undo a colleague's change, a field both changed is a conflict with both values and nothing
 * applied, and a part left out of a partial body stays as it was.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conflitoEdicao } from '../../../shared/schemas/versao';
import { casoAlteracoes } from '../../db/schema';
import { criarCasoCompleto } from '../../test/fixtures';
import { setupTestServer } from '../../test/harness';
import { JOAO_PESSOA } from '../../test/pessoas-fixtures';

const server = setupTestServer();

async function vitimaDoCaso(cookie: string) {
  const caso = await criarCasoCompleto(server, cookie);
  const url = `/casos/${caso.casoId}/vitimas/${caso.pessoaId}`;
  const lida = await server.api({ method: 'GET', url: `/casos/${caso.casoId}`, cookie });
  const vitima = (lida.json() as { vitimas: Record<string, unknown>[] }).vitimas[0] as {
    id: string;
    versao: number;
    pessoa: Record<string, unknown>;
    endereco: Record<string, unknown> | null;
  };
  return { caso, url, vitima };
}

const put = (url: string, cookie: string, payload: object) =>
  server.api({ method: 'PUT', url, cookie, payload });

describe('PUT /casos/:casoId/vitimas/:pessoaId with versions', () => {
  it('merges a stale form that changed another field, refuses the same field, applies a resolution', async () => {
    const a = await server.login('delegado');
    const b = await server.login('escrivao');
    const { caso, url, vitima } = await vitimaDoCaso(a);
    expect(vitima.versao).toBe(1);
    const aberta = vitima.pessoa;

    const renomeada = await put(url, a, { versao_base: 1, pessoa: { ...aberta, nome: 'Maria Renomeada' } });
    expect(renomeada.statusCode).toBe(200);
    expect(renomeada.json()).toMatchObject({ versao: 2, pessoa: { nome: 'Maria Renomeada' } });

    // B's form was opened on version 1: only the profession changed, the name is B's old copy.
    const fundida = await put(url, b, { versao_base: 1, pessoa: { ...aberta, profissao: 'Enfermeira' } });
    expect(fundida.statusCode).toBe(200);
    expect(fundida.json()).toMatchObject({
      versao: 3,
      pessoa: { nome: 'Maria Renomeada', profissao: 'Enfermeira' },
    });

    const conflito = await put(url, b, { versao_base: 1, pessoa: { ...aberta, nome: 'Maria de B' } });
    expect(conflito.statusCode).toBe(409);
    const corpo = conflito.json() as { code: string; conflito: unknown };
    expect(corpo.code).toBe('EDIT_CONFLICT');
    const detalhe = conflitoEdicao.parse(corpo.conflito);
    expect(detalhe).toMatchObject({ recurso: 'vitima', id: vitima.id, versao_atual: 3 });
    expect(detalhe.campos).toEqual([
      expect.objectContaining({
        campo: 'pessoa.nome',
        base: aberta.nome,
        seu: 'Maria de B',
        atual: 'Maria Renomeada',
        por: expect.objectContaining({ matricula: '1000002' }),
      }),
    ]);
    expect(detalhe.atual).toMatchObject({ versao: 3, pessoa: { nome: 'Maria Renomeada' } });
    const depois = await server.api({ method: 'GET', url: `/casos/${caso.casoId}`, cookie: a });
    expect((depois.json() as { vitimas: { pessoa: { nome: string } }[] }).vitimas[0]?.pessoa.nome).toBe(
      'Maria Renomeada',
    );

    const resolvida = await put(url, b, {
      versao_base: 3,
      pessoa: { ...aberta, nome: 'Maria de B', profissao: 'Enfermeira' },
      resolucao: [{ campo: 'pessoa.nome', descartado: 'Maria Renomeada', escolha: 'meu' }],
    });
    expect(resolvida.statusCode).toBe(200);
    expect(resolvida.json()).toMatchObject({ versao: 4, pessoa: { nome: 'Maria de B' } });

    const historico = await server.db
      .select()
      .from(casoAlteracoes)
      .where(and(eq(casoAlteracoes.registroId, vitima.id)))
      .orderBy(asc(casoAlteracoes.versao));
    expect(historico.map((h) => [h.versao, h.acao])).toEqual([
      [2, 'alterado'],
      [3, 'alterado'],
      [4, 'conflito_resolvido'],
    ]);
    expect(historico[2]?.campos).toEqual([
      { campo: 'pessoa.nome', antes: 'Maria Renomeada', depois: 'Maria de B', descartado: 'Maria Renomeada' },
    ]);
  });

  it('leaves every part a partial body leaves out as it was', async () => {
    const a = await server.login('delegado');
    const { url, vitima } = await vitimaDoCaso(a);
    const comEndereco = await put(url, a, {
      versao_base: 1,
      endereco: { id: randomUUID(), rua: 'Rua das Flores', cidade_id: JOAO_PESSOA },
    });
    expect(comEndereco.statusCode).toBe(200);

    const soNotas = await put(url, a, { versao_base: 2, anotacoes: 'Só a nota' });
    expect(soNotas.statusCode).toBe(200);
    expect(soNotas.json()).toMatchObject({
      versao: 3,
      anotacoes: 'Só a nota',
      pessoa: { nome: vitima.pessoa.nome },
      endereco: { rua: 'Rua das Flores' },
    });
  });

  it("changes only the person's fields a partial part names", async () => {
    const a = await server.login('delegado');
    const { url, vitima } = await vitimaDoCaso(a);
    const comProfissao = await put(url, a, {
      versao_base: 1,
      pessoa: { ...vitima.pessoa, profissao: 'Pedreiro' },
    });
    expect(comProfissao.statusCode, comProfissao.body).toBe(200);

    const soNome = await put(url, a, {
      versao_base: 2,
      pessoa: { id: vitima.pessoa.id, nome: 'Maria Só Nome' },
    });
    expect(soNome.statusCode, soNome.body).toBe(200);
    expect(soNome.json()).toMatchObject({
      versao: 3,
      pessoa: { ...vitima.pessoa, nome: 'Maria Só Nome', profissao: 'Pedreiro' },
    });
    const [linha] = await server.db
      .select()
      .from(casoAlteracoes)
      .where(and(eq(casoAlteracoes.registroId, vitima.id), eq(casoAlteracoes.versao, 3)));
    expect(linha?.campos).toEqual([
      { campo: 'pessoa.nome', antes: vitima.pessoa.nome, depois: 'Maria Só Nome' },
    ]);
    // A field named empty is emptied: only a field left out stays.
    const semProfissao = await put(url, a, {
      versao_base: 3,
      pessoa: { id: vitima.pessoa.id, profissao: '' },
    });
    expect(semProfissao.json()).toMatchObject({ pessoa: { nome: 'Maria Só Nome', profissao: null } });
  });

  it('refuses a write that names no version, naming what it would replace; its resolution is applied', async () => {
    const a = await server.login('delegado');
    const b = await server.login('escrivao');
    const { caso } = await vitimaDoCaso(a);
    const url = `/casos/${caso.casoId}/nome`;
    expect((await put(url, a, { name: 'Nome dado por A', versao_base: 1 })).statusCode).toBe(200);
    // A write queued by an app from before versions: neither applied nor dropped.
    const semVersao = await put(url, b, { name: 'Nome dado por B' });
    expect(semVersao.statusCode, semVersao.body).toBe(428);
    const corpo = semVersao.json() as { code: string; message: string; conflito: unknown };
    expect(corpo.code).toBe('VERSAO_OBRIGATORIA');
    expect(corpo.message).toMatch(/versão do registro/);
    const conflito = conflitoEdicao.parse(corpo.conflito);
    expect(conflito).toMatchObject({ recurso: 'caso', versao_atual: 2, atual: { name: 'Nome Dado Por A' } });
    expect(conflito.campos).toEqual([
      expect.objectContaining({
        campo: 'name',
        seu: 'Nome Dado Por B',
        atual: 'Nome Dado Por A',
        por: expect.objectContaining({ matricula: '1000002' }),
      }),
    ]);
    const lido = async () =>
      (
        (await server.api({ method: 'GET', url: `/casos/${caso.casoId}`, cookie: b })).json() as {
          name: string;
        }
      ).name;
    expect(await lido()).toBe('Nome Dado Por A');

    // Its author chose their value, on the version the refusal named.
    const resolvido = await put(url, b, {
      name: 'Nome dado por B',
      versao_base: conflito.versao_atual,
      resolucao: [{ campo: 'name', descartado: 'Nome Dado Por A', escolha: 'meu' }],
    });
    expect(resolvido.statusCode, resolvido.body).toBe(200);
    expect(await lido()).toBe('Nome Dado Por B');
  });
});
