/**
 * Who signs a case's summons (spec §3, issue 42): the team's delegate, named by an account that
 * holds the cargo, never by what a member typed (docs/decisions.md, 30/11).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { equipeMembros, users } from '../../db/schema';
import { CARGO, equipeApi, membro } from '../../test/equipe';
import { setupTestServer } from '../../test/harness';
import { pessoasApi, userId } from '../../test/pessoas-fixtures';

const server = setupTestServer();
const api = pessoasApi(server);

const { DELEGADO, ESCRIVAO } = CARGO;
const { postMembro, getCaso } = equipeApi(server);

describe('the delegate of a case', () => {
  it('names a user by their account: a matrícula typed with another name and cargo Delegado does not make a delegate', async () => {
    const cookie = await server.login('escrivao');
    const caso = await api.criarCaso(cookie);
    // Carla is an investigator: typed as 'Dr. Fulano', Delegado, she would sign the case's summons.
    const carla = membro({ matricula: '1000003', name: 'Dr. Fulano de Tal', cargo_id: DELEGADO });
    const criado = await postMembro(cookie, caso.id, carla);
    expect(criado.statusCode).toBe(201);
    expect(criado.json()).toMatchObject({
      name: 'Carla Investigadora',
      cargo: { id: 7, nome: 'Investigador de Polícia Civil' },
      usuario: true,
    });
    expect((await getCaso(cookie, caso.id)).json().delegado).toBeNull();
    // The outbox sending the same again is the same member, not a conflict.
    expect((await postMembro(cookie, caso.id, carla)).statusCode).toBe(200);
    const [trilha] = await api.auditoria('equipe.created', caso.id);
    expect(trilha?.context).toMatchObject({
      matricula: '1000003',
      cargoId: 7,
      usuarioId: userId('investigador'),
    });
  });

  it('takes the cargo typed for an account that has none, but never the delegate’s', async () => {
    const cookie = await server.login('escrivao');
    const caso = await api.criarCaso(cookie);
    await server.db.update(users).set({ cargoId: null }).where(eq(users.matricula, '1000099'));
    const semCargo = (cargo_id: number) => membro({ matricula: '1000099', name: 'Dr. Fulano', cargo_id });
    const delegado = await postMembro(cookie, caso.id, semCargo(DELEGADO));
    expect(delegado.statusCode).toBe(400);
    expect(delegado.json().issues).toEqual([
      {
        path: 'cargo_id',
        message: 'O cargo de delegado vem da conta do usuário, e esta conta não tem cargo.',
      },
    ]);
    expect((await getCaso(cookie, caso.id)).json().delegado).toBeNull();
    const escrivao = await postMembro(cookie, caso.id, semCargo(ESCRIVAO));
    expect(escrivao.statusCode, escrivao.body).toBe(201);
    expect(escrivao.json()).toMatchObject({ cargo: { id: ESCRIVAO }, usuario: true });
  });

  it('never makes a delegate of a matrícula that is no account: refused, and a typed one already there signs nothing', async () => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie);
    const inventado = membro({ matricula: '9999999', name: 'Dr. João Inventado', cargo_id: DELEGADO });
    const recusado = await postMembro(cookie, caso.id, inventado);
    expect(recusado.statusCode).toBe(400);
    expect(recusado.json().issues).toEqual([
      {
        path: 'cargo_id',
        message:
          'O cargo de delegado vem da conta do usuário, e esta matrícula não é de um usuário do sistema.',
      },
    ]);
    // A row typed before this rule, as an older server stored it: listed, but no one's delegate.
    await server.db.insert(equipeMembros).values({
      id: randomUUID(),
      casoId: caso.id,
      matricula: '9999999',
      name: 'Dr. João Inventado',
      cargoId: DELEGADO,
      origem: 'equipe',
      createdBy: userId('investigador'),
    });
    const lido = (await getCaso(cookie, caso.id)).json();
    expect(lido.equipe.map((m: { name: string }) => m.name)).toContain('Dr. João Inventado');
    expect(lido.delegado).toBeNull();
  });
});
