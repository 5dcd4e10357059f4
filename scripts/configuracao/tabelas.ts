/**
 * The settings tables of README.md and docs/IMPLANTACAO.md, written from server/env-docs.ts
 * between two markers in each file: what lies between them is never edited by hand.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DOCS_DA_CONFIGURACAO } from '../../server/env-docs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const INICIO = '<!-- configuracao: início (gerada de server/env-docs.ts por npm run docs:configuracao) -->';
const FIM = '<!-- configuracao: fim -->';

/** A Markdown table with its columns padded, as the rest of the docs are written. */
function tabela(cabecalho: string[], linhas: string[][]): string {
  const todas = [cabecalho, ...linhas];
  for (const celula of todas.flat()) {
    if (celula.includes('|')) throw new Error(`uma célula da tabela tem '|': ${celula}`);
  }
  const larguras = cabecalho.map((_, coluna) =>
    Math.max(...todas.map((linha) => (linha[coluna] ?? '').length)),
  );
  const linha = (celulas: string[]) =>
    `| ${celulas.map((celula, coluna) => celula.padEnd(larguras[coluna] ?? 0)).join(' | ')} |`;
  return [
    linha(cabecalho),
    `| ${larguras.map((largura) => '-'.repeat(largura)).join(' | ')} |`,
    ...linhas.map(linha),
  ].join('\n');
}

const variaveis = Object.entries(DOCS_DA_CONFIGURACAO);

export const TABELAS: { arquivo: string; tabela: () => string }[] = [
  {
    arquivo: 'README.md',
    tabela: () =>
      tabela(
        ['Variável', 'Padrão', 'Para quê'],
        variaveis.map(([nome, doc]) => [`\`${nome}\``, doc.padrao, doc.paraQue]),
      ),
  },
  {
    arquivo: path.join('docs', 'IMPLANTACAO.md'),
    tabela: () =>
      tabela(
        ['Variável', 'Em produção'],
        variaveis.map(([nome, doc]) => [`\`${nome}\``, doc.producao]),
      ),
  },
];

/** The file's text with its table as the docs of the configuration write it. */
export function comTabela(texto: string, tabelaNova: string): string {
  const inicio = texto.indexOf(INICIO);
  const fim = texto.indexOf(FIM);
  if (inicio < 0 || fim < inicio) throw new Error(`faltam as marcas da tabela da configuração (${INICIO})`);
  return `${texto.slice(0, inicio + INICIO.length)}\n\n${tabelaNova}\n\n${texto.slice(fim)}`;
}

export function lerDocumento(arquivo: string): string {
  return readFileSync(path.join(ROOT, arquivo), 'utf8');
}

export function gravarDocumento(arquivo: string, texto: string): void {
  writeFileSync(path.join(ROOT, arquivo), texto);
}
