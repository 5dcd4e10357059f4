/**
 * A record's history is found by its id. A create under an id another record already has a history
 * for (a person of another case, by its link's id) is refused as an id taken: deleted without a
 * version, such a borrowed record would answer the other's latest fields and who changed them. An
 * id taken before the other record had any history is not refused; what that case writes later is
 * then read only there (the history of a record is read in its own case).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { setupTestServer } from '../test/harness';
import { pessoasApi, vitimaHomicidio } from '../test/pessoas-fixtures';

const server = setupTestServer();
const api = pessoasApi(server);

const acionamento = (cookie: string, casoId: string, id: string) =>
  server.api({
    method: 'POST',
    url: `/casos/${casoId}/acionamentos`,
    cookie,
    payload: { id, tipo: 'Acionamento da Polícia Civil', horario: new Date().toISOString() },
  });
const apagar = (cookie: string, casoId: string, id: string, query = '') =>
  server.api({ method: 'DELETE', url: `/casos/${casoId}/acionamentos/${id}${query}`, cookie });

describe('an id that already names another record', () => {
  it('is refused to a new record of another kind, in another case', async () => {
    const delegado = await server.login('delegado');
    const doDelegado = await api.criarCaso(delegado, 'Caso do Delegado');
    const vitima = vitimaHomicidio();
    expect((await api.post(delegado, doDelegado.id, 'vitimas', vitima)).statusCode).toBe(201);
    const editada = await api.put(delegado, doDelegado.id, 'vitimas', vitima.pessoa.id, {
      pessoa: { ...vitima.pessoa, mae: 'Joana Nova' },
      vitima: vitima.vitima,
    });
    expect(editada.statusCode).toBe(200);

    const investigador = await server.login('investigador');
    const outro = await api.criarCaso(investigador, 'Caso de Outra Equipe');
    const emprestado = await acionamento(investigador, outro.id, vitima.id);
    expect(emprestado.statusCode).toBe(409);
    expect(emprestado.json().code).toBe('IDEMPOTENCY_CONFLICT');
    // Nothing was made under it, so nothing of the victim can be read back through it.
    const apagado = await apagar(investigador, outro.id, vitima.id);
    expect(JSON.stringify(apagado.json())).not.toContain('Joana Nova');

    const proprio = await acionamento(investigador, outro.id, randomUUID());
    expect(proprio.statusCode).toBe(201);
  });

  it('taken before the other record had a history, reads none of what the other case writes later', async () => {
    const delegado = await server.login('delegado');
    const doDelegado = await api.criarCaso(delegado, 'Caso da Vítima');
    const vitima = vitimaHomicidio();
    expect((await api.post(delegado, doDelegado.id, 'vitimas', vitima)).statusCode).toBe(201);

    // The victim's link has no history yet: the id is free to claim in another case.
    const investigador = await server.login('investigador');
    const outro = await api.criarCaso(investigador, 'Caso do Espião');
    const tomado = await acionamento(investigador, outro.id, vitima.id);
    expect(tomado.statusCode).toBe(201);

    const editada = await api.put(delegado, doDelegado.id, 'vitimas', vitima.pessoa.id, {
      pessoa: { ...vitima.pessoa, mae: 'Joana Segredo' },
      vitima: vitima.vitima,
    });
    expect(editada.statusCode).toBe(200);

    for (const query of ['', '?versao_base=1']) {
      const resposta = JSON.stringify((await apagar(investigador, outro.id, vitima.id, query)).json());
      expect(resposta, query).not.toContain('Joana Segredo');
      expect(resposta, query).not.toContain('Bruno Delegado');
    }
  });

  it('deleted in another case, says nothing of the record there: its create resent is still a repeat', async () => {
    const delegado = await server.login('delegado');
    const doDelegado = await api.criarCaso(delegado, 'Caso da Vítima');
    const vitima = vitimaHomicidio();
    const primeiro = await api.post(delegado, doDelegado.id, 'vitimas', vitima);
    expect(primeiro.statusCode).toBe(201);

    // Someone who read the case takes the victim's id, and the case's, in a case of their own and deletes them.
    const investigador = await server.login('investigador');
    const outro = await api.criarCaso(investigador, 'Caso do Espião');
    for (const id of [vitima.id, doDelegado.id]) {
      expect((await acionamento(investigador, outro.id, id)).statusCode).toBe(201);
      expect((await apagar(investigador, outro.id, id, '?versao_base=1')).statusCode).toBe(200);
    }

    // The delegate's phone resends both creates, their answers lost: repeats, never 'apagado'.
    const vitimaDeNovo = await api.post(delegado, doDelegado.id, 'vitimas', vitima);
    expect(vitimaDeNovo.statusCode, vitimaDeNovo.body).toBe(200);
    // Its version is counted by the id, the other case's rows too (decisions: 'lido no caso dele').
    expect(vitimaDeNovo.json()).toMatchObject({ id: vitima.id, pessoa: { id: vitima.pessoa.id } });
    const casoDeNovo = await server.api({
      method: 'POST',
      url: '/casos',
      cookie: delegado,
      payload: { id: doDelegado.id, name: 'Caso da Vítima' },
    });
    expect(casoDeNovo.statusCode, casoDeNovo.body).toBe(200);
  });
});
