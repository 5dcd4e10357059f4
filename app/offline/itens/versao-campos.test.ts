import { describe, expect, it } from 'vitest';
import type { ConflitoEdicao } from '../../../shared/schemas/versao';
import { diferencas, escolhaDe, partesAlteradas, refazerSobre, resolucaoDe } from './versao-campos';

const aberto: Record<string, unknown> & { pessoa: Record<string, unknown> } = {
  pessoa: { id: 'p', nome: 'Maria', profissao: 'Professora' },
  endereco: null,
  anotacoes: '',
  vitima: { crime_id: 1 },
};

describe('partesAlteradas (the partial-update builder)', () => {
  it('sends only the parts the user changed, whole, with the version the form was opened on', () => {
    const editado = { ...aberto, pessoa: { ...aberto.pessoa, profissao: 'Médica' } };
    expect(partesAlteradas(aberto, editado, 4)).toEqual({ pessoa: editado.pessoa, versao_base: 4 });
  });

  it('reads an emptied text as no change, and sends nothing but the version when nothing changed', () => {
    expect(partesAlteradas(aberto, { ...aberto, anotacoes: null }, 2)).toEqual({ versao_base: 2 });
  });

  it('sends every part when the form has no first values to compare with', () => {
    expect(partesAlteradas<Record<string, unknown>>({}, aberto, undefined)).toEqual(aberto);
  });
});

describe('refazerSobre', () => {
  it('lays only the fields the user changed over the record as a colleague left it', () => {
    const editado = { ...aberto, pessoa: { ...aberto.pessoa, profissao: 'Médica' } };
    const atual = { ...aberto, pessoa: { ...aberto.pessoa, nome: 'Maria José' } };
    expect(refazerSobre(aberto, editado, atual).pessoa).toEqual({
      id: 'p',
      nome: 'Maria José',
      profissao: 'Médica',
    });
    expect(diferencas(aberto, editado)).toEqual(['pessoa.profissao']);
  });
});

const conflito: ConflitoEdicao = {
  recurso: 'vitima',
  id: 'v',
  versao_atual: 3,
  campos: [
    {
      campo: 'pessoa.profissao',
      base: 'Professora',
      seu: 'Médica',
      atual: 'Enfermeira',
      por: { name: 'Delegado', matricula: '1000002' },
      em: '2026-11-26T18:00:00.000Z',
    },
  ],
  atual: null,
};

describe('resolucaoDe', () => {
  it('records the choice of each field and the value it replaced', () => {
    const final = (profissao: string) => ({ pessoa: { profissao } });
    expect(resolucaoDe(conflito, final('Médica'))).toEqual([
      { campo: 'pessoa.profissao', escolha: 'meu', descartado: 'Enfermeira' },
    ]);
    expect(resolucaoDe(conflito, final('Enfermeira'))).toEqual([
      { campo: 'pessoa.profissao', escolha: 'outro', descartado: 'Médica' },
    ]);
    expect(resolucaoDe(conflito, final('Médica obstetra'))).toEqual([
      { campo: 'pessoa.profissao', escolha: 'editado', descartado: 'Enfermeira' },
    ]);
  });

  it('tells which side a value is', () => {
    const [campo] = conflito.campos;
    if (!campo) throw new Error('fixture');
    expect(escolhaDe(campo, 'Enfermeira')).toBe('outro');
  });
});
