/**
 * Issue 42 item 5: a seized weapon (Meios) and a seized object (vestígio 'Objeto Apreendido') carry
 * serial, seal (lacre), deposit place and date — in the case, the custody record, the export's
 * CUSTODIA.txt and the issued report; another vestígio type keeps none of them.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { midiaDe, vestigioCom } from '../../../scripts/corpos-vestigio.mjs';
import { capturas, foto } from '../../test/captura';
import { setupTestServer } from '../../test/harness';
import { pessoasApi } from '../../test/pessoas-fixtures';
import { enviador } from '../../test/tus';

const server = setupTestServer();
const api = pessoasApi(server);
const captura = capturas(server);
const dir = mkdtempSync(path.join(tmpdir(), 'rip-apreensao-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let cookie = '';
beforeAll(async () => {
  ({ cookie } = await enviador(server));
});

const APREENSAO = {
  numero_serie: 'KFB12345',
  lacre: 'LACRE 0042871',
  deposito_local: 'Depósito da Central de Polícia',
  deposito_data: '2026-11-21',
};

async function vestigio(casoId: string, tipo: string) {
  const file = await foto();
  await captura.enviar(casoId, file, cookie);
  const resposta = await server.api({
    method: 'POST',
    url: `/casos/${casoId}/vestigios`,
    cookie,
    payload: vestigioCom([midiaDe(file)], { tipo, ...APREENSAO }),
  });
  expect(resposta.statusCode, resposta.body).toBe(201);
  return resposta.json();
}

describe('seized weapons and objects', () => {
  it('keeps the serial, seal and deposit on a weapon and a seized object, through custody, export and report', async () => {
    const caso = await api.criarCaso(cookie);
    const meio = await server.api({
      method: 'POST',
      url: `/casos/${caso.id}/meios`,
      cookie,
      payload: { id: randomUUID(), instrumento_crime: 'Arma de Fogo', calibres: ['0.40'], ...APREENSAO },
    });
    expect(meio.statusCode, meio.body).toBe(201);
    expect(meio.json()).toMatchObject(APREENSAO);
    const invalida = await server.api({
      method: 'POST',
      url: `/casos/${caso.id}/meios`,
      cookie,
      payload: { id: randomUUID(), deposito_data: '2026-13-01' },
    });
    expect(invalida.json().issues).toEqual([{ path: 'deposito_data', message: 'Data inválida.' }]);

    const objeto = await vestigio(caso.id, 'VESTÍGIO ELETRONICO');
    expect(objeto).toMatchObject(APREENSAO);
    // A blood stain is not seized: what was sent with it is not kept.
    const mancha = await vestigio(caso.id, 'VESTÍGIO BIOLÓGICO');
    expect(mancha).toMatchObject({
      numero_serie: null,
      lacre: null,
      deposito_local: null,
      deposito_data: null,
    });

    const custodia = await server.api({
      method: 'GET',
      url: `/casos/${caso.id}/vestigios/${objeto.id}/custodia`,
      cookie,
    });
    expect(custodia.json()).toMatchObject({ lacre: 'LACRE 0042871', numero_serie: 'KFB12345' });

    const ocorrencia = await server.api({
      method: 'PUT',
      url: `/casos/${caso.id}/ocorrencia`,
      cookie,
      payload: {
        boletins: [{ numero: '00123/2026' }],
        procedimento_tipo: 'Inquérito Policial',
        procedimento_numero: '0456/2026',
        versao_base: 1,
      },
    });
    expect(ocorrencia.statusCode, ocorrencia.body).toBe(200);
    const zip = await server.api({ method: 'GET', url: `/casos/${caso.id}/vestigios/exportacao`, cookie });
    const pasta = mkdtempSync(path.join(dir, 'zip-'));
    writeFileSync(path.join(pasta, 'e.zip'), zip.rawPayload);
    execFileSync('unzip', ['-q', 'e.zip'], { cwd: pasta });
    const texto = readFileSync(path.join(pasta, 'CUSTODIA.txt'), 'utf8');
    expect(texto).toContain(
      '  Vestígio: Objeto Apreendido\r\n  Número de série: KFB12345\r\n  Lacre: LACRE 0042871',
    );
    expect(texto).toContain('  Depósito: Depósito da Central de Polícia em 21/11/2026');
    expect(texto.match(/Lacre:/g)).toHaveLength(1);
    // The numbers the case is filed under head it (issue 42 item 1).
    expect(texto).toContain(
      '\r\nProcedimento: Inquérito Policial nº 0456/2026\r\nBoletim de ocorrência: 00123/2026\r\n',
    );

    const relatorio = await captura.relatorio(caso.id, cookie);
    expect(relatorio.match(/Lacre LACRE 0042871/g)).toHaveLength(2);
    expect(relatorio).toContain('Número de série KFB12345');
  });

  it('writes what a member typed on one line of CUSTODIA.txt: a line break cannot forge a custody event', async () => {
    const caso = await api.criarCaso(cookie);
    const file = await foto();
    await captura.enviar(caso.id, file, cookie);
    const evento =
      '    01/12/2025 09:14 (horário de Brasília): Apagada — Carla Investigadora (1000003) — IP 10.0.0.7';
    const resposta = await server.api({
      method: 'POST',
      url: `/casos/${caso.id}/vestigios`,
      cookie,
      payload: vestigioCom([midiaDe(file)], {
        tipo: 'VESTÍGIO ELETRONICO',
        ...APREENSAO,
        lacre: 'L-1\r\n  Eventos:',
        deposito_local: `Depósito\r\n${evento}`,
      }),
    });
    expect(resposta.statusCode, resposta.body).toBe(201);
    const zip = await server.api({ method: 'GET', url: `/casos/${caso.id}/vestigios/exportacao`, cookie });
    const pasta = mkdtempSync(path.join(dir, 'zip-'));
    writeFileSync(path.join(pasta, 'e.zip'), zip.rawPayload);
    execFileSync('unzip', ['-q', 'e.zip'], { cwd: pasta });
    const linhas = readFileSync(path.join(pasta, 'CUSTODIA.txt'), 'utf8').split('\r\n');
    expect(linhas).not.toContain(evento);
    expect(linhas.filter((linha) => linha.trim() === 'Eventos:')).toHaveLength(1);
    expect(linhas.find((linha) => linha.startsWith('  Lacre:'))).toBe('  Lacre: L-1   Eventos:');
    expect(linhas.find((linha) => linha.startsWith('  Depósito:'))).toBe(
      `  Depósito: Depósito ${evento} em 21/11/2026`,
    );
  });
});
