/**
 * Every DELETE of the endpoint table, walked as the access matrix is: a new one is covered the
 * moment it is declared. An id that never belonged to the case (or to anything) → 404, never a
 * 200 that deleted nothing; what was deleted there, deleted again → the same answer as the first.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, OPERATION_NAMES, type OperationName } from '../../shared/api';
import { type Endpoint, pathOf, versionada } from '../../shared/api/endpoint';
import { type CasoCompleto, criarCasoCompleto } from '../test/fixtures';
import { setupTestServer } from '../test/harness';

const server = setupTestServer();

const deletes = OPERATION_NAMES.filter((name) => ENDPOINTS[name].method === 'DELETE').map(
  (name) => [name, ENDPOINTS[name] as Endpoint] as const,
);

const paramNames = (endpoint: Endpoint) =>
  [...endpoint.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1] ?? '');

/** A value of the parameter's shape that no record has. */
function fresh(name: string): string {
  if (name === 'matricula') return String(9_000_000 + randomInt(999_999));
  if (name === 'cargoId') return String(900_000 + randomInt(99_999));
  return randomUUID();
}

/** The records of the case a DELETE names, by operation (the three roles share `:pessoaId`). */
function realIds(
  name: OperationName,
  caso: CasoCompleto,
  extra: Record<string, string>,
): Record<string, string> {
  const pessoa = { deleteTestemunha: caso.testemunhaId, deleteSuspeito: caso.suspeitoId }[name as string];
  return { ...caso, ...extra, ...(pessoa ? { pessoaId: pessoa } : {}) };
}

const del = (url: string, cookie: string) => server.api({ method: 'DELETE', url, cookie });

async function criado(url: string, cookie: string, payload: object): Promise<Record<string, unknown>> {
  const response = await server.api({ method: 'POST', url, cookie, payload });
  if (response.statusCode !== 201) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json();
}

/**
 * Records of each kind a DELETE names, made through the API. A vestígio's media needs a tus
 * upload; its second DELETE is covered in custodia's own tests, so it is left out here by name.
 * Ending a device's sessions answers how many this call ended (none, sent again): its repeat is
 * tested in aparelhos/meus-aparelhos.test.ts, with the two devices it needs; a passkey needs an
 * authenticator, and its repeat is tested in auth/passkey.routes.test.ts.
 */
async function registros(cookie: string, admin: string) {
  const caso = await criarCasoCompleto(server, cookie);
  const anotacao = await criado(`/casos/${caso.casoId}/anotacoes`, cookie, {
    id: randomUUID(),
    anotacao: 'Nota a apagar',
  });
  const papel = await criado('/roles', admin, { id: randomUUID(), name: `apagar_${randomInt(1e6)}` });
  const permissao = await criado('/permissions', admin, {
    id: randomUUID(),
    name: `apagar_${randomInt(1e6)}`,
    label: 'Permissão a apagar',
  });
  const unidade = await criado('/unidades', admin, {
    id: randomUUID(),
    nome: `Unidade ${randomInt(1e6)}`,
    cidade_id: 2507507,
  });
  const cargo = await criado('/cargos', admin, { id: randomUUID(), nome: `Cargo ${randomInt(1e6)}` });
  return {
    caso,
    extra: {
      anotacaoId: String(anotacao.id),
      roleId: String(papel.id),
      permissionId: String(permissao.id),
      unidadeId: String(unidade.id),
      cargoId: String(cargo.id),
    },
  };
}

describe('every DELETE of the endpoint table', () => {
  let cookie = '';
  let admin = '';
  let caso: CasoCompleto;
  beforeAll(async () => {
    cookie = await server.login('investigador');
    admin = await server.login('admin');
    caso = await criarCasoCompleto(server, cookie);
  });

  it('lists the operations it walks', () => {
    expect(deletes.length).toBeGreaterThanOrEqual(15);
  });

  it.each(deletes)('%s: an id that never belonged there → 404', async (_name, endpoint) => {
    const ids = Object.fromEntries(
      paramNames(endpoint).map((param) => [param, param === 'casoId' ? caso.casoId : fresh(param)]),
    );
    // deleteCaso's only id is the case: a case that never existed stands for it.
    if (endpoint.path === '/casos/:casoId') ids.casoId = randomUUID();
    const response = await del(pathOf(endpoint, ids), endpoint.caso ? cookie : admin);
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('answers a DELETE sent again exactly as the first', async () => {
    const { caso: outro, extra } = await registros(cookie, admin);
    // What holds other records goes after them: a profile after its permission, a person after
    // their document, the case last.
    const later: string[] = ['deletePapel', 'deletePermissao', 'deleteVitima', 'deleteCaso'];
    const rank = (name: string) => later.indexOf(name);
    const ordered = [...deletes].sort(([a], [b]) => rank(a) - rank(b));
    const walked: string[] = [];
    for (const [name, endpoint] of ordered) {
      const ids = realIds(name, outro, extra);
      const params = paramNames(endpoint);
      if (params.some((param) => ids[param] === undefined)) continue;
      // Each record here is as created, at version 1; the case had revision 1 too (issue 39).
      const versao = versionada(endpoint) ? '?versao_base=1' : '';
      const url = `${pathOf(endpoint, Object.fromEntries(params.map((param) => [param, ids[param] ?? ''])))}${versao}`;
      const as = endpoint.caso ? cookie : admin;
      const first = await del(url, as);
      expect(first.statusCode, `${name} ${first.body}`).toBe(200);
      const again = await del(url, as);
      expect({ status: again.statusCode, body: again.json() }, name).toEqual({
        status: first.statusCode,
        body: first.json(),
      });
      walked.push(name);
    }
    const skipped = deletes.map(([name]) => name).filter((name) => !walked.includes(name));
    expect(skipped.sort()).toEqual(['deleteAparelhoSessoes', 'deletePasskey', 'deleteVestigioMidia']);
  });
});
