import { describe, expect, it } from 'vitest';
import { changedFields } from './draft-fields';

const values = {
  tipo: 'Objeto',
  hora: '10:00',
  pessoa: { nome: 'Ana', cpf: '' },
  calibres: ['0.38', '9mm'],
  condicoes: { clima: 'Chuva', tipo: null },
};
const read = (path: string) =>
  path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], values);

describe('changedFields', () => {
  it('keeps the changed fields only, by path, and a list whole', () => {
    expect(
      changedFields({ tipo: true, pessoa: { nome: true }, calibres: [true, false], condicoes: {} }, read),
    ).toEqual({ tipo: 'Objeto', 'pessoa.nome': 'Ana', calibres: ['0.38', '9mm'] });
  });

  it('keeps a group changed as a whole whole', () => {
    expect(changedFields({ pessoa: true }, read)).toEqual({ pessoa: { nome: 'Ana', cpf: '' } });
  });

  it('keeps nothing of an untouched form', () => {
    expect(changedFields({ hora: false }, read)).toEqual({});
  });
});
