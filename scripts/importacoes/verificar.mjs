// `npm run lint`'s second half: the import rules of scripts/importacoes/regras.mjs on where each
// import lands, and no API path written by hand in app/. The project's TypeScript (7, native) is
// not one dependency-cruiser can parse with, so Babel strips the types first.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import presetTypescript from '@babel/preset-typescript';
import { cruise } from 'dependency-cruiser';
import { regras } from './regras.mjs';

const PASTAS = ['app', 'server', 'shared'];

/** The app's files that may name the API's prefix: the one that builds URLs from the table, and the service worker. */
const PODEM_NOMEAR_A_API =
  /^app\/(lib\/request\.ts|offline\/fila\/send-operation\.ts|sw\/)|\.test(-support)?\.tsx?$/;
const CAMINHO_DA_API = /['"`]\/rip-app\/api\b/;

/**
 * Babel drops `import type` and `export type … from`: marked as values they stay in its output,
 * so the cruise sees where a type-only import lands too (the rules hold for types as well).
 */
function importsDeTipoFicam() {
  const comoValor = (no) => {
    if (no.importKind === 'type') no.importKind = 'value';
    if (no.exportKind === 'type') no.exportKind = 'value';
  };
  // On entering the program, before the TypeScript preset's own pass removes them.
  return {
    visitor: {
      Program(caminho) {
        for (const no of caminho.node.body) {
          if (!/^(Import|ExportNamed|ExportAll)Declaration$/.test(no.type) || !no.source) continue;
          comoValor(no);
          for (const especificador of no.specifiers ?? []) comoValor(especificador);
        }
      },
    },
  };
}

/**
 * The broken rules under `baseDir`, one `{ regra, de, para }` each (paths relative to it).
 * @param {string} baseDir
 */
export async function violacoesDeImportacao(baseDir) {
  const { output } = await cruise(
    PASTAS.map((pasta) => `${pasta}/**/*.{ts,tsx,mjs}`),
    {
      baseDir,
      ruleSet: { forbidden: regras },
      validate: true,
      tsPreCompilationDeps: true,
      doNotFollow: { path: 'node_modules' },
      exclude: { path: '^(dist|app/sw)/' },
      enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.d.mts', '.mjs', '.js', '.json'] },
    },
    {},
    {
      babelConfig: {
        plugins: [importsDeTipoFicam],
        presets: [[presetTypescript, { onlyRemoveTypeImports: true }]],
        babelrc: false,
        configFile: false,
      },
    },
  );
  return output.summary.violations.map((violacao) => ({
    regra: violacao.rule.name,
    de: violacao.from,
    para: violacao.to,
  }));
}

/**
 * The app's files that write the API's path by hand (`'/rip-app/api/…'`) instead of taking the URL
 * from the endpoint table (urlOf or requestOf, app/lib/request.ts), relative to `baseDir`.
 * @param {string} baseDir
 */
export async function caminhosDaApiAMao(baseDir) {
  const achados = [];
  for (const arquivo of await readdir(join(baseDir, 'app'), { recursive: true })) {
    const caminho = `app/${arquivo}`;
    if (!/\.tsx?$/.test(caminho) || PODEM_NOMEAR_A_API.test(caminho)) continue;
    if (CAMINHO_DA_API.test(await readFile(join(baseDir, caminho), 'utf8'))) achados.push(caminho);
  }
  return achados;
}
