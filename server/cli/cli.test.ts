import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginFalhas } from '../db/schema';
import { setupTestServer } from '../test/harness';

const server = setupTestServer();
const run = promisify(execFile);

/** Runs a command-line tool as `npm run user:*` would, against this test file's database. */
function cli(script: string, args: string[], env: Record<string, string> = {}) {
  return run(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, script), ...args], {
    env: {
      ...process.env,
      DATABASE_URL: server.env.DATABASE_URL,
      DATABASE_OWNER_URL: server.env.DATABASE_OWNER_URL,
      ...env,
    },
  });
}

describe('command-line tools', () => {
  it('user:create makes an administrator who can log in with every permission', async () => {
    const { stdout } = await cli('user-create.ts', ['--matricula', '2000001', '--nome', 'Maria da Silva'], {
      RIP_USER_PASSWORD: 'primeiro-admin-2026',
    });
    expect(stdout).toContain('criado com o perfil Admin');
    const login = await server.api({
      method: 'POST',
      url: '/auth/login',
      payload: { matricula: '2000001', password: 'primeiro-admin-2026' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.permissions).toHaveLength(8);

    await expect(
      cli('user-create.ts', ['--matricula', '2000001', '--nome', 'Outra Pessoa'], {
        RIP_USER_PASSWORD: 'outra-senha-2026',
      }),
    ).rejects.toMatchObject({ stderr: expect.stringContaining('Já existe um usuário com esta matrícula.') });
  });

  it('user:create refuses a bad matrícula and a short password', async () => {
    await expect(
      cli('user-create.ts', ['--matricula', '12a', '--nome', 'X Y Z'], {
        RIP_USER_PASSWORD: 'boa-senha-2026',
      }),
    ).rejects.toMatchObject({ stderr: expect.stringContaining('Apenas números são permitidos') });
    await expect(
      cli('user-create.ts', ['--matricula', '2000002', '--nome', 'X Y Z'], { RIP_USER_PASSWORD: 'curta' }),
    ).rejects.toMatchObject({ stderr: expect.stringContaining('pelo menos 8 caracteres') });
  });

  it('user:unlock unlocks a locked account', async () => {
    await server.db
      .insert(loginFalhas)
      .values({ matricula: '1000003', falhas: 5, bloqueadaAte: new Date(Date.now() + 600_000) });
    const { stdout } = await cli('user-unlock.ts', ['1000003']);
    expect(stdout).toContain('Conta 1000003 desbloqueada.');
    expect(await server.db.select().from(loginFalhas).where(eq(loginFalhas.matricula, '1000003'))).toEqual(
      [],
    );
    await expect(cli('user-unlock.ts', ['7777777'])).rejects.toMatchObject({
      stderr: expect.stringContaining('Nenhum usuário com a matrícula 7777777.'),
    });
  });
});
