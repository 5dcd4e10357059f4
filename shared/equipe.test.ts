import { describe, expect, it } from 'vitest';
import { agruparEquipe, delegadoDe, grupoDoCargo, recusaDoCompartilhamento } from './equipe';
import { CARGOS_PADRAO } from './options-caso';

describe('team display groups (spec §9)', () => {
  it('places each built-in cargo by the spec’s keywords, accents and case aside', () => {
    const grupos = Object.fromEntries(CARGOS_PADRAO.map((cargo) => [cargo, grupoDoCargo(cargo)]));
    expect(grupos).toEqual({
      'Delegado de Polícia Civil': 'Polícia Civil',
      'Perito Oficial Criminal': 'IPC',
      // 'perito oficial' is the spec's keyword: a traffic expert is not one.
      'Perito de Trânsito': 'Outros',
      'Perito Oficial Médico Legal': 'IPC',
      'Perito Oficial Odonto Legal': 'IPC',
      'Perito Oficial Químico Legal': 'IPC',
      'Investigador de Polícia Civil': 'Polícia Civil',
      'Papiloscopista Policial': 'IPC',
      'Escrivão de Polícia Civil': 'Polícia Civil',
      'Técnico em Perícia': 'IPC',
      'Agente Operacional de Polícia Civil': 'Polícia Civil',
      'Agente de Telecomunicações Policial': 'Polícia Civil',
      'Necrotomista Policial': 'Outros',
      'Polícia Militar': 'Polícia Militar',
      Bombeiro: 'Bombeiros',
      Samu: 'SAMU',
      'Polícia Federal': 'Polícia Federal',
      Remoção: 'Remoção',
      Administrativo: 'Outros',
      'Guarda Civil': 'Guarda Municipal',
      Outros: 'Outros',
    });
  });

  it('lists the groups in the spec’s order, empty ones left out, members in the order given', () => {
    const membro = (name: string, nome: string) => ({ name, matricula: '1234567', cargo: { id: 1, nome } });
    const grupos = agruparEquipe([
      membro('Soldado', 'Polícia Militar'),
      membro('Perita', 'Perito Oficial Criminal'),
      membro('Escrivã', 'ESCRIVÃO DE POLÍCIA CIVIL'),
      membro('Delegado', 'Delegado de Polícia Civil'),
    ]);
    expect(grupos.map((g) => [g.grupo, g.membros.map((m) => m.name)])).toEqual([
      ['Polícia Civil', ['Escrivã', 'Delegado']],
      ['IPC', ['Perita']],
      ['Polícia Militar', ['Soldado']],
    ]);
  });

  it('names the first member whose cargo is Delegado as the case’s delegate', () => {
    expect(
      delegadoDe([
        { name: 'Escrivã', matricula: '1', cargo: { nome: 'Escrivão de Polícia Civil' }, usuario: true },
        { name: 'Bruno', matricula: '2', cargo: { nome: 'Delegado de Polícia Civil' }, usuario: true },
        { name: 'Outro', matricula: '3', cargo: { nome: 'DELEGADO' }, usuario: true },
      ]),
    ).toEqual({ name: 'Bruno', matricula: '2' });
    expect(delegadoDe([])).toBeNull();
  });

  it('takes a delegate only from an account the server named', () => {
    const digitado = { name: 'Dr. Inventado', matricula: '9', cargo: { nome: 'Delegado' }, usuario: false };
    expect(delegadoDe([digitado])).toBeNull();
    expect(delegadoDe([{ ...digitado, usuario: true }])).toEqual({ name: 'Dr. Inventado', matricula: '9' });
  });
});

describe('who may receive a shared case (spec §5)', () => {
  const policial = { id: 'b', unidade: { nome: 'DH' }, cargo: { nome: 'Escrivão de Polícia Civil' } };
  it.each([
    ['a civil-police user', policial, null],
    ['oneself, even without a unit', { ...policial, id: 'a', unidade: null }, 'SHARE_SELF'],
    ['a user without a unit', { ...policial, unidade: null }, 'SHARE_NO_UNIT'],
    ['a user without a cargo', { ...policial, cargo: null }, 'SHARE_NO_CARGO'],
    ['an administrative user', { ...policial, cargo: { nome: 'Administrativo' } }, 'SHARE_NOT_CIVIL_POLICE'],
    [
      'a military police officer',
      { ...policial, cargo: { nome: 'Polícia Militar' } },
      'SHARE_NOT_CIVIL_POLICE',
    ],
    [
      'a cargo naming the civil police',
      { ...policial, cargo: { nome: 'Agente Operacional de Polícia Civil' } },
      null,
    ],
    ['a papiloscopist', { ...policial, cargo: { nome: 'Papiloscopista Policial' } }, null],
    [
      'a cargo naming the civil police with its accents apart (NFD)',
      { ...policial, cargo: { nome: 'Agente Operacional de Polícia Civil'.normalize('NFD') } },
      null,
    ],
  ])('%s', (_caso, alvo, recusa) => {
    expect(recusaDoCompartilhamento(alvo, 'a')).toBe(recusa);
  });
});
