import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { casoDoServidor } from '../../features/casos/test-caso';
import { db, type OutboxRequest } from '../db';
import { queryKeyOf } from '../useOfflineQuery';
import { recusaDoCaso } from './caso-guard';

const CASO_ID = casoDoServidor().id;
const evento: OutboxRequest = {
  id: '00000000-0000-4000-8000-0000000000e1',
  op: 'createAcionamento',
  input: {
    params: { casoId: CASO_ID },
    body: { id: '00000000-0000-4000-8000-0000000000e2', tipo: 'Acionamento da Polícia Civil', horario: '' },
  },
  label: 'Acionamento da Polícia Civil',
  casoId: CASO_ID,
};

/** A device's provisional copy of the report, asking the server for the official one. */
const copiaDoRelatorio: OutboxRequest = {
  id: '00000000-0000-4000-8000-0000000000e3',
  op: 'createRelatorioAparelho',
  input: {
    params: { casoId: CASO_ID },
    body: { id: '00000000-0000-4000-8000-0000000000e4', sha256: 'a'.repeat(64), report_generated_at: '' },
  },
  label: 'Emissão do relatório oficial',
  casoId: CASO_ID,
};

/** The case as its last read left it on the device. */
async function guardado(overrides: Parameters<typeof casoDoServidor>[0]) {
  const key = `cache:${JSON.stringify(queryKeyOf('getCaso', { params: { casoId: CASO_ID } }))}`;
  await db.meta.put({ key, value: casoDoServidor(overrides), savedAt: Date.now() });
}

describe('the case guard of the write path', () => {
  beforeEach(async () => {
    await db.meta.clear();
  });

  it('refuses a write once the window closed on the device clock, in the server words', async () => {
    await guardado({ created_at: '2026-05-04T08:00:00.000Z', editavel_ate: '2026-05-05T08:00:00.000Z' });
    expect(await recusaDoCaso(evento, new Date('2026-05-05T07:59:00.000Z'))).toBeNull();
    const recusa = await recusaDoCaso(evento, new Date('2026-05-05T08:01:00.000Z'));
    expect(recusa).toMatchObject({
      status: 403,
      code: 'EDIT_WINDOW_CLOSED',
      message: 'O caso só pode ser alterado nas primeiras 24 horas após a sua criação.',
    });
  });

  it('refuses a read-only reader, and leaves a case it has no copy of to the server', async () => {
    expect(await recusaDoCaso(evento)).toBeNull();
    await guardado({
      acesso: 'justificado',
      editavel_ate: new Date(Date.now() + 3_600_000).toISOString(),
      policy: {
        pode_editar: false,
        pode_excluir: false,
        pode_compartilhar: false,
        pode_revogar: false,
        motivo: 'SOMENTE_LEITURA',
      },
    });
    expect(await recusaDoCaso(evento)).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(await recusaDoCaso(copiaDoRelatorio)).toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });

  it("queues a member's report copy after the window: a frozen case's report is still issued", async () => {
    await guardado({ created_at: '2026-05-04T08:00:00.000Z', editavel_ate: '2026-05-05T08:00:00.000Z' });
    expect(await recusaDoCaso(copiaDoRelatorio, new Date('2026-05-07T08:00:00.000Z'))).toBeNull();
  });
});
