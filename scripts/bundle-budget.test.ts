import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { judge, measure } from './bundle-budget.mjs';

const dirs: string[] = [];

/** A build like Vite's: index.html, hashed chunks importing each other, a brotli copy, sw.js. */
function build(chunks: Record<string, { bytes: number; imports?: string[]; br?: number }>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rip-budget-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'assets'));
  for (const [file, { bytes, imports = [], br }] of Object.entries(chunks)) {
    const code = imports.map((target) => `import{a as b}from"./${target}";`).join('');
    writeFileSync(path.join(dir, 'assets', file), code.padEnd(bytes, ' '));
    if (br !== undefined) writeFileSync(path.join(dir, 'assets', `${file}.br`), Buffer.alloc(br));
  }
  writeFileSync(
    path.join(dir, 'index.html'),
    '<script type="module" crossorigin src="/rip-app/assets/index-AAAAAAAA.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/rip-app/assets/rolldown-runtime-BBBBBBBB.js">',
  );
  const precache = Object.keys(chunks).map((file) => `{"revision":null,"url":"assets/${file}"}`);
  writeFileSync(path.join(dir, 'sw.js'), `self.__WB_MANIFEST=[${precache.join(',')}];`);
  return dir;
}

const KIB = 1024;
const budget = {
  login: { kib: 10, startup: ['Avisos.js'], chunks_kib: { 'index.js': 6, 'rolldown-runtime.js': 1 } },
  hub: { kib: 5, chunks: ['CasoHubScreen.js'], chunks_kib: { 'CasoHubScreen.js': 3 } },
  home: { chunks: ['HomeScreen.js'] },
  precache: { kib: 100, chunks_kib: {} },
};

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the build budgets (npm run budget)', () => {
  it('counts what the login loads as served, with the chunks it imports, and passes within budget', () => {
    const dir = build({
      'index-AAAAAAAA.js': { bytes: 20 * KIB, br: 6 * KIB, imports: ['comum-CCCCCCCC.js'] },
      'rolldown-runtime-BBBBBBBB.js': { bytes: KIB },
      'comum-CCCCCCCC.js': { bytes: 2 * KIB, br: KIB },
      'Avisos-DDDDDDDD.js': { bytes: KIB },
      'CasoHubScreen-EEEEEEEE.js': { bytes: 3 * KIB, imports: ['comum-CCCCCCCC.js'] },
      'HomeScreen-FFFFFFFF.js': { bytes: KIB },
    });
    const measured = measure(dir, budget);
    expect(Object.fromEntries(measured.login)).toEqual({
      'index.js': 6 * KIB,
      'rolldown-runtime.js': KIB,
      'comum.js': KIB,
      'Avisos.js': KIB,
    });
    // The hub is what it adds to the login: the chunk both import is already there.
    expect(Object.fromEntries(measured.hub)).toEqual({ 'CasoHubScreen.js': 3 * KIB });
    expect(judge(measured, budget).over).toEqual([]);
  });

  it('fails naming the chunk that grew, and a chunk new since the budget was set', () => {
    const dir = build({
      'index-AAAAAAAA.js': { bytes: 20 * KIB, br: 6 * KIB, imports: ['novo-GGGGGGGG.js'] },
      'rolldown-runtime-BBBBBBBB.js': { bytes: KIB },
      'novo-GGGGGGGG.js': { bytes: KIB },
      'Avisos-DDDDDDDD.js': { bytes: KIB },
      'CasoHubScreen-EEEEEEEE.js': { bytes: 7 * KIB, br: 6 * KIB },
      'HomeScreen-FFFFFFFF.js': { bytes: KIB },
    });
    const { lines, over } = judge(measure(dir, budget), budget);
    expect(over).toEqual(['hub']);
    expect(lines).toContain('    CasoHubScreen.js: 6.0 KiB (+3.0, era 3 KiB)');

    const maior = build({
      'index-AAAAAAAA.js': { bytes: 20 * KIB, br: 8 * KIB, imports: ['novo-GGGGGGGG.js'] },
      'rolldown-runtime-BBBBBBBB.js': { bytes: KIB },
      'novo-GGGGGGGG.js': { bytes: 2 * KIB },
      'Avisos-DDDDDDDD.js': { bytes: KIB },
      'CasoHubScreen-EEEEEEEE.js': { bytes: KIB },
      'HomeScreen-FFFFFFFF.js': { bytes: KIB },
    });
    const login = judge(measure(maior, budget), budget);
    expect(login.over).toEqual(['login']);
    expect(login.lines).toContain('    index.js: 8.0 KiB (+2.0, era 6 KiB)');
    expect(login.lines).toContain('    novo.js: 2.0 KiB (+2.0, novo)');
  });

  it('refuses a build that lacks a chunk the budgets name', () => {
    const dir = build({
      'index-AAAAAAAA.js': { bytes: KIB },
      'rolldown-runtime-BBBBBBBB.js': { bytes: KIB },
      'CasoHubScreen-EEEEEEEE.js': { bytes: KIB },
      'HomeScreen-FFFFFFFF.js': { bytes: KIB },
    });
    expect(() => measure(dir, budget)).toThrow('Avisos.js');
  });
});
