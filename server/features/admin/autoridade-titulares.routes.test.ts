/**
 * A position or a unit speaks for every account that holds it (the case's delegate, who may
 * receive a shared case, the header of the papers): renaming one is acting on each holder. A user
 * manager may not rename the cargo or edit the unit of an account holding rights they lack, nor
 * rename their own cargo; the refusal is a 403 on the log and nothing changes; the lists say so
 * beforehand.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cargos, equipeMembros, logs, unidades, users } from '../../db/schema';
import { setupTestServer } from '../../test/harness';
import { PERSONAS, type PersonaName } from '../../test/personas';

const server = setupTestServer();
const JOAO_PESSOA = 2507507;

async function idDe(persona: PersonaName): Promise<string> {
  const [row] = await server.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.matricula, PERSONAS[persona].matricula));
  if (!row) throw new Error(`sem usuário ${persona}`);
  return row.id;
}

/** A cargo and a unit of their own for the persona, so that no other account shares them. */
async function lotacaoPropria(persona: PersonaName) {
  const [cargo] = await server.db
    .insert(cargos)
    .values({ nome: `Cargo de ${persona}` })
    .returning({ id: cargos.id });
  const unidadeId = randomUUID();
  await server.db
    .insert(unidades)
    .values({ id: unidadeId, nome: `Unidade de ${persona}`, cidade_id: JOAO_PESSOA });
  await server.db
    .update(users)
    .set({ cargoId: cargo?.id, unidadeId })
    .where(eq(users.id, await idDe(persona)));
  return { cargoId: cargo?.id as number, unidadeId };
}

const unidadeAlterada = (nome: string) => ({ nome, cidade_id: JOAO_PESSOA, srpc: 9 });

let doAdmin: { cargoId: number; unidadeId: string };
let doGestor: { cargoId: number; unidadeId: string };
let daInvestigadora: { cargoId: number; unidadeId: string };
let gestor: string;

beforeAll(async () => {
  doAdmin = await lotacaoPropria('admin');
  doGestor = await lotacaoPropria('gestorUsuarios');
  daInvestigadora = await lotacaoPropria('investigador');
  gestor = await server.login('gestorUsuarios');
});

async function recusado(url: string, payload: object, code: string, motivo: RegExp, action: string) {
  const [ultima] = await server.db.select({ id: logs.id }).from(logs).orderBy(desc(logs.id)).limit(1);
  const antes = {
    cargos: await server.db.select().from(cargos),
    unidades: await server.db.select().from(unidades),
  };
  const response = await server.api({ method: 'PUT', url, cookie: gestor, payload });
  expect(response.statusCode).toBe(403);
  expect(response.json()).toMatchObject({ code, message: expect.stringMatching(motivo) });
  expect({
    cargos: await server.db.select().from(cargos),
    unidades: await server.db.select().from(unidades),
  }).toEqual(antes);
  const rows = await server.db
    .select()
    .from(logs)
    .where(and(eq(logs.action, action), gt(logs.id, ultima?.id ?? 0)));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    level: 'WARNING',
    userId: await idDe('gestorUsuarios'),
    message: expect.stringMatching(motivo),
    context: { code },
  });
}

describe('a cargo or unit held by accounts', () => {
  it("refuses a user manager renaming the cargo of an account with rights they lack (the investigadora's, the Admin's)", async () => {
    for (const cargoId of [daInvestigadora.cargoId, doAdmin.cargoId]) {
      await recusado(
        `/cargos/${cargoId}`,
        { nome: 'Delegado Titular' },
        'RIGHTS_NOT_HELD',
        /Este cargo é de contas com permissões que você não tem \(.*Ver casos.*\)/,
        'cargo.refused',
      );
    }
  });

  it('refuses a user manager renaming their own cargo, and lets them keep their own unit', async () => {
    await recusado(
      `/cargos/${doGestor.cargoId}`,
      { nome: 'Delegado Geral' },
      'OWN_ACCOUNT',
      /Este é o seu cargo/,
      'cargo.refused',
    );
    const propria = await server.api({
      method: 'PUT',
      url: `/unidades/${doGestor.unidadeId}`,
      cookie: gestor,
      payload: { ...unidadeAlterada('Unidade do Gestor'), wifi_acima_mb: 20 },
    });
    expect(propria.statusCode).toBe(200);
  });

  it("refuses a user manager editing the unit of the Admin: its name and SRPC head the Admin's papers", async () => {
    await recusado(
      `/unidades/${doAdmin.unidadeId}`,
      unidadeAlterada('Unidade Trocada'),
      'RIGHTS_NOT_HELD',
      /Esta unidade é de contas com permissões que você não tem \(.*Gerenciar perfis.*\)/,
      'unidade.refused',
    );
  });

  it('lets the user manager rename what no account beyond them holds, and the Admin what the others hold', async () => {
    const [livre] = await server.db
      .insert(cargos)
      .values({ nome: 'Cargo Vago' })
      .returning({ id: cargos.id });
    const vago = await server.api({
      method: 'PUT',
      url: `/cargos/${livre?.id}`,
      cookie: gestor,
      payload: { nome: 'Cargo Sem Ninguém' },
    });
    expect(vago.statusCode).toBe(200);
    const admin = await server.login('admin');
    const doOutro = await server.api({
      method: 'PUT',
      url: `/unidades/${doGestor.unidadeId}`,
      cookie: admin,
      payload: unidadeAlterada('Unidade do Gestor Renomeada'),
    });
    expect(doOutro.statusCode).toBe(200);
    const renomeado = await server.api({
      method: 'PUT',
      url: `/cargos/${daInvestigadora.cargoId}`,
      cookie: admin,
      payload: { nome: 'Agente Investigadora' },
    });
    expect(renomeado.statusCode).toBe(200);
  });

  it("refuses a new name that changes what a held cargo means in the cases, a team entry's too", async () => {
    const admin = await server.login('admin');
    const delegadoAgora = await server.api({
      method: 'PUT',
      url: `/cargos/${daInvestigadora.cargoId}`,
      cookie: admin,
      payload: { nome: 'Delegado Adjunto' },
    });
    expect(delegadoAgora.statusCode).toBe(409);
    expect(delegadoAgora.json()).toMatchObject({
      code: 'CARGO_IN_USE',
      message: expect.stringMatching(
        /é usado por 1 usuário; este nome mudaria o que ele significa.*Crie um cargo novo/,
      ),
    });
    // Held by nobody's account, only by a case's team entry (another force at the scene).
    const [pm] = await server.db.insert(cargos).values({ nome: 'Soldado PM' }).returning({ id: cargos.id });
    const investigadora = await server.login('investigador');
    const casoId = randomUUID();
    await server.api({
      method: 'POST',
      url: '/casos',
      cookie: investigadora,
      payload: { id: casoId, name: 'Caso PM' },
    });
    await server.db.insert(equipeMembros).values({
      id: randomUUID(),
      casoId,
      matricula: '7654321',
      name: 'Soldado Ferreira',
      cargoId: pm?.id as number,
      createdBy: await idDe('investigador'),
    });
    const promovido = await server.api({
      method: 'PUT',
      url: `/cargos/${pm?.id}`,
      cookie: gestor,
      payload: { nome: 'Delegado PM' },
    });
    expect(promovido.statusCode).toBe(409);
    expect(promovido.json().message).toMatch(/é usado por 1 membro de equipe de caso/);
    const caso = await server.api({ method: 'GET', url: `/casos/${casoId}`, cookie: investigadora });
    expect(caso.json().delegado).toBeNull();
    // A spelling fixed keeps the meaning: allowed.
    const corrigido = await server.api({
      method: 'PUT',
      url: `/cargos/${pm?.id}`,
      cookie: gestor,
      payload: { nome: 'Soldado da PM' },
    });
    expect(corrigido.statusCode).toBe(200);
  });

  it('says in the lists what each reader may change, with the reason the write would give', async () => {
    const politicas = async (cookie: string, url: string) => {
      const response = await server.api({ method: 'GET', url, cookie });
      expect(response.statusCode).toBe(200);
      return new Map(
        (
          response.json().data as {
            id: number | string;
            policy: { pode_alterar: boolean; motivo: string | null };
          }[]
        ).map((r) => [r.id, r.policy]),
      );
    };
    const cargosDoGestor = await politicas(gestor, '/cargos');
    expect(cargosDoGestor.get(doAdmin.cargoId)).toEqual({
      pode_alterar: false,
      motivo: expect.stringMatching(/Este cargo é de contas com permissões que você não tem/),
    });
    expect(cargosDoGestor.get(doGestor.cargoId)?.motivo).toMatch(/Este é o seu cargo/);
    const unidadesDoGestor = await politicas(gestor, '/unidades');
    expect(unidadesDoGestor.get(doAdmin.unidadeId)?.pode_alterar).toBe(false);
    expect(unidadesDoGestor.get(doGestor.unidadeId)?.pode_alterar).toBe(true);

    const admin = await server.login('admin');
    const cargosDoAdmin = await politicas(admin, '/cargos');
    expect(cargosDoAdmin.get(daInvestigadora.cargoId)).toEqual({ pode_alterar: true, motivo: null });
    expect(cargosDoAdmin.get(doAdmin.cargoId)?.motivo).toMatch(/Este é o seu cargo/);

    const investigadora = await server.login('investigador');
    const semGestao = await politicas(investigadora, '/cargos');
    expect(new Set([...semGestao.values()].map((p) => p.pode_alterar))).toEqual(new Set([false]));
  });
});
