/**
 * The official report as the server issues it, on the real server and PostgreSQL: PAdES-signed so
 * that poppler's pdfsig finds the signature valid and one changed byte breaks it, the kept hash
 * that of the signed bytes; the signature block naming who issued it where; a suspect's tattoo
 * printed; and the summons dated in the unit's city and giving the unit's address.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataPdf } from '../../shared/pdf/formato';
import { relatoriosEmitidos } from '../db/schema';
import { setupTestServer } from '../test/harness';
import { pessoasApi, vinculo, vitimaHomicidio } from '../test/pessoas-fixtures';

const server = setupTestServer();
const api = pessoasApi(server);
const dir = mkdtempSync(path.join(tmpdir(), 'rip-assinatura-'));

function arquivo(bytes: Buffer): string {
  const file = path.join(dir, `${randomUUID()}.pdf`);
  writeFileSync(file, bytes);
  return file;
}
const texto = (bytes: Buffer) => execFileSync('pdftotext', [arquivo(bytes), '-'], { encoding: 'utf8' });
/** pdfsig's whole answer (it exits non-zero when a signature does not hold). */
const pdfsig = (bytes: Buffer) => {
  const { stdout, stderr } = spawnSync('pdfsig', [arquivo(bytes)], { encoding: 'utf8' });
  return `${stdout}${stderr}`;
};
const hoje = () => dataPdf(new Date().toISOString());

let cookie = '';
let casoId = '';
let suspeitoId = '';

beforeAll(async () => {
  cookie = await server.login('delegado');
  casoId = (await api.criarCaso(cookie, 'Caso Assinado')).id;
  const vitima = vitimaHomicidio({ pessoa: { id: randomUUID(), nome: 'Vítima Assinada' } });
  expect((await api.post(cookie, casoId, 'vitimas', vitima)).statusCode).toBe(201);
  const suspeito = vinculo(vitima.id, {
    pessoa: { id: randomUUID(), nome: 'Suspeito Tatuado' },
    endereco: { id: randomUUID(), rua: 'Rua B', numero: '20', cidade_id: 2507507 },
    caracteristicas_fisicas: {
      cor_cabelo: 'PRETO',
      cicatriz: 'NÃO',
      tatuagem: 'SIM',
      tatuagem_descricao: 'Dragão no ombro esquerdo',
    },
  });
  expect((await api.post(cookie, casoId, 'suspeitos', suspeito)).statusCode).toBe(201);
  suspeitoId = suspeito.id;
});

const gerar = async () => {
  const resposta = await server.api({
    method: 'POST',
    url: `/casos/${casoId}/relatorio/pdf`,
    cookie,
    payload: { id: randomUUID() },
  });
  expect(resposta.statusCode).toBe(200);
  return resposta.rawPayload;
};

describe('the server-issued report', () => {
  it('carries a PAdES signature pdfsig finds valid, and the hash kept is that of the signed bytes', async () => {
    const pdf = await gerar();
    const saida = pdfsig(pdf);
    expect(saida).toContain('Signature Type: ETSI.CAdES.detached');
    expect(saida).toContain('Signer Certificate Common Name: Policia Civil da Paraiba - rip-app');
    expect(saida).toContain('Total document signed');
    expect(saida).toContain('Signature Validation: Signature is Valid.');
    const sha256 = createHash('sha256').update(pdf).digest('hex');
    const [emitido] = await server.db
      .select()
      .from(relatoriosEmitidos)
      .where(eq(relatoriosEmitidos.sha256, sha256));
    expect(emitido?.casoId).toBe(casoId);
  });

  it('no longer checks once one byte of the page content is changed', async () => {
    const pdf = Buffer.from(await gerar());
    // A byte inside the first signed range, in the page's drawing: the reader still opens it.
    const alvo = pdf.indexOf('stream') + 20;
    pdf[alvo] = pdf[alvo] === 0x41 ? 0x42 : 0x41;
    const saida = pdfsig(pdf);
    expect(saida).not.toContain('Signature is Valid.');
    expect(saida).toMatch(/Signature Validation: (Digest Mismatch|Signature is Invalid)/);
  });

  it('signs with the issuer’s name, cargo, matrícula, unit and the unit’s city and day', async () => {
    const linhas = texto(await gerar());
    expect(linhas).toContain(`João Pessoa - PB, ${hoje()}.`);
    expect(linhas).toContain('Bruno Delegado');
    expect(linhas).toMatch(/Delegado de Polícia Civil — matrícula 1000002/i);
    expect(linhas).toContain('Delegacia de Homicídios de João Pessoa');
  });

  it('prints a suspect’s physical traits, the tattoo with its description', async () => {
    const linhas = texto(await gerar());
    expect(linhas).toContain('Suspeito Tatuado');
    expect(linhas).toMatch(/Tatuagem\s+SIM — Dragão no ombro esquerdo/);
    expect(linhas).toMatch(/Cor do cabelo\s+PRETO/);
  });
});

it('dates the summons in the unit’s city and gives the unit’s address', async () => {
  const intimacao = {
    id: randomUUID(),
    papel: 'suspeito',
    vinculo_id: suspeitoId,
    data: '25/12/2026',
    hora: '14:30',
  };
  const criada = await server.api({
    method: 'POST',
    url: `/casos/${casoId}/intimacoes`,
    cookie,
    payload: intimacao,
  });
  expect(criada.statusCode).toBe(201);
  const pdf = await server.api({
    method: 'GET',
    url: `/casos/${casoId}/intimacoes/${intimacao.id}/pdf`,
    cookie,
  });
  expect(pdf.statusCode).toBe(200);
  const linhas = texto(pdf.rawPayload).replace(/\s+/g, ' ');
  expect(linhas).toContain(
    'a comparecer à Delegacia de Homicídios de João Pessoa, situada em Rua Demonstrativa, 100, Centro, João Pessoa - PB, no dia 25/12/2026',
  );
  expect(linhas).toContain(`João Pessoa - PB, ${hoje()}.`);
  expect(linhas).not.toContain('Paraíba - PB,');
});
