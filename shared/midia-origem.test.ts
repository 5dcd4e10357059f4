import { describe, expect, it } from 'vitest';
import { alertaDeHora, motivoNaoVerificada, origemRotulo, registroDaMidia } from './midia-origem';
import type { Midia } from './schemas/vestigios';

const hora = (instante: string) => instante.slice(0, 16);
const midia = (extra: Partial<Midia>) =>
  ({
    origem: 'captura',
    verificacao: 'verificada',
    registrada_em: '2026-11-20T02:30:00.000Z',
    coordenadas: null,
    precisao_m: null,
    arquivo: null,
    hora_fora_do_caso: null,
    ...extra,
  }) as Midia;

describe('how a file is named (issue 39)', () => {
  it('calls captured only what the server verified', () => {
    expect(origemRotulo(midia({}))).toBe('Capturada pela câmera do app');
    expect(registroDaMidia(midia({}), hora)).toMatch(/^Capturada pela câmera do app em /);
    for (const verificacao of ['sem_assinatura', 'assinatura_invalida', 'anterior'] as const) {
      expect(origemRotulo(midia({ verificacao }))).toBe('Origem declarada pelo aparelho, não verificada');
      expect(registroDaMidia(midia({ verificacao }), hora)).not.toMatch(/Capturada/);
    }
    expect(motivoNaoVerificada(midia({ verificacao: 'anterior' }))).toBe(
      'Registrada antes de as capturas serem assinadas pelo aparelho.',
    );
  });

  it('says a capture still on the device, or kept by an older version, is not checked yet', () => {
    expect(origemRotulo(midia({ verificacao: null }))).toBe('Captura ainda não conferida pelo servidor');
    const antiga = midia({}) as Partial<Midia>;
    delete antiga.verificacao;
    expect(registroDaMidia(antiga as Midia, hora)).toContain(
      'não verificada (ainda não conferida pelo servidor)',
    );
  });

  it('leaves imports and files of no origin as they were, with no reason', () => {
    expect(origemRotulo(midia({ origem: 'importacao', verificacao: null }))).toBe('Importada do aparelho');
    expect(origemRotulo(midia({ origem: null, verificacao: null }))).toBe('Origem não registrada');
    expect(motivoNaoVerificada(midia({ origem: 'importacao', verificacao: null }))).toBeNull();
  });

  it('warns of a time outside the case, by which end', () => {
    expect(alertaDeHora(midia({}), hora)).toBeNull();
    const antes = { motivo: 'antes_do_caso', limite: '2026-11-20T02:00:00.000Z' } as const;
    const depois = { motivo: 'depois_do_recebimento', limite: '2026-11-20T03:00:00.000Z' } as const;
    expect(alertaDeHora(midia({ hora_fora_do_caso: antes }), hora)).toBe(
      'Atenção: hora registrada fora da vida do caso, anterior à criação do caso (2026-11-20T02:00)',
    );
    expect(alertaDeHora(midia({ hora_fora_do_caso: depois }), hora)).toBe(
      'Atenção: hora registrada fora da vida do caso, posterior ao recebimento do arquivo pelo servidor (2026-11-20T03:00)',
    );
  });
});
