/** A case with every hub tile filled, made through the API as the logged-in page's user. */

import { execFileSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Download, expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { midiaDe, SEM_ENDERECO, vestigioCom } from '../scripts/corpos-vestigio.mjs';
import { ENDERECO_DO_LOCAL, NO_LOCAL } from './vestigio';

const CSRF = { 'x-rip-csrf': '1' };

async function post(page: Page, url: string, data: object) {
  const resposta = await page.request.post(`api${url}`, { headers: CSRF, data });
  expect(resposta.status(), `${url}: ${await resposta.text()}`).toBeLessThan(300);
  return resposta.json();
}

export async function casoSelecionadoId(page: Page): Promise<string> {
  const historico = await (await page.request.get('api/casos/historico')).json();
  return historico.data[0].id as string;
}

const posicao = {
  latitude: -7.1195,
  longitude: -34.845,
  precisao_m: 12,
  obtida_em: '2026-11-20T02:30:00.000Z',
};

/** Fills the ten items of the report's progress (spec §4) on the case `casoId`. */
export async function preencherTudo(page: Page, casoId: string) {
  const c = `/casos/${casoId}`;
  const vitimaId = randomUUID();
  await post(page, `${c}/vitimas`, {
    id: vitimaId,
    pessoa: { id: randomUUID(), nome: 'José da Silva' },
    endereco: null,
    caracteristicas_fisicas: null,
    anotacoes: null,
    vitima: { crime_id: 1, estado_cadaver: 'Morte Recente', meio_morte: 'Arma de Fogo' },
  });
  const vinculo = (nome: string) => ({
    id: randomUUID(),
    pessoa: { id: randomUUID(), nome },
    endereco: {
      id: randomUUID(),
      rua: 'Rua das Trincheiras',
      numero: '12',
      bairro: 'Centro',
      cidade_id: 2507507,
      cep: null,
      complemento: null,
    },
    vinculo: { pessoaTipo: 'Amigo', vitimaVinculoId: vitimaId },
  });
  await post(page, `${c}/testemunhas`, vinculo('Beatriz Testemunha'));
  await post(page, `${c}/suspeitos`, vinculo('Carlos Suspeito'));
  await post(page, `${c}/equipe`, {
    id: randomUUID(),
    matricula: '1000002',
    name: 'Bruno Delegado',
    cargo_id: 1,
  });
  await post(page, `${c}/equipe`, {
    id: randomUUID(),
    matricula: '7654321',
    name: 'Paulo Perito',
    cargo_id: 2,
  });
  await post(page, `${c}/geolocalizacao`, {
    id: randomUUID(),
    ...ENDERECO_DO_LOCAL,
    ...posicao,
    condicoes: { tipo: 'EXTERNO', local_externo: 'RUA_PAVIMENTADA', clima: 'CHUVA' },
  });
  await post(page, `${c}/cameras`, { id: randomUUID(), ...ENDERECO_DO_LOCAL, numero: '1010', ...posicao });
  await post(page, `${c}/meios`, {
    id: randomUUID(),
    instrumento_crime: 'Arma de Fogo',
    calibres: ['0.38'],
    meio_transporte: 'Moto',
  });
  await post(page, `${c}/acionamentos`, {
    id: randomUUID(),
    tipo: 'Corpo Encontrado',
    horario: '2026-11-20T02:00:00.000Z',
  });
  await post(page, `${c}/anotacoes`, { id: randomUUID(), anotacao: 'Vizinhos ouviram dois disparos.' });
  await vestigioComFoto(page, casoId);
}

async function vestigioComFoto(page: Page, casoId: string) {
  const bytes = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#7a4a2a' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="1600" height="1200"><circle cx="800" cy="600" r="300" fill="#e0c060"/></svg>',
        ),
      },
    ])
    .jpeg()
    .toBuffer();
  const id = randomUUID();
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const meta = Object.entries({
    mediaId: id,
    casoId,
    kind: 'photo',
    sha256,
    contentType: 'image/jpeg',
    filename: 'foto.jpg',
  })
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');
  const criado = await page.request.post('api/uploads', {
    headers: {
      ...CSRF,
      'Tus-Resumable': '1.0.0',
      'Upload-Length': String(bytes.length),
      'Upload-Metadata': meta,
    },
  });
  expect(criado.status()).toBe(201);
  const enviado = await page.request.patch(`api/uploads/${id}`, {
    headers: {
      ...CSRF,
      'Tus-Resumable': '1.0.0',
      'Upload-Offset': '0',
      'Content-Type': 'application/offset+octet-stream',
    },
    data: bytes,
  });
  expect(enviado.status()).toBe(204);
  const midia = midiaDe(
    { id, kind: 'photo', contentType: 'image/jpeg', bytes, sha256 },
    { capturada_em: '2026-11-20T02:40:00.000Z', ...NO_LOCAL },
  );
  await post(
    page,
    `/casos/${casoId}/vestigios`,
    vestigioCom([midia], {
      ...SEM_ENDERECO,
      tipo: 'VESTÍGIO BALISTICO',
      descricao: 'Estojo de munição .38 junto ao meio-fio',
      ...NO_LOCAL,
      precisao_m: 8,
      obtida_em: '2026-11-20T02:40:00.000Z',
    }),
  );
  return sha256;
}

const DIR = mkdtempSync(path.join(tmpdir(), 'rip-e2e-pdf-'));

/**
 * Saves a download and returns its path and its text as pdftotext reads it; the device copy's
 * diagonal 'CÓPIA PROVISÓRIA' watermark is set aside (-nodiag), so both papers compare line by line.
 */
export async function lerPdf(download: Download, nome: string): Promise<{ arquivo: string; texto: string }> {
  const arquivo = path.join(DIR, nome);
  await download.saveAs(arquivo);
  return {
    arquivo,
    texto: execFileSync('pdftotext', ['-layout', '-nodiag', arquivo, '-'], { encoding: 'utf8' }),
  };
}

/** Pages of a PDF as PNGs under .tmp/screens/, to look at. */
export function paginasPng(arquivo: string, nome: string): void {
  execFileSync('pdftoppm', ['-png', '-r', '60', arquivo, path.join('.tmp', 'screens', nome)]);
}

/**
 * What changes with every paper: the code, the moment of issue, the QR's address; and how it is
 * checked (the official report's code and checkpoint, or a device copy's provisional notice).
 */
export function semVariaveis(texto: string): string {
  return texto
    .replace(/(Cópia provisória —|Código de verificação)[\s\S]*$/, '')
    .replace(/[2-9A-Z]{4}-[2-9A-Z]{4}/g, 'CODIGO')
    .replace(/Emitido em .*/g, 'Emitido em ...')
    .replace(/\(https?:\/\/[^)]*\)/g, '(URL)')
    .replace(/https?:\/\/\S+/g, 'URL')
    .replace(/\s+/g, ' ');
}
