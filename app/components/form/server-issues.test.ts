import { describe, expect, it } from 'vitest';
import { fieldPaths, issuesOnFields } from './server-issues';

describe('server refusals land under their fields', () => {
  it('knows every field path of a form, nested ones included', () => {
    const paths = fieldPaths({
      id: 'x',
      pessoa: { cpf: '', nome: '' },
      endereco: { cidade_id: null },
      vitima: { meio_morte: null },
    });
    expect(paths).toEqual(['id', 'pessoa.cpf', 'pessoa.nome', 'endereco.cidade_id', 'vitima.meio_morte']);
  });

  it('keeps the issues that name a field of the form, the first message of each', () => {
    const paths = ['pessoa.cpf', 'vitima.meio_morte'];
    expect(
      issuesOnFields(
        [
          { path: 'pessoa.cpf', message: 'CPF inválido.' },
          { path: 'pessoa.cpf', message: 'outra' },
          { path: 'vitima.meio_morte', message: 'Este campo é obrigatório' },
          { path: 'caso', message: 'não é campo' },
        ],
        paths,
      ),
    ).toEqual([
      { path: 'pessoa.cpf', message: 'CPF inválido.' },
      { path: 'vitima.meio_morte', message: 'Este campo é obrigatório' },
    ]);
  });
});
