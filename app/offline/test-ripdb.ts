/** A phone's database as an earlier version of the app left it, for the tests of its upgrades. */
import { Dexie } from 'dexie';
import { afterEach } from 'vitest';
import { db } from './db';

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
