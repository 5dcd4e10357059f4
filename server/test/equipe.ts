/** The team calls of the tests, bound to one test server, and the cargos they name (spec §9's list). */
import { randomUUID } from 'node:crypto';
import type { TestServer } from './harness';

export const CARGO = { DELEGADO: 1, INVESTIGADOR: 7, ESCRIVAO: 9, POLICIA_MILITAR: 14 } as const;

/** A member typed by hand, a soldier of the military police unless told otherwise. */
export const membro = (overrides: object = {}) => ({
  id: randomUUID(),
  matricula: '7654321',
  name: 'soldado  joão da   silva',
  cargo_id: CARGO.POLICIA_MILITAR,
  ...overrides,
});

export function equipeApi(server: TestServer) {
  return {
    postMembro: (cookie: string, casoId: string, payload: object) =>
      server.api({ method: 'POST', url: `/casos/${casoId}/equipe`, cookie, payload }),
    getCaso: (cookie: string, casoId: string) =>
      server.api({ method: 'GET', url: `/casos/${casoId}`, cookie }),
  };
}
