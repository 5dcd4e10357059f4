/**
 * Issue 44, item 1: the guide's systemd unit, run as it is written — its ExecStart in the folder of
 * an installed release (this checkout), with the credentials as LoadCredential= hands them over
 * and the embedded PostgreSQL — stops whole at a SIGTERM to its main process: nothing of it is
 * left, the database included. The service builds nothing at start, and says everything as JSON.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, portIsFree } from '../../server/db/embedded-port';
import { CREDENCIAIS } from '../../server/segredos/onde';
import { segredosDeProducao } from '../../server/test/segredos-de-producao';
import { ROOT, ready } from '../cluster/nodes';
import { guiaDe, unidadeDoGuia } from './guia';
import { iniciarServico, type Servico } from './servico';

const pastas: string[] = [];
let servico: Servico | null = null;
const pasta = (prefixo: string) => {
  const feita = mkdtempSync(path.join(tmpdir(), prefixo));
  pastas.push(feita);
  return feita;
};

afterAll(async () => {
  if (servico?.child.exitCode === null) await servico.parar();
  for (const feita of pastas) rmSync(feita, { recursive: true, force: true });
});

describe("the guide's service unit", () => {
  const unidade = unidadeDoGuia(guiaDe(ROOT));

  it('runs the server itself, neither npm nor a build, and stops only its main process with SIGTERM', () => {
    expect(unidade.execStart[0]).toBe('/usr/bin/node');
    expect(unidade.execStart.at(-1)).toBe('server/main.ts');
    expect(unidade.killMode).toBe('mixed');
  });

  it('leaves nothing running, the embedded PostgreSQL included, after a SIGTERM to its main process', async () => {
    const dados = pasta('rip-servico-dados-');
    const segredos = await segredosDeProducao(pasta('rip-servico-segredos-'));
    const porta = await freePort();
    const portaDoBanco = await freePort();
    servico = iniciarServico(
      unidade,
      ROOT,
      {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(porta),
        PUBLIC_URL: 'https://rip.example/rip-app',
        RIP_DATA_DIR: dados,
        EMBEDDED_PG_PORT: String(portaDoBanco),
      },
      {
        credenciais: {
          [CREDENCIAIS.chave]: segredos.AUDIT_CHECKPOINT_KEY ?? '',
          [CREDENCIAIS.certificado]: segredos.PDF_SIGN_P12 ?? '',
          [CREDENCIAIS.senha]: segredos.PDF_SIGN_PASSPHRASE_FILE ?? '',
        },
        seguir: true,
      },
    );
    const limite = Date.now() + 120_000;
    while (!(await ready(porta))) {
      if (servico.child.exitCode !== null) throw new Error(`o serviço saiu:\n${servico.output()}`);
      if (Date.now() > limite) throw new Error(`o serviço não ficou pronto:\n${servico.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await new Promise((resolve) => setTimeout(resolve, 500));

    const processos = servico.processos();
    expect(processos.some((processo) => processo.comando.includes(`-D ${dados}`))).toBe(true);
    // No npm in front to swallow the signal, no build at start.
    expect(processos.filter((processo) => /\bnpm\b|vite|start\.mjs/.test(processo.comando))).toEqual([]);

    const { code, restantes } = await servico.parar();
    expect(restantes.map((processo) => processo.comando)).toEqual([]);
    expect(code).toBe(0);
    expect(existsSync(path.join(dados, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(await portIsFree(portaDoBanco)).toBe(true);

    // What journald would hold: JSON lines only, the start and the stop among them.
    const linhas = servico.output().split('\n').filter(Boolean);
    const naoJson = linhas.filter((linha) => {
      try {
        return typeof JSON.parse(linha) !== 'object';
      } catch {
        return true;
      }
    });
    expect(naoJson).toEqual([]);
    const mensagens = linhas.map((linha) => JSON.parse(linha).msg as string);
    expect(mensagens.some((msg) => msg.startsWith('pronto em'))).toBe(true);
    expect(mensagens).toContain('SIGTERM: encerrando…');
  }, 180_000);
});
