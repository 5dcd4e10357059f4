/**
 * Issue 39 item 7: a burst of parallel logins for one matrícula gets no more passwords checked than
 * the lock allows, on one node or two. Each checked password leaves its audit row (a login, a
 * failure, the failure that locks); an attempt refused unchecked leaves `auth.login_locked`. The
 * users' hashes are slow to check, as on a busy server (test/senha-lenta.ts).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginFalhas, logs } from '../../db/schema';
import { setupTestServer } from '../../test/harness';
import { DEMO_PASSWORD, PERSONAS } from '../../test/personas';
import { setupSecondNode, type TestClient } from '../../test/segundo-no';
import { senhaLenta } from '../../test/senha-lenta';
import { unlockUser } from './login.service';

const a = setupTestServer();
const b = setupSecondNode(a);
const MAX = 5;
const BURST = 40;
const { perito, escrivao, investigador, delegado } = PERSONAS;

beforeAll(async () => {
  for (const { matricula } of [perito, escrivao, investigador, delegado])
    await senhaLenta(a, matricula, DEMO_PASSWORD);
});

/** The burst: every password at once, through the nodes given in turn; the statuses in the same order. */
async function burst(matricula: string, passwords: string[], nodes: TestClient[] = [a]) {
  const responses = await Promise.all(
    passwords.map((password, i) =>
      (nodes[i % nodes.length] as TestClient).api({
        method: 'POST',
        url: '/auth/login',
        payload: { matricula, password },
      }),
    ),
  );
  return responses.map((response) => response.statusCode);
}

const wrong = (n: number) => Array.from({ length: n }, (_, i) => `chute-errado-${i}`);

/** 39 wrong passwords and the right one at `at`. */
function wrongWithRightAt(at: number): string[] {
  const passwords = wrong(BURST - 1);
  passwords.splice(at, 0, DEMO_PASSWORD);
  return passwords;
}

/** The attempts at a matrícula since `from` (a log id): checked, and refused unchecked. */
async function attempts(matricula: string, from: number) {
  const rows = await a.db
    .select({ action: logs.action })
    .from(logs)
    .where(
      sql`${logs.id} > ${from} AND ${logs.context}->>'matricula' = ${matricula} AND ${inArray(logs.action, [
        'auth.login',
        'auth.login_failed',
        'auth.account_locked',
        'auth.login_locked',
      ])}`,
    );
  const count = (action: string) => rows.filter((row) => row.action === action).length;
  return {
    checked: count('auth.login') + count('auth.login_failed') + count('auth.account_locked'),
    accepted: count('auth.login'),
    refused: count('auth.login_locked'),
  };
}

async function lastLogId(): Promise<number> {
  const [row] = await a.db.select({ id: sql<number>`coalesce(max(${logs.id}), 0)::int` }).from(logs);
  return row?.id ?? 0;
}

async function isLocked(matricula: string): Promise<boolean> {
  const [row] = await a.db.select().from(loginFalhas).where(eq(loginFalhas.matricula, matricula));
  return Boolean(row?.bloqueadaAte && row.bloqueadaAte > new Date());
}

describe('a burst of 40 parallel logins for one matrícula', () => {
  it('of wrong passwords gets 5 checked, the rest refused unchecked, and locks the matrícula', async () => {
    const from = await lastLogId();
    const statuses = await burst(perito.matricula, wrong(BURST));
    expect(await attempts(perito.matricula, from)).toEqual({
      checked: MAX,
      accepted: 0,
      refused: BURST - MAX,
    });
    // The fifth wrong one says it locked; the ones refused say it is locked.
    expect(statuses.filter((s) => s === 401)).toHaveLength(MAX - 1);
    expect(statuses.filter((s) => s === 423)).toHaveLength(BURST - MAX + 1);
    expect(await isLocked(perito.matricula)).toBe(true);
    const right = await a.api({ method: 'POST', url: '/auth/login', payload: perito });
    expect(right.json()).toMatchObject({ code: 'ACCOUNT_LOCKED' });
    await unlockUser(a.db, perito.matricula, { userId: null, via: 'test' });
  });

  it.each([
    ['first', 0],
    ['in the middle', 20],
    ['last', BURST - 1],
  ])('with the right password %s, accepts it only if it was among the 5 checked', async (_where, at) => {
    const from = await lastLogId();
    const statuses = await burst(escrivao.matricula, wrongWithRightAt(at));
    const { checked, accepted } = await attempts(escrivao.matricula, from);
    expect(checked).toBe(MAX);
    expect(statuses.filter((s) => s === 200)).toHaveLength(accepted);
    expect(statuses[at]).toBe(accepted === 1 ? 200 : 423);
    // Five wrong ones checked lock the matrícula; four and the right one do not.
    expect(await isLocked(escrivao.matricula)).toBe(accepted === 0);
    await unlockUser(a.db, escrivao.matricula, { userId: null, via: 'test' });
  });

  it('for a matrícula nobody has, answers as for a known one', async () => {
    const from = await lastLogId();
    const unknown = await burst('7654321', wrong(BURST));
    const known = await burst(investigador.matricula, wrong(BURST));
    expect(unknown.toSorted()).toEqual(known.toSorted());
    expect(await attempts('7654321', from)).toEqual({ checked: MAX, accepted: 0, refused: BURST - MAX });
    await unlockUser(a.db, investigador.matricula, { userId: null, via: 'test' });
  });

  it('through two nodes at once, still gets 5 checked: the database counts for both', async () => {
    const from = await lastLogId();
    const statuses = await burst(delegado.matricula, wrongWithRightAt(BURST - 1), [a, b]);
    const { checked, accepted, refused } = await attempts(delegado.matricula, from);
    expect(checked).toBe(MAX);
    expect(refused).toBe(BURST - MAX);
    expect(statuses.filter((s) => s === 200)).toHaveLength(accepted);
    expect(await isLocked(delegado.matricula)).toBe(accepted === 0);
    await unlockUser(a.db, delegado.matricula, { userId: null, via: 'test' });
  });
});
