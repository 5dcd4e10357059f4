import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { logs } from '../../db/schema';
import { setupTestServer } from '../../test/harness';

const server = setupTestServer();

const JOAO_PESSOA = 2507507;

describe('POST /unidades — a create with a client-made id', () => {
  it('creates once, answers a repeat with the stored unit, and refuses the same id with other data', async () => {
    const cookie = await server.login('admin');
    const body = {
      id: randomUUID(),
      nome: 'Delegacia de Bayeux',
      telefone: '(83) 3232-0000',
      cidade_id: JOAO_PESSOA,
    };

    const first = await server.api({ method: 'POST', url: '/unidades', cookie, payload: body });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      id: body.id,
      nome: 'Delegacia de Bayeux',
      cidade: { nome: 'João Pessoa', uf: 'PB' },
    });

    const repeat = await server.api({ method: 'POST', url: '/unidades', cookie, payload: body });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual(first.json());

    const other = await server.api({
      method: 'POST',
      url: '/unidades',
      cookie,
      payload: { ...body, nome: 'Outra' },
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_CONFLICT');

    const audits = await server.db.select().from(logs).where(eq(logs.action, 'unidade.created'));
    expect(audits.filter((row) => row.context.unidadeId === body.id)).toHaveLength(1);

    const list = await server.api({ method: 'GET', url: '/unidades', cookie });
    expect(list.json().data.map((u: { id: string }) => u.id)).toContain(body.id);
  });

  it('refuses a unit without name or city with the spec messages', async () => {
    const cookie = await server.login('admin');
    const response = await server.api({
      method: 'POST',
      url: '/unidades',
      cookie,
      payload: { id: randomUUID(), nome: ' ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues.map((i: { message: string }) => i.message)).toEqual(
      expect.arrayContaining(['O nome da unidade é obrigatório', 'Selecione uma cidade']),
    );
    const unknownCity = await server.api({
      method: 'POST',
      url: '/unidades',
      cookie,
      payload: { id: randomUUID(), nome: 'Unidade X', cidade_id: 1 },
    });
    expect(unknownCity.statusCode).toBe(400);
    expect(unknownCity.json().message).toBe('Selecione uma cidade');
  });
});
