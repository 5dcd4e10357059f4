import { describe, expect, it } from 'vitest';
import { casoNome } from './casos';
import { vinculoDados, vitimaDados } from './pessoa-caso';
import { caracteristicasInput } from './pessoas';

const VITIMA_VINCULO = '6f1c1a52-8e7b-4d7e-9a51-3c7d7c2b9a10';

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('vitimaDados: the typification drives the form (spec §4)', () => {
  it('requires corpse state and means of death for a death', () => {
    const result = vitimaDados.safeParse({ crime_id: 1 });
    expect(messages(result)).toEqual({
      estado_cadaver: 'Este campo é obrigatório',
      meio_morte: 'Este campo é obrigatório',
    });
  });

  it('keeps the death fields and drops the referral for a death', () => {
    const parsed = vitimaDados.parse({
      crime_id: 1,
      estado_cadaver: 'Morte Recente',
      meio_morte: 'Arma de Fogo',
      data_morte: '2026-11-20',
      hora_morte: '03:15',
      encaminhado: 'UPA_BAYEUX',
    });
    expect(parsed).toMatchObject({ estado_cadaver: 'Morte Recente', hora_morte: '03:15', encaminhado: null });
  });

  it('drops the death fields for attempted homicide (2183) and asks for the OUTRO place', () => {
    expect(messages(vitimaDados.safeParse({ crime_id: 2183, encaminhado: 'OUTRO' }))).toEqual({
      encaminhado_outro: 'Insira o local de encaminhamento.',
    });
    const parsed = vitimaDados.parse({
      crime_id: 2183,
      estado_cadaver: 'Ossada',
      meio_morte: 'Outros',
      encaminhado: 'OUTRO',
      encaminhado_outro: 'Clínica São Lucas',
    });
    expect(parsed).toMatchObject({
      estado_cadaver: null,
      meio_morte: null,
      encaminhado: 'OUTRO',
      encaminhado_outro: 'Clínica São Lucas',
    });
  });

  it('keeps a description only with SIM', () => {
    const parsed = vitimaDados.parse({
      crime_id: 2183,
      abordagem: 'NÃO',
      abordagemDados: 'texto esquecido',
      reacao: 'SIM',
      reacaoDados: 'Correu',
      subtracao_bens: 'DESCONHECIDO',
      bens_subtraidos: 'celular',
    });
    expect(parsed).toMatchObject({ abordagemDados: null, reacaoDados: 'Correu', bens_subtraidos: null });
  });

  it('refuses a typification outside the spec list', () => {
    expect(vitimaDados.safeParse({ crime_id: 7 }).success).toBe(false);
  });
});

describe('vinculoDados', () => {
  it('requires the kinship for Familiar and drops it otherwise', () => {
    expect(
      messages(vinculoDados.safeParse({ pessoaTipo: 'Familiar', vitimaVinculoId: VITIMA_VINCULO })),
    ).toEqual({
      parentesco: 'Este campo é obrigatório',
    });
    expect(
      vinculoDados.parse({ pessoaTipo: 'Vizinho', parentesco: 'irmão', vitimaVinculoId: VITIMA_VINCULO })
        .parentesco,
    ).toBeNull();
  });

  it('requires link type and victim', () => {
    expect(Object.keys(messages(vinculoDados.safeParse({})))).toEqual(['pessoaTipo', 'vitimaVinculoId']);
  });
});

describe('caracteristicasInput', () => {
  it('keeps scar and tattoo descriptions only with SIM', () => {
    const parsed = caracteristicasInput.parse({
      cicatriz: 'NÃO',
      cicatriz_descricao: 'no braço',
      tatuagem: 'SIM',
      tatuagem_descricao: 'Dragão no ombro',
    });
    expect(parsed).toMatchObject({ cicatriz_descricao: null, tatuagem_descricao: 'Dragão no ombro' });
  });
});

describe('casoNome (spec §5)', () => {
  it('title-cases before checking 5 to 25 characters', () => {
    expect(casoNome.parse('  homicídio   DO centro ')).toBe('Homicídio do Centro');
    expect(casoNome.safeParse('abc').success).toBe(false);
    expect(casoNome.safeParse('a'.repeat(26)).success).toBe(false);
    expect(casoNome.safeParse('').error?.issues[0]?.message).toBe('Informe o nome do caso.');
  });
});
