import { describe, expect, it } from 'vitest';
import { filtrarUnidades } from './unidade-filtro';

describe('filtrarUnidades', () => {
  const unidades = [
    { nome: 'Delegacia de Bayeux' },
    { nome: 'DHPP João Pessoa' },
    { nome: 'delegacia de Patos' },
  ];

  it('keeps names containing the text whatever the case, sorted by name', () => {
    expect(filtrarUnidades(unidades, 'DELEG').map((u) => u.nome)).toEqual([
      'Delegacia de Bayeux',
      'delegacia de Patos',
    ]);
  });

  it('an empty filter lists all, sorted', () => {
    expect(filtrarUnidades(unidades, '  ').map((u) => u.nome)).toEqual([
      'Delegacia de Bayeux',
      'delegacia de Patos',
      'DHPP João Pessoa',
    ]);
  });
});
