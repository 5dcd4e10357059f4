import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { perfilPessoa } from '../../../shared/schemas/perfil';
import { pessoaBuscaResponse } from '../../../shared/schemas/pessoas';
import { logs, pessoas, vitimas } from '../../db/schema';
import { criarCasoCompleto } from '../../test/fixtures';
import { setupTestServer } from '../../test/harness';
import { novoCpf, pessoasApi, pontuado, userId, vinculo, vitimaHomicidio } from '../../test/pessoas-fixtures';

const server = setupTestServer();
const { criarCaso, post, put, del, auditoria } = pessoasApi(server);

const getCaso = (cookie: string, casoId: string) =>
  server.api({ method: 'GET', url: `/casos/${casoId}`, cookie });
const getPerfil = (cookie: string, pessoaId: string) =>
  server.api({ method: 'GET', url: `/pessoas/${pessoaId}/perfil`, cookie });

describe('one person, many cases', () => {
  it('starts a known person’s record in the new case from what is known, what was sent winning', async () => {
    const cookie = await server.login('delegado');
    const casoA = await criarCaso(cookie, 'Primeiro Caso');
    const casoB = await criarCaso(cookie, 'Segundo Caso');
    const cpf = novoCpf();

    const first = vitimaHomicidio({
      pessoa: { id: randomUUID(), nome: 'Roberto Nunes', cpf, vulgo: 'Beto', profissao: 'Motorista' },
      caracteristicas_fisicas: { barba: 'SIM' },
    });
    expect((await post(cookie, casoA.id, 'vitimas', first)).statusCode).toBe(201);
    const vitimaB = await post(
      cookie,
      casoB.id,
      'vitimas',
      vitimaHomicidio({ pessoa: { id: randomUUID(), nome: 'Outra Vítima' } }),
    );

    const second = vinculo(vitimaB.json().id, {
      pessoa: {
        id: randomUUID(),
        nome: 'Roberto N.',
        cpf: pontuado(cpf),
        vulgo: 'Outro',
        mae: 'Joana Nunes',
      },
      caracteristicas_fisicas: { barba: 'NÃO', bigode: 'SIM' },
    });
    const linked = await post(cookie, casoB.id, 'testemunhas', second);
    expect(linked.statusCode).toBe(201);
    expect(linked.json().pessoa).toMatchObject({
      id: first.pessoa.id,
      nome: 'Roberto N.',
      vulgo: 'Outro',
      mae: 'Joana Nunes',
      profissao: 'Motorista',
      cpf,
    });
    expect(linked.json().caracteristicas_fisicas).toMatchObject({ barba: 'NÃO', bigode: 'SIM' });
    expect(await server.db.select().from(pessoas).where(eq(pessoas.cpf, cpf))).toHaveLength(1);
    const [audit] = await auditoria('testemunha.created', casoB.id);
    expect(audit?.context).toMatchObject({ pessoaId: first.pessoa.id, pessoaExistente: true });

    const emA = (await getCaso(cookie, casoA.id)).json().vitimas[0];
    expect(emA.pessoa).toMatchObject({ nome: 'Roberto Nunes', vulgo: 'Beto', mae: null });
    expect(emA.caracteristicas_fisicas).toMatchObject({ barba: 'SIM', bigode: null });

    const perfil = perfilPessoa.parse((await getPerfil(cookie, first.pessoa.id)).json());
    expect(perfil.pessoa).toMatchObject({ nome: 'Roberto N.', vulgo: 'Outro', mae: 'Joana Nunes' });
    expect(perfil.origens.nome?.caso.id).toBe(casoB.id);
    expect(perfil.caracteristicas_origem?.caso.id).toBe(casoB.id);
    expect(perfil.ocorrencias).toEqual([
      {
        tipo: 'testemunha',
        caso: { id: casoB.id, name: 'Segundo Caso', identificador: casoB.identificador },
        membro: true,
        acessivel: true,
      },
      {
        tipo: 'vitima',
        caso: { id: casoA.id, name: 'Primeiro Caso', identificador: casoA.identificador },
        membro: true,
        acessivel: true,
      },
    ]);

    const outsider = await server.login('investigador');
    const visto = await getPerfil(outsider, first.pessoa.id);
    expect(visto.statusCode).toBe(200);
    expect(visto.json().ocorrencias.map((o: { membro: boolean }) => o.membro)).toEqual([false, false]);
    const reads = await server.db.select().from(logs).where(eq(logs.action, 'pessoa.perfil.read'));
    expect(reads.filter((r) => r.context.pessoaId === first.pessoa.id).map((r) => r.userId)).toEqual(
      expect.arrayContaining([userId('delegado'), userId('investigador')]),
    );
  });

  it('links a person picked by id, and refuses the same person twice in one role of a case', async () => {
    const cookie = await server.login('delegado');
    const casoA = await criarCaso(cookie);
    const casoB = await criarCaso(cookie);
    const vitimaA = vitimaHomicidio();
    expect((await post(cookie, casoA.id, 'vitimas', vitimaA)).statusCode).toBe(201);
    const vitimaB = vitimaHomicidio({ pessoa: { id: randomUUID(), nome: 'Lúcia Ramos' } });
    expect((await post(cookie, casoB.id, 'vitimas', vitimaB)).statusCode).toBe(201);

    const picked = vinculo(vitimaB.id, {
      pessoa: { id: vitimaA.pessoa.id, nome: 'José da Silva', profissao: 'Pedreiro' },
    });
    const response = await post(cookie, casoB.id, 'suspeitos', picked);
    expect(response.statusCode).toBe(201);
    expect(response.json().pessoa).toMatchObject({ id: vitimaA.pessoa.id, profissao: 'Pedreiro' });

    const twice = await post(cookie, casoB.id, 'suspeitos', { ...picked, id: randomUUID() });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Esta pessoa já está cadastrada como suspeito neste caso.',
    });
  });

  it('resolves the phone’s id of a person linked by CPF in the operations queued after the create', async () => {
    const cookie = await server.login('delegado');
    const cpf = novoCpf();
    const primeiro = await criarCaso(cookie, 'Caso do Primeiro');
    const conhecido = vitimaHomicidio({ pessoa: { id: randomUUID(), nome: 'Pedro Conhecido', cpf } });
    expect((await post(cookie, primeiro.id, 'vitimas', conhecido)).statusCode).toBe(201);

    // Offline, the phone made its own id for the same person; the server links the known one.
    const segundo = await criarCaso(cookie, 'Caso do Segundo');
    const idDoAparelho = randomUUID();
    const criado = await post(
      cookie,
      segundo.id,
      'vitimas',
      vitimaHomicidio({ pessoa: { id: idDoAparelho, nome: 'Pedro Conhecido', cpf } }),
    );
    expect(criado.json().pessoa.id).toBe(conhecido.pessoa.id);

    const editado = await put(cookie, segundo.id, 'vitimas', idDoAparelho, {
      ...vitimaHomicidio({ pessoa: { id: idDoAparelho, nome: 'Pedro Conhecido', cpf, vulgo: 'Pedrão' } }),
      id: undefined,
    });
    expect(editado.statusCode).toBe(200);
    expect(editado.json().pessoa).toMatchObject({ id: conhecido.pessoa.id, vulgo: 'Pedrão' });
    expect((await getCaso(cookie, primeiro.id)).json().vitimas[0].pessoa.vulgo).toBeNull();

    expect((await getPerfil(cookie, idDoAparelho)).json().pessoa.id).toBe(conhecido.pessoa.id);

    expect((await del(cookie, segundo.id, 'vitimas', idDoAparelho)).statusCode).toBe(200);
    const restantes = await server.db.select().from(vitimas).where(eq(vitimas.pessoaId, conhecido.pessoa.id));
    expect(restantes.map((v) => v.casoId)).toEqual([primeiro.id]);
  });
});

describe('one case never rewrites another', () => {
  it('keeps a frozen case’s witness as it was when another case links and edits the same person', async () => {
    const delegado = await server.login('delegado');
    const casoA = await criarCasoCompleto(server, delegado);
    server.clock.advance(25 * 3_600_000);
    const investigador = await server.login('investigador');
    try {
      const casoC = await criarCaso(investigador, 'Caso do Investigador');
      // The repro of the issue: the witness of A, by the id the search gives.
      const linked = await post(investigador, casoC.id, 'vitimas', {
        ...vitimaHomicidio({ pessoa: { id: casoA.testemunhaId, nome: 'Testemunha Completa' } }),
      });
      expect(linked.statusCode).toBe(201);
      const rewritten = await put(investigador, casoC.id, 'vitimas', casoA.testemunhaId, {
        ...vitimaHomicidio({ pessoa: { id: casoA.testemunhaId, nome: 'Testemunha Reescrita' } }),
        id: undefined,
      });
      expect(rewritten.statusCode).toBe(200);
      expect(rewritten.json().pessoa.nome).toBe('Testemunha Reescrita');

      const emA = (await getCaso(await server.login('delegado'), casoA.casoId)).json();
      expect(emA.testemunhas[0].pessoa.nome).toBe('Testemunha Completa');
    } finally {
      server.clock.reset();
    }
  });

  it('shows a case’s documents only to those who may read it; others see them listed and justify first', async () => {
    const delegado = await server.login('delegado');
    const investigador = await server.login('investigador');
    const casoA = await criarCasoCompleto(server, delegado);
    const casoC = await criarCaso(investigador, 'Caso Vizinho');
    const linked = await post(investigador, casoC.id, 'vitimas', {
      ...vitimaHomicidio({ pessoa: { id: casoA.pessoaId, nome: 'Vítima Completa' } }),
    });
    expect(linked.statusCode).toBe(201);
    expect(linked.json().documentos).toBe(0);

    const lista = await server.api({
      method: 'GET',
      url: `/casos/${casoC.id}/pessoas/${casoA.pessoaId}/documentos`,
      cookie: investigador,
    });
    expect(lista.json().data).toEqual([]);
    const media = () => server.api({ method: 'GET', url: `/media/${casoA.mediaId}`, cookie: investigador });
    expect((await media()).statusCode).toBe(404);

    const perfil = perfilPessoa.parse((await getPerfil(investigador, casoA.pessoaId)).json());
    expect(perfil.documentos).toEqual([
      expect.objectContaining({
        id: casoA.documentoId,
        acessivel: false,
        caso: expect.objectContaining({ id: casoA.casoId }),
      }),
    ]);

    const acesso = await server.api({
      method: 'POST',
      url: `/casos/${casoA.casoId}/acessos`,
      cookie: investigador,
      payload: { id: randomUUID(), justificativa: 'Mesma vítima em caso da minha equipe' },
    });
    expect(acesso.statusCode).toBe(200);
    expect((await media()).statusCode).toBe(200);
    const depois = perfilPessoa.parse((await getPerfil(investigador, casoA.pessoaId)).json());
    expect(depois.documentos[0]?.acessivel).toBe(true);

    const leituras = await server.db
      .select()
      .from(logs)
      .where(and(eq(logs.action, 'media.read'), eq(logs.userId, userId('investigador'))));
    expect(leituras.map((row) => row.context.mediaId)).toContain(casoA.mediaId);
  });
});

describe('the person search', () => {
  it('gives CPF, birth date and mother only with ver_perfil, and records whom each search showed', async () => {
    const delegado = await server.login('delegado');
    const perito = await server.login('perito');
    const caso = await criarCaso(delegado);
    const cpf = novoCpf();
    const vitima = vitimaHomicidio({
      pessoa: {
        id: randomUUID(),
        nome: 'Gervásio Buscado',
        cpf,
        mae: 'Ana Buscada',
        data_nascimento: '1980-02-03',
      },
    });
    expect((await post(delegado, caso.id, 'vitimas', vitima)).statusCode).toBe(201);

    const search = (cookie: string) =>
      server.api({
        method: 'GET',
        url: `/pessoas/busca?q=${encodeURIComponent('gervasio buscado')}`,
        cookie,
      });
    const completo = pessoaBuscaResponse.parse((await search(delegado)).json()).data[0];
    expect(completo).toMatchObject({ cpf, mae: 'Ana Buscada', data_nascimento: '1980-02-03' });
    const restrito = pessoaBuscaResponse.parse((await search(perito)).json()).data[0];
    expect(restrito).toEqual({
      id: vitima.pessoa.id,
      nome: 'Gervásio Buscado',
      vulgo: null,
      cpf: null,
      data_nascimento: null,
      mae: null,
      cpf_mascarado: `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`,
    });

    const buscas = await server.db
      .select()
      .from(logs)
      .where(and(eq(logs.action, 'pessoa.busca'), eq(logs.userId, userId('perito'))));
    expect(buscas.at(-1)?.context).toMatchObject({
      por: 'nome',
      pessoaIds: [vitima.pessoa.id],
      completo: false,
    });
    expect(JSON.stringify(buscas.at(-1))).not.toContain('gervasio');

    // By CPF: the first digits typed and the mask's six would give the whole CPF (its last two
    // are computed), so without ver_perfil only the whole CPF finds the person.
    const porCpf = async (cookie: string, q: string) =>
      pessoaBuscaResponse
        .parse(
          (
            await server.api({ method: 'GET', url: `/pessoas/busca?q=${encodeURIComponent(q)}`, cookie })
          ).json(),
        )
        .data.map((p) => p.id);
    expect(await porCpf(perito, cpf.slice(0, 3))).toEqual([]);
    expect(await porCpf(perito, `${cpf.slice(0, 1)}..`)).toEqual([]);
    expect(await porCpf(perito, cpf)).toEqual([vitima.pessoa.id]);
    expect(await porCpf(delegado, cpf.slice(0, 9))).toContain(vitima.pessoa.id);
  });
});
