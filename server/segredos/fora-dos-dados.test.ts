/** Which files may hold a production secret: links followed both ways, hard links, modes. */
import { chmodSync, linkSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemasDoSegredo } from './fora-dos-dados';

let raiz = '';
let dados = '';
let fora = '';

beforeAll(async () => {
  raiz = await mkdtemp(path.join(tmpdir(), 'rip-fora-'));
  dados = path.join(raiz, 'dados');
  fora = path.join(raiz, 'fora');
  mkdirSync(dados);
  mkdirSync(fora);
});

afterAll(async () => {
  await rm(raiz, { recursive: true, force: true });
});

function segredo(pasta: string, nome: string, mode = 0o400): string {
  const arquivo = path.join(pasta, nome);
  writeFileSync(arquivo, 'segredo', { mode });
  return arquivo;
}

const problemas = (arquivo: string, systemd = false) =>
  problemasDoSegredo({ arquivo, de: 'TESTE', systemd }, dados);

describe('a secret out of the data directory', () => {
  it('passes outside, only its owner reading it', () => {
    expect(problemas(segredo(fora, 'ok.pem'))).toEqual([]);
  });

  it('passes a link from the data directory to a file outside; not a link from outside into it', () => {
    const alvo = segredo(fora, 'alvo.pem');
    const dentroParaFora = path.join(dados, 'link-para-fora.pem');
    symlinkSync(alvo, dentroParaFora);
    expect(problemas(dentroParaFora)).toEqual([]);
    const guardado = segredo(dados, 'guardado.pem');
    const foraParaDentro = path.join(fora, 'link-para-dentro.pem');
    symlinkSync(guardado, foraParaDentro);
    expect(problemas(foraParaDentro)).toEqual([
      expect.stringMatching(/está dentro de RIP_DATA_DIR .*\(é um link para .*guardado\.pem\)/),
    ]);
  });

  it('sees the data directory behind a link too', () => {
    const atalho = path.join(raiz, 'atalho-dos-dados');
    symlinkSync(dados, atalho);
    expect(problemasDoSegredo({ arquivo: segredo(dados, 'k.pem'), de: 'T', systemd: false }, atalho)).toEqual(
      [expect.stringContaining('está dentro de RIP_DATA_DIR')],
    );
  });

  it('refuses a second name on the disk (a hard link), and a file others may read or write', () => {
    const original = segredo(fora, 'duas-vezes.pem');
    linkSync(original, path.join(dados, 'copia.pem'));
    expect(problemas(original)).toEqual([expect.stringContaining('tem 2 nomes no disco (links físicos)')]);
    expect(problemas(segredo(fora, 'grupo.pem', 0o640))).toEqual([expect.stringContaining('(modo 0640)')]);
    const gravavel = segredo(fora, 'gravavel.pem');
    chmodSync(gravavel, 0o420);
    expect(problemas(gravavel)).toEqual([expect.stringContaining('(modo 0420)')]);
  });

  it("trusts systemd's credential modes (an ACL shows its mask in the group bits)", () => {
    expect(problemas(segredo(fora, 'credencial', 0o440), true)).toEqual([]);
  });

  it('names a missing file, and one inside even before it exists', () => {
    expect(problemas(path.join(fora, 'nada.pem'))).toEqual([expect.stringContaining('não existe')]);
    expect(problemas(path.join(dados, 'nada.pem'))).toEqual([
      expect.stringContaining('está dentro de RIP_DATA_DIR'),
      expect.stringContaining('não existe'),
    ]);
  });
});
