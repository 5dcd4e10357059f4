import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from '../../lib/api';
import { queryClient } from '../../lib/query-client';
import { db } from '../db';
import { queryKeyOf } from '../useOfflineQuery';
import { prefetchReferencias } from './referencias';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', async (original) => ({
  ...(await original<typeof import('../../lib/api')>()),
  call,
}));

const DIA = 24 * 60 * 60 * 1000;
const CAMPO = ['editar_casos'];
const municipios = { data: [{ id: 2501807, nome: 'Bayeux', uf: 'PB' }] };
const chave = (op: 'listMunicipios' | 'listHistorico') => JSON.stringify(queryKeyOf(op, {}));

/** What a screen reading the list gets from memory, without asking anything. */
const naMemoria = (op: 'listMunicipios' | 'listHistorico') =>
  (queryClient.getQueryData(queryKeyOf(op, {})) as { value: unknown } | undefined)?.value;

const pedidos = () => call.mock.calls.map(([op]) => op as string);

beforeEach(async () => {
  vi.stubGlobal('window', new EventTarget());
  queryClient.clear();
  await db.meta.clear();
  call.mockReset();
  call.mockImplementation(async (op: string) => (op === 'listMunicipios' ? municipios : { data: [] }));
});
afterEach(() => vi.unstubAllGlobals());

describe('prefetchReferencias: what a phone needs offline, read as the session begins', () => {
  it('reads every reference list and the case list, and keeps them on the device', async () => {
    await prefetchReferencias(CAMPO);
    expect(pedidos().sort()).toEqual([
      'listCargos',
      'listEncaminhamentos',
      'listHistorico',
      'listMunicipios',
      'listUnidades',
    ]);
    expect((await db.meta.get(`cache:${chave('listMunicipios')}`))?.value).toEqual(municipios);
    expect(naMemoria('listMunicipios')).toEqual(municipios);
  });

  it('does not ask what the session may not read', async () => {
    await prefetchReferencias([]);
    expect(pedidos()).not.toContain('listHistorico');
  });

  it('takes a list read less than a day ago from the device, and reads an older one again', async () => {
    const antiga = { data: [{ id: 1, nome: 'Velha', uf: 'PB' }] };
    await db.meta.put({
      key: `cache:${chave('listMunicipios')}`,
      value: antiga,
      savedAt: Date.now() - DIA / 2,
    });
    await prefetchReferencias(CAMPO);
    expect(pedidos()).not.toContain('listMunicipios');
    expect(naMemoria('listMunicipios')).toEqual(antiga);

    queryClient.clear();
    call.mockClear();
    await db.meta.put({
      key: `cache:${chave('listMunicipios')}`,
      value: antiga,
      savedAt: Date.now() - 2 * DIA,
    });
    await prefetchReferencias(CAMPO);
    expect(pedidos()).toContain('listMunicipios');
    expect(naMemoria('listMunicipios')).toEqual(municipios);
  });

  it('keeps the device copy when the network fails', async () => {
    const guardada = { data: [{ id: 1, nome: 'Guardada', uf: 'PB' }] };
    await db.meta.put({
      key: `cache:${chave('listMunicipios')}`,
      value: guardada,
      savedAt: Date.now() - 2 * DIA,
    });
    call.mockRejectedValue(new NetworkError(new TypeError('offline')));
    await expect(prefetchReferencias(CAMPO)).resolves.toBeUndefined();
    expect(naMemoria('listMunicipios')).toEqual(guardada);
    expect(naMemoria('listHistorico')).toBeUndefined();
  });
});
