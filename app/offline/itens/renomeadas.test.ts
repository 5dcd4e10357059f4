/**
 * A phone that queued the device's report request before the operations were renamed (issue 28)
 * still sends it after the update: same request, same item, under the new name.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../shared/api';
import { requestOf } from '../../lib/request';
import { db } from '../db';
import { apagarBancoAposCadaTeste, bancoAntigo, naFila } from '../test-ripdb';

const CASO = '0b7e7f1e-5d4c-4f1a-9a77-2d9c6c0f0001';

function queued(op: string, seq: number) {
  return {
    id: crypto.randomUUID(),
    op,
    input: {
      params: { casoId: CASO },
      body: {
        id: crypto.randomUUID(),
        sha256: 'ab'.repeat(32),
        report_generated_at: '2026-11-27T09:00:00.000Z',
      },
    },
    label: 'Emissão do relatório oficial',
    casoId: CASO,
    ...naFila(seq),
  };
}

/** A phone's database as version 2 left it. */
async function versionTwo(items: ReturnType<typeof queued>[]): Promise<void> {
  await bancoAntigo(
    2,
    { outbox: 'id, seq, [userId+status+seq], casoId', meta: 'key', drafts: '[userId+key]' },
    items,
  );
}

apagarBancoAposCadaTeste();

describe('ripDB version 2 → 3: items queued under a renamed operation', () => {
  it('renames registrarRelatorio to createRelatorioAparelho, keeping the item and its request', async () => {
    const antigo = queued('registrarRelatorio', 1);
    const outro = queued('createRelatorioAparelho', 2);
    await versionTwo([antigo, outro]);

    await db.open();
    const [depois, intacto] = await db.outbox.orderBy('seq').toArray();

    expect(depois).toEqual({ ...antigo, op: 'createRelatorioAparelho' });
    expect(intacto).toEqual(outro);
    const { url, init } = requestOf(ENDPOINTS.createRelatorioAparelho, antigo.input as never);
    expect(init.method).toBe('POST');
    expect(url).toMatch(new RegExp(`/casos/${CASO}/relatorio`));
    expect(JSON.parse(String(init.body))).toEqual(antigo.input.body);
  });
});
