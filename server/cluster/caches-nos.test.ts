/**
 * Issue 29: no node answers from its memory what another node changed — the case read (kept per
 * revision), the dashboard (kept per state of the cases) and the search, each read through A
 * after a change made through B. The case's revision is read from the database at every read,
 * even while the notice that tells A of the change is on its way; what A may see of the case
 * follows the notice (issue 41), within a second.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { setupTestServer } from '../test/harness';
import { pessoasApi, vitimaHomicidio } from '../test/pessoas-fixtures';
import { clientOf, setupSecondNode } from '../test/segundo-no';

const a = setupTestServer();
const b = setupSecondNode(a);
// Only the request goes through `b`'s app; the fixtures' checks are the same.
const apiB = pessoasApi({ ...a, api: (options) => b.api(options), login: (persona) => b.login(persona) });

const lerCaso = async (cookie: string, id: string) =>
  (await a.api({ method: 'GET', url: `/casos/${id}`, cookie })).json();

/** The case read through A until `mostra` holds of it, for at most a second. */
async function emUmSegundo(cookie: string, id: string, mostra: (caso: { name: string }) => boolean) {
  const limite = performance.now() + 1000;
  for (;;) {
    const caso = await lerCaso(cookie, id);
    if (mostra(caso) || performance.now() > limite) return caso;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Runs `fazer` while A's listening connection is stopped (SIGSTOP on its backend): no notice
 * reaches A, which still counts itself up to date for up to a second, as on a slow network.
 */
async function comAvisosParados<T>(fazer: () => Promise<T>): Promise<T> {
  const pid = a.app.avisos.pid();
  if (pid === null) throw new Error('A não está ouvindo');
  process.kill(pid, 'SIGSTOP');
  try {
    return await fazer();
  } finally {
    process.kill(pid, 'SIGCONT');
  }
}

describe('caches on two nodes', () => {
  it('a case changed through B is read as changed through A at once, before A hears of it', async () => {
    // Without waiting for the notices, as a request after a change on another node arrives.
    const direto = clientOf(() => a.app, { emDia: false });
    const cookieA = await a.login('delegado');
    const cookieB = await b.login('delegado');
    const caso = await apiB.criarCaso(cookieB, 'Caso Lido Antes do Aviso');
    const ler = async () =>
      (await direto.api({ method: 'GET', url: `/casos/${caso.id}`, cookie: cookieA })).json();
    expect((await ler()).anotacoes).toHaveLength(0);
    expect((await ler()).anotacoes).toHaveLength(0);
    const lido = await comAvisosParados(async () => {
      const nota = { id: randomUUID(), anotacao: 'Escrita por B com A surdo.' };
      const escrita = await b.api({
        method: 'POST',
        url: `/casos/${caso.id}/anotacoes`,
        cookie: cookieB,
        payload: nota,
      });
      expect(escrita.statusCode).toBe(201);
      return ler();
    });
    expect(lido.anotacoes.map((nota: { anotacao: string }) => nota.anotacao)).toEqual([
      'Escrita por B com A surdo.',
    ]);
  });

  it('a case changed through B is read as changed through A, however often A read it before', async () => {
    const cookieA = await a.login('delegado');
    const cookieB = await b.login('delegado');
    const caso = await apiB.criarCaso(cookieB, 'Nome Antes');
    for (let i = 0; i < 3; i += 1) expect((await lerCaso(cookieA, caso.id)).name).toBe('Nome Antes');

    const renomeado = await b.api({
      method: 'PUT',
      url: `/casos/${caso.id}/nome`,
      cookie: cookieB,
      payload: { name: 'Nome Depois', versao_base: 1 },
    });
    expect(renomeado.statusCode).toBe(200);
    expect((await emUmSegundo(cookieA, caso.id, (lido) => lido.name === 'Nome Depois')).name).toBe(
      'Nome Depois',
    );

    const vitima = vitimaHomicidio({ pessoa: { id: randomUUID(), nome: 'Hermenegildo Dois Nós' } });
    expect((await apiB.post(cookieB, caso.id, 'vitimas', vitima)).statusCode).toBe(201);
    const comVitima = (lido: unknown) => JSON.stringify(lido).includes('Hermenegildo Dois Nós');
    expect(comVitima(await emUmSegundo(cookieA, caso.id, comVitima))).toBe(true);
  });

  it('a share taken back through B closes the case to its reader through A within a second', async () => {
    const criador = await b.login('delegado');
    const leitor = await a.login('escrivao');
    const caso = await apiB.criarCaso(criador, 'Caso Compartilhado');
    const id = randomUUID();
    const base = `/casos/${caso.id}/compartilhamentos`;
    const dado = await b.api({
      method: 'POST',
      url: base,
      cookie: criador,
      payload: { id, matricula: '1000004' },
    });
    expect(dado.statusCode).toBe(201);
    const ler = () => a.api({ method: 'GET', url: `/casos/${caso.id}`, cookie: leitor });
    expect((await ler()).statusCode).toBe(200);
    expect((await ler()).statusCode).toBe(200);
    expect((await b.api({ method: 'DELETE', url: `${base}/${id}`, cookie: criador })).statusCode).toBe(200);
    const limite = performance.now() + 1000;
    while ((await ler()).statusCode !== 404 && performance.now() < limite);
    expect((await ler()).statusCode).toBe(404);
  });

  it('the dashboard through A counts a victim recorded through B', async () => {
    const cookieA = await a.login('investigador');
    const cookieB = await b.login('investigador');
    const painel = async () => (await a.api({ method: 'GET', url: '/dashboard', cookie: cookieA })).json();
    const antes = await painel();
    expect(await painel()).toMatchObject({ casos: antes.casos, vitimas: antes.vitimas });

    const caso = await apiB.criarCaso(cookieB, 'Caso do Painel');
    expect((await apiB.post(cookieB, caso.id, 'vitimas', vitimaHomicidio())).statusCode).toBe(201);
    expect(await painel()).toMatchObject({ casos: antes.casos + 1, vitimas: antes.vitimas + 1 });
  });

  it('the search through A finds a person recorded through B', async () => {
    const cookieA = await a.login('investigador');
    const cookieB = await b.login('investigador');
    const buscar = async () =>
      (
        await a.api({ method: 'GET', url: '/busca/pessoas?nome=Anacleto%20Clusterino', cookie: cookieA })
      ).json();
    expect((await buscar()).total).toBe(0);

    const caso = await apiB.criarCaso(cookieB, 'Caso da Busca');
    const vitima = vitimaHomicidio({ pessoa: { id: randomUUID(), nome: 'Anacleto Clusterino' } });
    expect((await apiB.post(cookieB, caso.id, 'vitimas', vitima)).statusCode).toBe(201);
    expect((await buscar()).total).toBe(1);
  });
});
