/**
 * Pages break as a document should, read from the rendered paper (pdftotext and pdfimages per
 * page): a section's title is on the page of what it heads, a map on the page of its caption. The
 * report is pushed down a few points at a time, so its titles and map meet every height of a page foot.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { casoDoServidor } from '../../app/features/casos/test-caso';
import { suspeitoLido } from '../../app/features/pessoas/test-fixtures';
import { type RelatorioCaso, relatorioDefinition } from '../../shared/pdf/relatorio';
import { renderPdf } from './render';

const dir = mkdtempSync(path.join(tmpdir(), 'rip-paginacao-'));
const MAPA_ID = 'e0000000-0000-4000-8000-000000000001';
let mapa = '';

beforeAll(async () => {
  const png = await sharp({ create: { width: 66, height: 56, channels: 3, background: '#88aacc' } })
    .png()
    .toBuffer();
  mapa = `data:image/png;base64,${png.toString('base64')}`;
});

/** The text of each page, in reading order. */
function paginas(pdf: Buffer): string[] {
  const file = path.join(dir, `${randomUUID()}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).split('\f').slice(0, -1);
}

/** The page of every image (pdfimages -list: page is the first column). */
function paginasDasImagens(pdf: Buffer): number[] {
  const file = path.join(dir, `${randomUUID()}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' })
    .split('\n')
    .slice(2)
    .filter((linha) => linha.trim())
    .map((linha) => Number(linha.trim().split(/\s+/)[0]));
}

const paginaDe = (textos: string[], linha: string) =>
  textos.findIndex((t) => t.split('\n').some((l) => l.trim() === linha)) + 1;

function caso(): RelatorioCaso {
  const vitima = suspeitoLido({
    id: randomUUID(),
    tipo: 'vitima',
    pessoa: { ...suspeitoLido().pessoa, nome: 'Vítima Paginada' },
    vitima: null,
    pessoaTipo: null,
    vitimaVinculoId: null,
  });
  return {
    ...casoDoServidor(),
    geolocalizacao_caso: [
      {
        ...({} as RelatorioCaso['geolocalizacao_caso'][number]),
        id: randomUUID(),
        rua: 'Avenida Epitácio Pessoa',
        numero: '1000',
        bairro: 'Tambauzinho',
        complemento: null,
        cidade: null,
        cep: null,
        coordenadas: [-34.845, -7.1195],
        precisao_m: 12,
        condicoes: null,
        mapa_media_id: MAPA_ID,
      },
    ],
    vitimas: [vitima],
    suspeitos: [suspeitoLido({ pessoa: { ...suspeitoLido().pessoa, nome: 'Suspeito Paginado' } })],
  };
}

/**
 * The report pushed down by `recuo` points at its top, so its blocks, all on the first page
 * otherwise, meet the first page's foot at every height (10 points is under a caption's line).
 */
function render(recuo: number) {
  const definicao = relatorioDefinition({
    caso: caso(),
    emissor: { name: 'Ana Delegada', matricula: '1000002', unidade: 'DH', srpc: 1 },
    imagens: { [MAPA_ID]: mapa },
    verificacao: { codigo: 'ABCD-EFGH', url: 'https://rip.test/rip-app/verificar' },
    emitidoEm: '2026-11-20T23:30:00.000Z',
  });
  return renderPdf({ ...definicao, content: [{ text: ' ', margin: [0, recuo, 0, 0] }, definicao.content] });
}

it('keeps each title on the page of what it heads and the map on its caption’s, at every height of a page foot', async () => {
  let atravessaram = 0;
  for (let recuo = 0; recuo <= 560; recuo += 10) {
    const pdf = await render(recuo);
    const textos = paginas(pdf);
    for (const [titulo, primeiro] of [
      // Its coordinates: the address is on page 1 already, in the summary block (issue 42).
      ['Local do crime', '-7.1195, -34.845'],
      ['Vítimas', 'Vítima Paginada'],
      ['Suspeitos', 'Suspeito Paginado'],
    ] as const) {
      expect(paginaDe(textos, titulo), `${titulo} com recuo ${recuo}`).toBe(paginaDe(textos, primeiro));
    }
    const [paginaDoMapa] = paginasDasImagens(pdf);
    expect(paginaDoMapa, `mapa com recuo ${recuo}`).toBe(paginaDe(textos, 'Mapa do local'));
    if (paginaDoMapa !== undefined && paginaDoMapa > 1) atravessaram += 1;
  }
  // The lengths tried did push the titles and the map across a page foot: the checks were put to work.
  expect(atravessaram).toBeGreaterThan(0);
}, 180_000);
