import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildIsStale } from './app-build.mjs';

const roots: string[] = [];

function project(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'rip-build-'));
  roots.push(root);
  mkdirSync(path.join(root, 'app', 'features'), { recursive: true });
  writeFileSync(path.join(root, 'app', 'features', 'Tela.tsx'), 'export {};');
  writeFileSync(path.join(root, 'package.json'), '{}');
  return root;
}

function build(root: string, at: Date): void {
  mkdirSync(path.join(root, 'dist', 'app'), { recursive: true });
  const index = path.join(root, 'dist', 'app', 'index.html');
  writeFileSync(index, '<html></html>');
  utimesSync(index, at, at);
}

function touch(file: string, at: Date): void {
  utimesSync(file, at, at);
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('npm start rebuilds the app when it is older than its sources', () => {
  const before = new Date('2026-11-01T10:00:00Z');
  const after = new Date('2026-11-02T10:00:00Z');

  it('builds when there is no build', () => {
    expect(buildIsStale(project())).toBe(true);
  });

  it('keeps a build newer than every source', () => {
    const root = project();
    touch(path.join(root, 'app', 'features', 'Tela.tsx'), before);
    touch(path.join(root, 'app', 'features'), before);
    touch(path.join(root, 'app'), before);
    touch(path.join(root, 'package.json'), before);
    build(root, after);
    expect(buildIsStale(root)).toBe(false);
  });

  it('rebuilds when a source deep in the tree changed after the build (a git pull)', () => {
    const root = project();
    for (const entry of ['app/features/Tela.tsx', 'app/features', 'app', 'package.json']) {
      touch(path.join(root, entry), before);
    }
    build(root, before);
    touch(path.join(root, 'app', 'features', 'Tela.tsx'), after);
    expect(buildIsStale(root)).toBe(true);
  });
});
