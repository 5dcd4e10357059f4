/** People the integration tests add to cases through the API, as a phone would send them. */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { completeCpf } from '../../shared/formatos/cpf';
import type { VinculoCreateRequest, VitimaCreateRequest } from '../../shared/schemas/pessoa-caso';
import { logs } from '../db/schema';
import { DEMO_USERS } from '../db/seed-demo';
import type { TestServer } from './harness';
import { PERSONAS } from './personas';

export const JOAO_PESSOA = 2507507;
export const HOMICIDIO = 1;
export const TENTATIVA = 2183;

/** A fresh CPF with valid check digits, so tests never collide on one. */
export function novoCpf(): string {
  const base = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10)).join('');
  return /^(\d)\1{8}$/.test(base) ? novoCpf() : completeCpf(base);
}

export const pontuado = (cpf: string) =>
  `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;

export function userId(persona: keyof typeof PERSONAS): string {
  const user = DEMO_USERS.find((u) => u.matricula === PERSONAS[persona].matricula);
  if (!user) throw new Error(`sem usuário para ${persona}`);
  return user.id;
}

export function vitimaHomicidio(overrides: Partial<VitimaCreateRequest> = {}): VitimaCreateRequest {
  return {
    id: randomUUID(),
    pessoa: { id: randomUUID(), nome: 'José da Silva' },
    endereco: null,
    caracteristicas_fisicas: null,
    anotacoes: null,
    vitima: {
      crime_id: HOMICIDIO,
      estado_cadaver: 'Morte Recente',
      meio_morte: 'Arma de Fogo',
    },
    ...overrides,
  };
}

export function vinculo(
  vitimaVinculoId: string,
  overrides: Partial<VinculoCreateRequest> = {},
): VinculoCreateRequest {
  return {
    id: randomUUID(),
    pessoa: { id: randomUUID(), nome: 'Maria Souza' },
    vinculo: { pessoaTipo: 'Amigo', vitimaVinculoId },
    ...overrides,
  };
}

export type Colecao = 'vitimas' | 'testemunhas' | 'suspeitos';

/** The calls of the people routes, bound to one test server. */
export function pessoasApi(server: TestServer) {
  return {
    async criarCaso(cookie: string, name = 'Caso das Pessoas') {
      const response = await server.api({
        method: 'POST',
        url: '/casos',
        cookie,
        payload: { id: randomUUID(), name },
      });
      expect(response.statusCode).toBe(201);
      return response.json() as { id: string; name: string; identificador: string };
    },
    post: (cookie: string, casoId: string, colecao: Colecao, payload: object) =>
      server.api({ method: 'POST', url: `/casos/${casoId}/${colecao}`, cookie, payload }),
    /** An edit, made on the version given (a person as added is at version 1). */
    put: (cookie: string, casoId: string, colecao: Colecao, pessoaId: string, payload: object, versao = 1) =>
      server.api({
        method: 'PUT',
        url: `/casos/${casoId}/${colecao}/${pessoaId}`,
        cookie,
        payload: { versao_base: versao, ...payload },
      }),
    del: (cookie: string, casoId: string, colecao: Colecao, pessoaId: string, versao = 1) =>
      server.api({
        method: 'DELETE',
        url: `/casos/${casoId}/${colecao}/${pessoaId}?versao_base=${versao}`,
        cookie,
      }),
    auditoria: (action: string, casoId: string) =>
      server.db
        .select()
        .from(logs)
        .where(and(eq(logs.action, action), eq(logs.casoId, casoId))),
  };
}
