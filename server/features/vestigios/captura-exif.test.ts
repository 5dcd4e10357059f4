/**
 * A photo sent as the app camera's capture whose bytes carry a camera's EXIF (the app's canvas
 * writes none) is recorded as the import it is, signed or not (docs/decisions.md, 30/11).
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { midiaDe } from '../../../scripts/corpos-vestigio.mjs';
import { fotoDe2020 } from '../../../shared/test-fotos';
import { logs, mediaObjects } from '../../db/schema';
import type { AparelhoDeTeste } from '../../test/aparelho';
import { capturasDe, enviadorComAparelho } from '../../test/captura';
import { setupTestServer } from '../../test/harness';
import { pessoasApi } from '../../test/pessoas-fixtures';
import { tusFile } from '../../test/tus';

const server = setupTestServer();
const api = pessoasApi(server);

let cookie = '';
let aparelho: AparelhoDeTeste;

beforeAll(async () => {
  ({ cookie, aparelho } = await enviadorComAparelho(server));
});

const { registro, relatorio, salvar, enviar } = capturasDe(server, () => cookie);

describe('a capture whose bytes say a camera made them', () => {
  it('records a signed “capture” whose bytes carry a camera’s EXIF as the import it is, with the claim on record', async () => {
    const caso = await api.criarCaso(cookie, 'Caso da Foto de Câmera');
    // A key registered from outside the app signs whatever it is given: a gallery photo here.
    const file = tusFile('photo', 'image/jpeg', await fotoDe2020());
    const { assinado, midia } = registro(caso.id, file);
    const assinatura = await aparelho.assinar(assinado);
    await enviar(caso.id, file);
    const salva = await salvar(caso.id, [midiaDe(file, { ...midia, assinatura })]);
    expect(salva.verificacao).toBeNull();
    const [row] = await server.db.select().from(mediaObjects).where(eq(mediaObjects.id, file.id));
    expect(row).toMatchObject({
      origem: 'importacao',
      capturaVerificacao: null,
      arquivoModelo: 'samsung SM-A515F',
    });
    const texto = await relatorio(caso.id);
    expect(texto).toMatch(/Vestígio 01 – foto 1 — Importada do aparelho em/);
    expect(texto).toMatch(/criado\s+em\s+14\/03\/2020\s+09:26:53/);
    expect(texto).not.toContain('Capturada pela câmera do app');
    const [recebida] = await server.db
      .select()
      .from(logs)
      .where(sql`${logs.action} = 'custodia.captura' AND ${logs.context}->>'mediaId' = ${file.id}`);
    expect(recebida?.message).toContain(
      'enviada como captura pela câmera do app, mas o arquivo traz no EXIF data, posição ou câmera',
    );
    expect(recebida?.context).toMatchObject({
      origem: 'importacao',
      arquivo: { criado_em: '2020-03-14T09:26:53', modelo: 'samsung SM-A515F' },
      capturaDeclarada: { assinatura: assinatura.valor, aparelhoId: aparelho.id, motivo: 'exif_de_camera' },
    });
  });
});
