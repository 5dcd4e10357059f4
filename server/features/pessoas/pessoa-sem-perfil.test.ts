/**
 * A user without ver_perfil links a known person to their case: the record starts from what the
 * search showed them, and what other cases later correct reads as the search shows it
 * (docs/decisions.md, 30/11).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { perfilPessoa } from '../../../shared/schemas/perfil';
import { setupTestServer } from '../../test/harness';
import { novoCpf, pessoasApi, vinculo, vitimaHomicidio } from '../../test/pessoas-fixtures';

const server = setupTestServer();
const { criarCaso, post, auditoria } = pessoasApi(server);

const getPerfil = (cookie: string, pessoaId: string) =>
  server.api({ method: 'GET', url: `/pessoas/${pessoaId}/perfil`, cookie });

describe('a known person linked without ver_perfil', () => {
  it('starts the record from only what the search showed for a user without ver_perfil: no CPF, mother, address or traits of other cases', async () => {
    const delegado = await server.login('delegado');
    const casoA = await criarCaso(delegado, 'Caso do Cadastro');
    const cpf = novoCpf();
    const conhecida = vitimaHomicidio({
      pessoa: { id: randomUUID(), nome: 'Roberto Nunes', cpf, vulgo: 'Beto', mae: 'Joana Nunes' },
      endereco: { id: randomUUID(), rua: 'Rua das Trincheiras', numero: '120', bairro: 'Centro' },
      caracteristicas_fisicas: { barba: 'SIM' },
    });
    expect((await post(delegado, casoA.id, 'vitimas', conhecida)).statusCode).toBe(201);
    // The forensic expert is on the team of another case, and has the person's id from a search.
    const casoB = await criarCaso(delegado, 'Caso da Perícia');
    const equipe = await server.api({
      method: 'POST',
      url: `/casos/${casoB.id}/equipe`,
      cookie: delegado,
      payload: { id: randomUUID(), matricula: '1000005', name: 'Perito', cargo_id: 7 },
    });
    expect(equipe.statusCode, equipe.body).toBe(201);
    const vitimaB = await post(delegado, casoB.id, 'vitimas', vitimaHomicidio());
    const perito = await server.login('perito');
    const ligada = await post(
      perito,
      casoB.id,
      'testemunhas',
      vinculo(vitimaB.json().id, { pessoa: { id: conhecida.pessoa.id, nome: 'Roberto Nunes' } }),
    );
    expect(ligada.statusCode, ligada.body).toBe(201);
    expect(ligada.json().pessoa).toMatchObject({
      id: conhecida.pessoa.id,
      nome: 'Roberto Nunes',
      vulgo: 'Beto',
      cpf: null,
      mae: null,
    });
    expect(ligada.json().endereco).toBeNull();
    expect(ligada.json().caracteristicas_fisicas).toBeNull();
    const [trilha] = await auditoria('testemunha.created', casoB.id);
    expect(trilha?.context).toMatchObject({ pessoaId: conhecida.pessoa.id, pessoaExistente: true });
    // What the registry knows stays for those who read profiles.
    const perfil = perfilPessoa.parse((await getPerfil(delegado, conhecida.pessoa.id)).json());
    expect(perfil.pessoa).toMatchObject({ cpf, mae: 'Joana Nunes' });

    // A third case corrects who the person is: the expert's case hears of it as the search shows it.
    const casoC = await criarCaso(delegado, 'Caso da Correção');
    const outroCpf = novoCpf();
    const correcao = vitimaHomicidio({
      pessoa: { id: conhecida.pessoa.id, nome: 'Roberto Nunes', cpf: outroCpf, mae: 'Maria Nunes' },
    });
    expect((await post(delegado, casoC.id, 'vitimas', correcao)).statusCode).toBe(201);
    const historico = async (cookie: string) =>
      (await server.api({ method: 'GET', url: `/casos/${casoB.id}/alteracoes`, cookie }))
        .json()
        .find((a: { origem?: string }) => a.origem === casoC.identificador).campos;
    const mascara = (c: string) => `***.${c.slice(3, 6)}.${c.slice(6, 9)}-**`;
    expect(await historico(perito)).toEqual([
      { campo: 'pessoa.cpf', antes: mascara(cpf), depois: mascara(outroCpf) },
      {
        campo: 'pessoa.mae',
        antes: '(visível a quem vê perfis de pessoas)',
        depois: '(visível a quem vê perfis de pessoas)',
      },
    ]);
    expect(await historico(delegado)).toEqual([
      { campo: 'pessoa.cpf', antes: cpf, depois: outroCpf },
      { campo: 'pessoa.mae', antes: 'Joana Nunes', depois: 'Maria Nunes' },
    ]);
  });
});
