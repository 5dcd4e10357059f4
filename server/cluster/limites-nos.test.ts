/**
 * Issue 29: a limit is one limit for the cluster, not one per node — the login's and the report
 * verification's requests counted together over two nodes, and the geocoder's one request a
 * second to Nominatim holding for both nodes' lookups together.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GeoStandin, startGeoStandin } from '../test/geo-standin';
import { setupTestServer } from '../test/harness';
import { PERSONAS } from '../test/personas';
import { setupSecondNode, type TestClient } from '../test/segundo-no';
import { contar } from './limite-store';

const LIMITE = 4;
let standin: GeoStandin;
const PORT = 41_000 + Math.floor(Math.random() * 1000);
const a = setupTestServer({
  LOGIN_RATE_LIMIT_PER_MINUTE: String(LIMITE),
  GEOCODER_URL: `http://127.0.0.1:${PORT}/reverse`,
});
const b = setupSecondNode(a);

beforeAll(async () => {
  standin = await startGeoStandin(PORT);
});
afterAll(async () => {
  await standin?.close();
});

/** Alternates nodes: A, B, A, B… and answers each response's status. */
async function alternando(
  vezes: number,
  pedir: (node: TestClient, i: number) => Promise<{ statusCode: number }>,
) {
  const statuses: number[] = [];
  for (let i = 0; i < vezes; i += 1) statuses.push((await pedir(i % 2 === 0 ? a : b, i)).statusCode);
  return statuses;
}

describe('rate limits over two nodes', () => {
  it('counts the logins through A and B as one: the limit’s next request is refused on either', async () => {
    const statuses = await alternando(LIMITE + 2, (node, i) =>
      node.api({
        method: 'POST',
        url: '/auth/login',
        payload: { matricula: `770000${i}`, password: 'qualquer-coisa-1' },
      }),
    );
    expect(statuses.slice(0, LIMITE)).toEqual(Array(LIMITE).fill(401));
    expect(statuses.slice(LIMITE)).toEqual([429, 429]);
    const right = await b.api({ method: 'POST', url: '/auth/login', payload: PERSONAS.admin });
    expect(right.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('counts the report verifications through A and B as one, apart from the logins', async () => {
    const statuses = await alternando(LIMITE + 1, (node) =>
      node.api({ method: 'POST', url: '/relatorios/verificar', payload: { codigo: 'ABCD-2345' } }),
    );
    expect(statuses).toEqual([...Array(LIMITE).fill(200), 429]);
  });

  it('starts a key’s count again once its window is over, whichever node counts', async () => {
    const chave = `teste ${Date.now()}`;
    const contagens = [];
    for (const node of [a, b, a]) contagens.push((await contar(node.db, chave, 400)).current);
    expect(contagens).toEqual([1, 2, 3]);
    await sleep(450);
    const nova = await contar(b.db, chave, 400);
    expect(nova.current).toBe(1);
    expect(nova.ttl).toBeGreaterThan(300);
  });
});

describe("the geocoder's one request a second", () => {
  it('spaces the lookups of both nodes at least a second apart at the service', async () => {
    // The login limit above is spent by this address; the sessions come from another one.
    const login = async (node: TestClient) => {
      const response = await node.api({
        method: 'POST',
        url: '/auth/login',
        payload: PERSONAS.investigador,
        remoteAddress: '10.9.9.9',
      });
      return `rip_session=${response.cookies.find((c) => c.name === 'rip_session')?.value}`;
    };
    const [cookieA, cookieB] = [await login(a), await login(b)];
    standin.requests.length = 0;
    const reverso = (node: TestClient, cookie: string, i: number) =>
      node.api({ method: 'GET', url: `/geocoder/reverso?latitude=-7.1${i}&longitude=-34.8${i}`, cookie });
    const answers = await Promise.all([
      reverso(a, cookieA, 1),
      reverso(b, cookieB, 2),
      reverso(a, cookieA, 3),
      reverso(b, cookieB, 4),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const chegadas = standin.requests
      .filter((r) => r.path === '/reverse')
      .map((r) => r.at)
      .sort((x, y) => x - y);
    expect(chegadas).toHaveLength(4);
    const intervalos = chegadas.slice(1).map((at, i) => at - (chegadas[i] as number));
    for (const intervalo of intervalos) expect(intervalo).toBeGreaterThanOrEqual(1000);
  });
});
