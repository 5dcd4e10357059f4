import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { logs } from '../../db/schema';
import { setupTestServer } from '../../test/harness';
import { PERSONAS } from '../../test/personas';
import { novoCpf, pessoasApi, pontuado, userId, vitimaHomicidio } from '../../test/pessoas-fixtures';
import { setupSecondNode } from '../../test/segundo-no';

/**
 * Without ver_perfil the CPF shows masked, and a search by the whole CPF says whether it is that
 * person's: at most a thousand searches would complete a mask. They are capped per user and hour.
 */
const server = setupTestServer({ CPF_BUSCAS_POR_HORA: '3' });
const segundoNo = setupSecondNode(server);
const api = pessoasApi(server);

const get = (cookie: string, url: string) => server.api({ method: 'GET', url, cookie });
const getCaso = async (cookie: string, casoId: string) => (await get(cookie, `/casos/${casoId}`)).json();
const buscaPorCpf = (cookie: string, lista: 'pessoas' | 'casos', cpf: string) =>
  get(cookie, `/busca/${lista}?cpf=${encodeURIComponent(cpf)}`);

describe('searches by a whole CPF without ver_perfil', () => {
  it('are refused past the hour’s limit, each list on its own count, the refusal on the log', async () => {
    const perito = await server.login('perito');
    for (let n = 0; n < 3; n += 1) {
      expect((await buscaPorCpf(perito, 'pessoas', novoCpf())).statusCode).toBe(200);
    }
    const recusada = await buscaPorCpf(perito, 'pessoas', pontuado(novoCpf()));
    expect(recusada.statusCode).toBe(429);
    expect(recusada.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Limite de 3 buscas por CPF por hora atingido. Tente de novo em 60 minutos.',
    });
    // Other filters are not counted; the case list counts its own searches.
    expect((await get(perito, '/busca/pessoas?nome=Maria')).statusCode).toBe(200);
    expect((await buscaPorCpf(perito, 'casos', novoCpf())).statusCode).toBe(200);
    // One count for the cluster: a second server behind the same address adds to it.
    const noSegundo = () =>
      segundoNo.api({ method: 'GET', url: `/busca/casos?cpf=${novoCpf()}`, cookie: perito });
    expect((await noSegundo()).statusCode).toBe(200);
    expect((await noSegundo()).statusCode).toBe(200);
    expect((await buscaPorCpf(perito, 'casos', novoCpf())).statusCode).toBe(429);

    const avisos = await server.db
      .select()
      .from(logs)
      .where(and(eq(logs.action, 'busca.cpf_recusada'), eq(logs.userId, userId('perito'))));
    expect(avisos.map((aviso) => aviso.context.onde).sort()).toEqual(['busca.casos', 'busca.pessoas']);
    const daPessoas = avisos.find((aviso) => aviso.context.onde === 'busca.pessoas');
    expect(daPessoas).toMatchObject({
      level: 'WARNING',
      context: { onde: 'busca.pessoas', buscas: 4, limite: 3 },
    });
  });

  it('in the add forms’ registry search count only the whole CPF, which alone can answer', async () => {
    const perito = await server.login('perito');
    const cpf = novoCpf();
    // A prefix finds nobody without ver_perfil (pessoa-busca.service.ts): nothing to count.
    for (let n = 0; n < 5; n += 1) {
      expect((await get(perito, `/pessoas/busca?q=${cpf.slice(0, 4 + n)}`)).statusCode).toBe(200);
    }
    for (let n = 0; n < 3; n += 1) {
      expect((await get(perito, `/pessoas/busca?q=${novoCpf()}`)).statusCode).toBe(200);
    }
    const recusada = await get(perito, `/pessoas/busca?q=${cpf}`);
    expect(recusada.statusCode).toBe(429);
    expect(recusada.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await get(perito, '/pessoas/busca?q=Maria')).statusCode).toBe(200);
  });

  it('count a CPF typed into a case’s person too, which answers whose it is: added, or edited to another', async () => {
    const investigador = await server.login('investigador');
    const caso = await api.criarCaso(investigador);
    const membro = { id: randomUUID(), matricula: PERSONAS.perito.matricula, name: 'Perito', cargo_id: 1 };
    expect(
      (
        await server.api({
          method: 'POST',
          url: `/casos/${caso.id}/equipe`,
          cookie: investigador,
          payload: membro,
        })
      ).statusCode,
    ).toBe(201);
    const perito = await server.login('perito');
    const comCpf = (cpf: string | null) =>
      vitimaHomicidio({ pessoa: { id: randomUUID(), nome: 'José da Silva', cpf } });

    const semCpf = (await api.post(perito, caso.id, 'vitimas', comCpf(null))).json();
    const criada = comCpf(novoCpf());
    expect((await api.post(perito, caso.id, 'vitimas', criada)).statusCode).toBe(201);
    const editada = await api.put(perito, caso.id, 'vitimas', semCpf.pessoa.id, {
      pessoa: { id: semCpf.pessoa.id, nome: 'José da Silva', cpf: novoCpf() },
    });
    expect(editada.statusCode, editada.body).toBe(200);
    // The same CPF sent again in an edit asks nothing new.
    const mesma = await api.put(
      perito,
      caso.id,
      'vitimas',
      semCpf.pessoa.id,
      { pessoa: { id: semCpf.pessoa.id, nome: 'José de Souza', cpf: editada.json().pessoa.cpf } },
      2,
    );
    expect(mesma.statusCode, mesma.body).toBe(200);

    // A person found by name (masked CPF) linked by id, then that link "resent" under a new person
    // id with a guessed CPF: answered as a repeat only when the guess is the holder's. It counts.
    const cpfDaConhecida = novoCpf();
    const anterior = await api.criarCaso(investigador);
    const conhecida = (await api.post(investigador, anterior.id, 'vitimas', comCpf(cpfDaConhecida))).json();
    const ligacao = vitimaHomicidio({ pessoa: { id: conhecida.pessoa.id, nome: 'José da Silva' } });
    expect((await api.post(perito, caso.id, 'vitimas', ligacao)).statusCode).toBe(201);
    const sondagem = { ...ligacao, pessoa: { id: randomUUID(), nome: 'José da Silva', cpf: cpfDaConhecida } };
    expect((await api.post(perito, caso.id, 'vitimas', sondagem)).statusCode).toBe(200);

    const recusada = await api.post(perito, caso.id, 'vitimas', comCpf(novoCpf()));
    expect(recusada.statusCode).toBe(429);
    expect(recusada.json()).toMatchObject({ code: 'RATE_LIMITED' });
    const outraEdicao = await api.put(
      perito,
      caso.id,
      'vitimas',
      semCpf.pessoa.id,
      { pessoa: { id: semCpf.pessoa.id, nome: 'José de Souza', cpf: novoCpf() } },
      3,
    );
    expect(outraEdicao.statusCode).toBe(429);
    // The CPF a person of another case holds, sent for them by id: refused as any guess is, right
    // or wrong (it was let through as "what the person holds", a guess answered with no count).
    const cpfDeFora = novoCpf();
    const deFora = (await api.post(investigador, anterior.id, 'vitimas', comCpf(cpfDeFora))).json();
    for (const palpite of [cpfDeFora, novoCpf()]) {
      const edicao = await api.put(perito, caso.id, 'vitimas', deFora.pessoa.id, {
        pessoa: { id: deFora.pessoa.id, nome: 'José da Silva', cpf: palpite },
      });
      expect(edicao.statusCode, edicao.body).toBe(429);
      const vinculo = vitimaHomicidio({
        pessoa: { id: deFora.pessoa.id, nome: 'José da Silva', cpf: palpite },
      });
      expect((await api.post(perito, caso.id, 'vitimas', vinculo)).statusCode).toBe(429);
    }
    // Nothing of the refused ones was kept.
    expect((await getCaso(perito, caso.id)).vitimas).toHaveLength(3);
    // The outbox resending a create that went through asks nothing new, past the limit too.
    expect((await api.post(perito, caso.id, 'vitimas', criada)).statusCode).toBe(200);
  });

  it('are not counted for whoever reads the CPF whole anyway (ver_perfil)', async () => {
    const delegado = await server.login('delegado');
    for (let n = 0; n < 5; n += 1) {
      expect((await buscaPorCpf(delegado, 'pessoas', novoCpf())).statusCode).toBe(200);
      expect((await get(delegado, `/pessoas/busca?q=${novoCpf()}`)).statusCode).toBe(200);
    }
  });
});
