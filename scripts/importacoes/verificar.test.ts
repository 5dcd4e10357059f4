// The four ways around the import rules that Biome's path patterns let through (issue 42, item 10),
// each written in a small tree laid out as the repository is, with the imports the rules allow
// beside them: each case fails if its rule stops catching it, and the allowed ones if a rule
// catches too much.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caminhosDaApiAMao, type Violacao, violacoesDeImportacao } from './verificar.mjs';

const ARQUIVOS: Record<string, string> = {
  // A relative path that climbs out of the area and back in through features/.
  'app/features/pessoas/Ficha.tsx': [
    "import { Galeria } from '../../features/documentos/Galeria';",
    "import { useCaso } from '../casos/useCaso';",
    "import { valores } from './ficha-valores';",
    'export const Ficha = () => [Galeria, useCaso, valores];',
  ].join('\n'),
  'app/features/pessoas/ficha-valores.ts': 'export const valores = 1;',
  'app/features/documentos/Galeria.tsx': 'export const Galeria = 1;',
  'app/features/casos/useCaso.ts': 'export const useCaso = 1;',
  'server/features/croqui/desenho.service.ts':
    "import type { Pessoa } from '../../features/pessoas/pessoa.view';\nexport type P = Pessoa;",
  'server/features/pessoas/pessoa.view.ts': 'export type Pessoa = { id: string };',
  // A nested folder: two levels up from admin/cadastros is still inside features/.
  'app/features/admin/cadastros/CargosScreen.tsx':
    "import { useCargos } from '../../equipe/useCargos';\nexport const c = useCargos;",
  'app/features/equipe/useCargos.ts': 'export const useCargos = 1;',
  // The kit and the offline layer importing an area, even the case.
  'app/components/Lista.tsx':
    "import { Ficha } from '../features/pessoas/Ficha';\nexport const Lista = Ficha;",
  'app/offline/fila.ts': "import { useCaso } from '../features/casos/useCaso';\nexport const fila = useCaso;",
  'server/kit/contagem.ts':
    "import type { Pessoa } from '../features/pessoas/pessoa.view';\nexport type C = Pessoa;",
  // An API path written by hand, and the one file allowed to name the prefix.
  'app/features/busca/busca-api.ts': "export const buscar = () => fetch('/rip-app/api/busca?q=x');",
  'app/lib/request.ts': "export const PREFIXO = '/rip-app/api';",
  'shared/constants.ts': 'export const X = 1;',
};

let raiz: string;
let violacoes: Violacao[];

beforeAll(async () => {
  raiz = mkdtempSync(path.join(tmpdir(), 'rip-importacoes-'));
  for (const [arquivo, texto] of Object.entries(ARQUIVOS)) {
    mkdirSync(path.dirname(path.join(raiz, arquivo)), { recursive: true });
    writeFileSync(path.join(raiz, arquivo), texto);
  }
  violacoes = await violacoesDeImportacao(raiz);
});

afterAll(() => rmSync(raiz, { recursive: true, force: true }));

const de = (arquivo: string) => violacoes.filter((violacao) => violacao.de === arquivo);

describe('the import rules, on where an import lands', () => {
  it("catch a relative path through '../../features/…', also a type-only one on the server", () => {
    expect(de('app/features/pessoas/Ficha.tsx')).toEqual([
      {
        regra: 'area-importa-outra',
        de: 'app/features/pessoas/Ficha.tsx',
        para: 'app/features/documentos/Galeria.tsx',
      },
    ]);
    expect(de('server/features/croqui/desenho.service.ts')).toEqual([
      {
        regra: 'area-importa-outra',
        de: 'server/features/croqui/desenho.service.ts',
        para: 'server/features/pessoas/pessoa.view.ts',
      },
    ]);
  });

  it('catch an import from a nested feature folder', () => {
    expect(de('app/features/admin/cadastros/CargosScreen.tsx')).toEqual([
      {
        regra: 'area-importa-outra',
        de: 'app/features/admin/cadastros/CargosScreen.tsx',
        para: 'app/features/equipe/useCargos.ts',
      },
    ]);
  });

  it('catch the kit and the offline layer importing an area', () => {
    expect(violacoes.filter((violacao) => violacao.regra === 'kit-importa-area')).toEqual([
      { regra: 'kit-importa-area', de: 'app/components/Lista.tsx', para: 'app/features/pessoas/Ficha.tsx' },
      { regra: 'kit-importa-area', de: 'app/offline/fila.ts', para: 'app/features/casos/useCaso.ts' },
      {
        regra: 'kit-importa-area',
        de: 'server/kit/contagem.ts',
        para: 'server/features/pessoas/pessoa.view.ts',
      },
    ]);
  });

  it('report nothing else: the same area and the case stay open to an area', () => {
    expect(violacoes).toHaveLength(6);
  });

  it('catch an API path written by hand, not in the file that builds the URLs', async () => {
    expect(await caminhosDaApiAMao(raiz)).toEqual(['app/features/busca/busca-api.ts']);
  });
});
