/**
 * What the deployment guide (docs/IMPLANTACAO.md) tells an operator to run, read from the guide
 * itself so the tests run exactly that: the systemd unit, and the shell blocks marked
 * `<!-- ensaio: <nome> -->`. A release's own guide says how that release runs.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export type KillMode = 'control-group' | 'mixed' | 'process';

export interface Unidade {
  /** ExecStart=, split as systemd splits it (no quoting is used in the guide). */
  execStart: string[];
  killMode: KillMode;
  timeoutStopMs: number;
  /** LoadCredential=<nome>:<arquivo>, by name. */
  credenciais: Record<string, string>;
}

export function guiaDe(raiz: string): string {
  return readFileSync(path.join(raiz, 'docs', 'IMPLANTACAO.md'), 'utf8');
}

/** The guide's service unit: the ```ini block holding [Service]. */
export function unidadeDoGuia(guia: string): Unidade {
  const bloco = [...guia.matchAll(/```ini\n([\s\S]*?)```/g)]
    .map((achado) => achado[1] ?? '')
    .find((texto) => texto.includes('[Service]'));
  if (!bloco) throw new Error('o guia não tem a unidade systemd (um bloco ```ini com [Service])');
  const valores = (chave: string) =>
    bloco
      .split('\n')
      .filter((linha) => linha.startsWith(`${chave}=`))
      .map((linha) => linha.slice(chave.length + 1).trim());
  const [execStart] = valores('ExecStart');
  if (!execStart) throw new Error('a unidade do guia não tem ExecStart=');
  const credenciais: Record<string, string> = {};
  for (const valor of valores('LoadCredential')) {
    const [nome, arquivo] = valor.split(':');
    if (nome && arquivo) credenciais[nome] = arquivo;
  }
  return {
    execStart: execStart.split(/\s+/),
    killMode: (valores('KillMode')[0] as KillMode | undefined) ?? 'control-group',
    timeoutStopMs: Number(valores('TimeoutStopSec')[0] ?? 90) * 1000,
    credenciais,
  };
}

/** The lines of the shell block after `<!-- ensaio: nome -->`, comments and blank lines left out. */
export function blocoEnsaiado(guia: string, nome: string): string[] {
  const marca = guia.indexOf(`<!-- ensaio: ${nome} -->`);
  if (marca < 0) throw new Error(`o guia não tem o bloco ensaiado '${nome}'`);
  const bloco = /```sh\n([\s\S]*?)```/.exec(guia.slice(marca))?.[1] ?? '';
  return bloco
    .split('\n')
    .map((linha) => linha.trim())
    .filter((linha) => linha && !linha.startsWith('#'));
}
