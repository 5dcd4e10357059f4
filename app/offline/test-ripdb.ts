/** A phone's database as an earlier version of the app left it, for the tests of its upgrades. */
import { Dexie } from 'dexie';
import { afterEach } from 'vitest';
import { db } from './db';

/** The officer whose work waits on the phone. */
export const OFFICER = { userId: '11111111-1111-4111-8111-111111111111', matricula: '1000003' };

/** What an older version kept of an item waiting to be sent: whose, its place in the queue, its state. */
export function naFila(seq: number) {
  return {
    ...OFFICER,
    seq,
    createdAt: 1_790_000_000_000 + seq,
    attempts: 0,
    lastError: null,
    status: 'pending',
  };
}

/** Writes `ripDB` at `versao` with its `tabelas`, the outbox holding `itens` and `meta` its rows. */
export async function bancoAntigo(
  versao: number,
  tabelas: Record<string, string>,
  itens: unknown[],
  meta: object[] = [],
): Promise<void> {
  const old = new Dexie('ripDB');
  old.version(versao).stores(tabelas);
  await old.open();
  await old.table('outbox').bulkAdd(itens);
  await old.table('meta').bulkPut(meta);
  old.close();
}

/** Each test of the file starts with no database on the phone. */
export function apagarBancoAposCadaTeste(): void {
  afterEach(async () => {
    db.close();
    await Dexie.delete('ripDB');
  });
}
