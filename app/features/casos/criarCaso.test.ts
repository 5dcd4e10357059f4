import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../shared/schemas/auth';
import { caso as casoSchema } from '../../../shared/schemas/casos';
import { casoVazio } from './criarCaso';

const usuario: SessionUser = {
  id: 'c0000000-0000-4000-8000-000000000001',
  name: 'Carla Investigadora',
  matricula: '1000003',
  cargo: null,
  unidade: { id: 'f0000000-0000-4000-8000-000000000009', nome: 'Delegacia de Homicídios' },
  srpc: 1,
  roles: [],
  permissions: [],
};

describe('casoVazio: the hub of a case whose create waits in the outbox', () => {
  const id = 'e0000000-0000-4000-8000-000000000006';
  const view = casoVazio(id, 'Caso Novo', usuario, new Date('2026-05-04T08:00:00.000Z'));

  it('is an empty, unnumbered case of the creating user, editable for 24 hours', () => {
    expect(view).toMatchObject({
      id,
      name: 'Caso Novo',
      identificador: null,
      acesso: 'membro',
      offline: true,
      created_at: '2026-05-04T08:00:00.000Z',
      editavel_ate: '2026-05-05T08:00:00.000Z',
      user: {
        name: 'Carla Investigadora',
        matricula: '1000003',
        unidade: 'Delegacia de Homicídios',
        srpc: 1,
      },
      vitimas: [],
      testemunhas: [],
      suspeitos: [],
      acessos_justificados: [],
    });
  });

  it('has every one of the 13 tiles at 0', () => {
    expect(Object.keys(view.contagens)).toHaveLength(13);
    expect(Object.values(view.contagens).every((n) => n === 0)).toBe(true);
  });

  it('has the shape of the case the server answers, once numbered', () => {
    expect(casoSchema.safeParse({ ...view, identificador: '2026.000001' }).success).toBe(true);
  });
});
