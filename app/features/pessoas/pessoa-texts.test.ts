import { describe, expect, it } from 'vitest';
import { avisoOutrosCasos } from './pessoa-texts';

const marta = {
  nome: 'Marta Lopes',
  cpf: '52998224725',
  rg: null,
  data_nascimento: null,
  mae: 'Joana',
  pai: null,
};

describe('avisoOutrosCasos (issue 39)', () => {
  it('says nothing without other cases, or when nothing that says who she is changes', () => {
    expect(avisoOutrosCasos(marta, { ...marta, nome: 'Marta Souza' }, 0)).toBeNull();
    expect(avisoOutrosCasos(marta, { ...marta, nome: 'Marta Souza' }, undefined)).toBeNull();
    expect(avisoOutrosCasos(marta, { ...marta }, 3)).toBeNull();
  });

  it('names what changes, for one case or many', () => {
    expect(avisoOutrosCasos(marta, { ...marta, cpf: '11144477735' }, 1)).toBe(
      'Esta pessoa também está em outro caso; a mudança de CPF aparecerá no histórico dele.',
    );
    expect(avisoOutrosCasos(marta, { ...marta, nome: 'Marta Souza', cpf: null, mae: 'Joana Souza' }, 3)).toBe(
      'Esta pessoa também está em outros 3 casos; a mudança de nome, CPF e mãe aparecerá no histórico deles.',
    );
  });
});
