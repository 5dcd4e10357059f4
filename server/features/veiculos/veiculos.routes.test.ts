import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { veiculo } from '../../../shared/schemas/veiculos';
import { setupTestServer } from '../../test/harness';
import { novoCpf, pessoasApi, vitimaHomicidio } from '../../test/pessoas-fixtures';

const server = setupTestServer();
const api = pessoasApi(server);

const post = (cookie: string, casoId: string, payload: object) =>
  server.api({ method: 'POST', url: `/casos/${casoId}/veiculos`, cookie, payload });
const put = (cookie: string, casoId: string, id: string, payload: object) =>
  server.api({ method: 'PUT', url: `/casos/${casoId}/veiculos/${id}`, cookie, payload });
const del = (cookie: string, casoId: string, id: string, versao: number) =>
  server.api({ method: 'DELETE', url: `/casos/${casoId}/veiculos/${id}?versao_base=${versao}`, cookie });
const getCaso = async (cookie: string, casoId: string) =>
  (await server.api({ method: 'GET', url: `/casos/${casoId}`, cookie })).json();
const issues = (response: { json(): { issues?: { path: string; message: string }[] } }) =>
  Object.fromEntries((response.json().issues ?? []).map((issue) => [issue.path, issue.message]));

const MOTO = {
  placa: 'qxa-1234',
  marca_modelo: 'Honda CG 160',
  cor: 'Vermelha',
  ano: '2019',
  chassi: '9c2kc1670kr123456',
  renavam: '00639884962',
  relacao: 'Usado no crime',
};

describe('Veículos: add, edit, delete', () => {
  it('keeps the position the form read, gives it back, edits it with its version and clears it', async () => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie);
    const criado = await post(cookie, caso.id, {
      id: randomUUID(),
      ...MOTO,
      latitude: -7.115,
      longitude: -34.863,
    });
    expect(criado.statusCode).toBe(201);
    expect(criado.json()).toMatchObject({ latitude: -7.115, longitude: -34.863 });
    const { id } = criado.json();
    expect((await getCaso(cookie, caso.id)).veiculos[0]).toMatchObject({
      latitude: -7.115,
      longitude: -34.863,
    });
    const movido = await put(cookie, caso.id, id, { versao_base: 1, latitude: -7.2, longitude: -34.9 });
    expect(movido.statusCode).toBe(200);
    expect(movido.json()).toMatchObject({ latitude: -7.2, longitude: -34.9, versao: 2 });
    // An edit that would leave half a position is refused, the vehicle as it was.
    const metade = await put(cookie, caso.id, id, { versao_base: 2, latitude: null });
    expect(metade.statusCode).toBe(422);
    expect(issues(metade)).toEqual({ latitude: 'Informe latitude e longitude.' });
    const limpo = await put(cookie, caso.id, id, { versao_base: 2, latitude: null, longitude: null });
    expect(limpo.json()).toMatchObject({ latitude: null, longitude: null, versao: 3 });
  });

  it('saves a vehicle once with its plate written as the papers print it, in the case, the hub and the log', async () => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie);
    const payload = { id: randomUUID(), ...MOTO };
    const criado = await post(cookie, caso.id, payload);
    expect(criado.statusCode).toBe(201);
    expect(veiculo.parse(criado.json())).toMatchObject({
      placa: 'QXA1234',
      chassi: '9C2KC1670KR123456',
      renavam: '00639884962',
      relacao_outra: null,
      pessoa_id: null,
      versao: 1,
    });
    expect((await post(cookie, caso.id, payload)).statusCode).toBe(200);
    const lido = await getCaso(cookie, caso.id);
    expect(lido.veiculos).toEqual([criado.json()]);
    expect(lido.contagens.veiculos).toBe(1);
    const rastro = await api.auditoria('veiculo.created', caso.id);
    expect(rastro).toHaveLength(1);
    expect(rastro[0]?.context).toMatchObject({ placa: 'QXA1234', renavam: '00639884962' });
  });

  it.each([
    [
      'a plate in no format',
      { placa: 'AB-12345' },
      'placa',
      'Placa inválida. Use o padrão Mercosul (ABC1D23) ou o antigo (ABC-1234).',
    ],
    [
      'a RENAVAM with a wrong check digit',
      { renavam: '00639884963' },
      'renavam',
      'RENAVAM inválido: são 11 dígitos, o último o dígito verificador.',
    ],
    [
      'a RENAVAM of letters',
      { renavam: 'ABC' },
      'renavam',
      'RENAVAM inválido: são 11 dígitos, o último o dígito verificador.',
    ],
    [
      'a chassis with the letter O',
      { chassi: '9C2KC1670KR12345O' },
      'chassi',
      'Chassi inválido: são 17 letras e números, sem as letras I, O e Q (o número de identificação do veículo).',
    ],
    [
      'a chassis too short',
      { chassi: '9C2KC1670' },
      'chassi',
      'Chassi inválido: são 17 letras e números, sem as letras I, O e Q (o número de identificação do veículo).',
    ],
    ['a year of two digits', { ano: '19' }, 'ano', 'Ano inválido. Use os 4 dígitos do ano (ex.: 2019).'],
    ['a relation not in the list', { relacao: 'Roubado' }, 'relacao', 'Opção inválida.'],
    [
      'a position that cannot be (latitude 95)',
      { latitude: 95, longitude: -34.86 },
      'latitude',
      'A posição está fora do Brasil.',
    ],
    ['half a position', { latitude: -7.11 }, 'latitude', 'Informe latitude e longitude.'],
  ])('refuses %s with its Portuguese message', async (_nome, mudanca, campo, mensagem) => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie);
    const response = await post(cookie, caso.id, { id: randomUUID(), ...MOTO, ...mudanca });
    expect(response.statusCode).toBe(400);
    expect(issues(response)).toEqual({ [campo]: mensagem });
    expect((await getCaso(cookie, caso.id)).veiculos).toEqual([]);
  });

  it('takes a Mercosul plate, an older 9-digit RENAVAM, and nothing at all (every field optional)', async () => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie);
    const mercosul = await post(cookie, caso.id, {
      id: randomUUID(),
      placa: 'rio2a18',
      renavam: '639884962',
    });
    expect(mercosul.json()).toMatchObject({ placa: 'RIO2A18', renavam: '00639884962' });
    const vazio = await post(cookie, caso.id, { id: randomUUID() });
    expect(vazio.statusCode).toBe(201);
    expect(vazio.json()).toMatchObject({ placa: null, relacao: null });
  });

  it('links a person of the case, refuses one of another case, and edits with versions', async () => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie);
    const vitima = (await api.post(cookie, caso.id, 'vitimas', vitimaHomicidio())).json();
    const outroCaso = await api.criarCaso(cookie);
    const estranho = (await api.post(cookie, outroCaso.id, 'vitimas', vitimaHomicidio())).json();

    const fora = await post(cookie, caso.id, { id: randomUUID(), pessoa_id: estranho.pessoa.id });
    expect(fora.statusCode).toBe(422);
    expect(issues(fora)).toEqual({ pessoa_id: 'Pessoa não encontrada neste caso.' });

    const criado = (
      await post(cookie, caso.id, { id: randomUUID(), ...MOTO, pessoa_id: vitima.pessoa.id })
    ).json();
    expect(criado.pessoa_id).toBe(vitima.pessoa.id);

    const semVersao = await put(cookie, caso.id, criado.id, { cor: 'Preta' });
    expect(semVersao.statusCode).toBe(428);
    const editado = await put(cookie, caso.id, criado.id, { cor: 'Preta', versao_base: 1 });
    expect(editado.statusCode).toBe(200);
    expect(editado.json()).toMatchObject({ cor: 'Preta', placa: 'QXA1234', versao: 2 });
    const invalido = await put(cookie, caso.id, criado.id, { placa: 'X', versao_base: 2 });
    expect(invalido.statusCode).toBe(400);

    const delegado = await server.login('delegado');
    await server.api({
      method: 'POST',
      url: `/casos/${caso.id}/equipe`,
      cookie,
      payload: { id: randomUUID(), matricula: '1000002', name: 'Ana Delegada', cargo_id: 1 },
    });
    // The delegate, on version 1, changes the same colour: a conflict naming both values.
    const conflito = await put(delegado, caso.id, criado.id, { cor: 'Azul', versao_base: 1 });
    expect(conflito.statusCode).toBe(409);
    expect(conflito.json().conflito.campos).toEqual([
      expect.objectContaining({ campo: 'cor', seu: 'Azul', atual: 'Preta' }),
    ]);
    // Deleting on a version older than a colleague's change asks first.
    expect((await del(delegado, caso.id, criado.id, 1)).json().code).toBe('DELETE_CONFLICT');
    expect((await del(cookie, caso.id, criado.id, 2)).statusCode).toBe(200);
    expect((await getCaso(cookie, caso.id)).veiculos).toEqual([]);
    expect(await api.auditoria('veiculo.deleted', caso.id)).toHaveLength(1);
  });

  it("takes the phone's id of a person the server linked to a known one, as every route does", async () => {
    const cookie = await server.login('investigador');
    const cpf = novoCpf();
    const anterior = await api.criarCaso(cookie);
    const conhecida = (
      await api.post(
        cookie,
        anterior.id,
        'vitimas',
        vitimaHomicidio({ pessoa: { id: randomUUID(), nome: 'José da Silva', cpf } }),
      )
    ).json();
    // Offline, the phone made its own id for the person; the server linked the CPF's holder instead.
    const caso = await api.criarCaso(cookie);
    const doAparelho = randomUUID();
    const vinculada = (
      await api.post(
        cookie,
        caso.id,
        'vitimas',
        vitimaHomicidio({ pessoa: { id: doAparelho, nome: 'José da Silva', cpf } }),
      )
    ).json();
    expect(vinculada.pessoa.id).toBe(conhecida.pessoa.id);

    // The vehicle queued beside it names the phone's id.
    const criado = await post(cookie, caso.id, { id: randomUUID(), ...MOTO, pessoa_id: doAparelho });
    expect(criado.statusCode, criado.body).toBe(201);
    expect(criado.json().pessoa_id).toBe(conhecida.pessoa.id);
    const reenviado = await post(cookie, caso.id, { id: criado.json().id, ...MOTO, pessoa_id: doAparelho });
    expect(reenviado.statusCode).toBe(200);
    const editado = await put(cookie, caso.id, criado.json().id, {
      pessoa_id: doAparelho,
      cor: 'Preta',
      versao_base: 1,
    });
    expect(editado.statusCode, editado.body).toBe(200);
    expect(editado.json()).toMatchObject({ pessoa_id: conhecida.pessoa.id, cor: 'Preta' });
  });

  it('answers 404 to a non-member, 403 to a justified reader, and refuses after the 24 hours', async () => {
    const dono = await server.login('investigador');
    const caso = await api.criarCaso(dono);
    const escrivao = await server.login('escrivao');
    expect((await post(escrivao, caso.id, { id: randomUUID() })).statusCode).toBe(404);
    await server.api({
      method: 'POST',
      url: `/casos/${caso.id}/acessos`,
      cookie: escrivao,
      payload: { id: randomUUID(), justificativa: 'Mesmo suspeito de outro caso da equipe' },
    });
    expect((await post(escrivao, caso.id, { id: randomUUID() })).statusCode).toBe(403);
    server.clock.advance(25 * 3_600_000);
    try {
      const tarde = await post(await server.login('investigador'), caso.id, { id: randomUUID() });
      expect(tarde.json().code).toBe('EDIT_WINDOW_CLOSED');
    } finally {
      server.clock.reset();
    }
  });
});
