import { describe, expect, it } from 'vitest';
import { intimacaoDefinition, SEM_DELEGADO, textoIntimacao } from './intimacao';

const entrada = {
  intimacao: {
    id: 'd0000000-0000-4000-8000-000000000001',
    papel: 'suspeito' as const,
    nome: 'Carlos Souza',
    endereco: 'Rua A, 10, Centro, João Pessoa - PB',
    data: '2026-12-25',
    hora: '14:30',
    delegado: 'Ana Delegada',
    srpc: 2,
    unidade: 'Delegacia de Homicídios',
    user: { name: 'Ivo', matricula: '1000003' },
    created_at: '2026-11-21T02:00:00.000Z',
  },
  caso: { id: 'c0000000-0000-4000-8000-000000000001', identificador: '2026.000001' },
};

describe('intimação', () => {
  it('says the summons text of §9: Art. 330, coercive conduction, PB in the address', () => {
    const [intima, aviso, local] = textoIntimacao(entrada);
    expect(intima).toContain(
      'INTIMADO(A) CARLOS SOUZA, residente e domiciliado(a) em Rua A, 10, Centro, João Pessoa - PB',
    );
    expect(intima).toContain('no dia 25/12/2026, às 14:30 horas');
    expect(intima).toContain('na qualidade de suspeito(a) nos autos do caso 2026.000001 do RIP, devendo');
    expect(aviso).toContain('Art. 330 do Código Penal');
    expect(aviso).toContain('conduzido(a) coercitivamente');
    // Issued at 23:00 of the 20th in Paraíba.
    expect(local).toBe('Paraíba - PB, 20/11/2026.');
  });

  it('heads the paper with the issuer’s superintendence and unit and signs with the delegate', () => {
    const doc = intimacaoDefinition(entrada);
    const header = JSON.stringify(doc.header);
    expect(header).toContain('2ª SUPERINTENDÊNCIA REGIONAL DE POLÍCIA CIVIL');
    expect(header).toContain('DELEGACIA DE HOMICÍDIOS');
    expect(JSON.stringify(doc.content)).toContain('Ana Delegada');
  });

  it('cites the procedure and the boletins before the app’s number, and says when no delegate signs', () => {
    const citada = {
      ...entrada,
      intimacao: {
        ...entrada.intimacao,
        delegado: null,
        procedimento: 'Inquérito Policial nº 0456/2026',
        boletins: '00123/2026 (Delegacia Online)',
      },
    };
    expect(textoIntimacao(citada)[0]).toContain(
      'nos autos do Inquérito Policial nº 0456/2026 (caso 2026.000001 do RIP), referente ao Boletim de ' +
        'Ocorrência 00123/2026 (Delegacia Online), devendo',
    );
    expect(JSON.stringify(intimacaoDefinition(citada).content)).toContain(SEM_DELEGADO);
    expect(JSON.stringify(intimacaoDefinition(entrada).content)).not.toContain(SEM_DELEGADO);
  });
});
