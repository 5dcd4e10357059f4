import { describe, expect, it } from 'vitest';
import {
  IMAGEM_MAX,
  type RelatorioCaso,
  type RelatorioEntrada,
  relatorioDefinition,
} from '../../../shared/pdf/relatorio';
import type { EquipeMembro } from '../../../shared/schemas/equipe';
import type { Vestigio } from '../../../shared/schemas/vestigios';
import { grupoPdf } from '../../../shared/secoes/equipe';
import { casoDoServidor } from '../casos/test-caso';
import { suspeitoLido } from '../pessoas/test-fixtures';
import { foto, vestigioSemLugar } from './test-vestigios';

/** Every string the document prints, in order. */
function textos(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(textos);
  if (node && typeof node === 'object') return Object.values(node).flatMap(textos);
  return [];
}

function nodes(node: unknown, found: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(node)) for (const child of node) nodes(child, found);
  else if (node && typeof node === 'object') {
    found.push(node as Record<string, unknown>);
    for (const child of Object.values(node)) nodes(child, found);
  }
  return found;
}

function entrada(caso: Partial<RelatorioCaso> = {}, extra: Partial<RelatorioEntrada> = {}): RelatorioEntrada {
  return {
    caso: { ...casoDoServidor(), ...caso },
    emissor: { name: 'Ana Delegada', matricula: '1000002', unidade: 'Delegacia de Homicídios', srpc: 1 },
    imagens: {},
    verificacao: { codigo: 'ABCD-EFGH', url: 'https://rip.test/rip-app/verificar?codigo=ABCD-EFGH' },
    emitidoEm: '2026-11-20T23:30:00.000Z',
    ...extra,
  };
}

const membro = (name: string, cargo: string): EquipeMembro => ({
  id: crypto.randomUUID(),
  versao: 1,
  matricula: '1234567',
  name,
  cargo: { id: 1, nome: cargo },
  unidade: null,
  usuario: false,
  created_at: '2026-11-20T10:00:00.000Z',
});

describe('relatorioDefinition', () => {
  it('prints the header, the spec title, dates dd/MM/yyyy on Paraíba time and the footer', () => {
    const doc = relatorioDefinition(entrada());
    const todos = textos([doc.header, doc.content]).join('\n');
    expect(todos).toContain('GOVERNO DO ESTADO DA PARAÍBA');
    expect(todos).toContain('1ª SUPERINTENDÊNCIA REGIONAL DE POLÍCIA CIVIL');
    expect(todos).toContain('DELEGACIA DE HOMICÍDIOS');
    expect(todos).toContain('Relatório de Investigação Preliminar');
    // 23:30 UTC is 20:30 in Paraíba, the same day.
    expect(todos).toContain('Emitido em 20/11/2026 20:30 por Ana Delegada');
    const rodape = (doc.footer as (p: number, n: number) => unknown)(2, 5);
    expect(textos(rodape)).toEqual(expect.arrayContaining(['Página 2/5']));
    expect(textos(rodape).join(' ')).toContain(casoDoServidor().id);
  });

  it('shows a section only when it has data', () => {
    const vazio = textos(relatorioDefinition(entrada()).content);
    for (const titulo of [
      'Cronologia',
      'Local do crime',
      'Vítimas',
      'Suspeitos',
      'Testemunhas',
      'Equipe',
      'Mídias',
      'Anotações',
      'Croqui (Reconhecimento Visuográfico)',
    ]) {
      expect(vazio).not.toContain(titulo);
    }
    expect(vazio).toContain('Dados do caso');
    const cheio = textos(
      relatorioDefinition(
        entrada(
          { suspeitos: [suspeitoLido()], equipe: [membro('Rui', 'Delegado de Polícia Civil')] },
          { croqui: 'data:image/png;base64,AAAA' },
        ),
      ).content,
    );
    expect(cheio).toContain('Suspeitos');
    expect(cheio).toContain('Equipe');
    expect(cheio).toContain('Croqui (Reconhecimento Visuográfico)');
    expect(cheio).not.toContain('Vítimas');
  });

  it('leaves out what the report screen excluded', () => {
    const fora = suspeitoLido({ pessoa: { ...suspeitoLido().pessoa, nome: 'Fora do Relatório' } });
    const dentro = suspeitoLido({
      id: 'a0000000-0000-4000-8000-000000000008',
      pessoa: { ...suspeitoLido().pessoa, nome: 'No Relatório' },
    });
    const doc = relatorioDefinition(
      entrada({ suspeitos: [fora, dentro], relatorio_exclusoes: [{ tipo: 'suspeito', id: fora.id }] }),
    );
    const todos = textos(doc.content);
    expect(todos).toContain('No Relatório');
    expect(todos).not.toContain('Fora do Relatório');
  });

  it('groups the team in Investigação, Perícia and Outros', () => {
    expect(grupoPdf('Delegado de Polícia Civil')).toBe('Investigação');
    expect(grupoPdf('Escrivão de Polícia Civil')).toBe('Investigação');
    expect(grupoPdf('Perito Oficial Criminal')).toBe('Perícia');
    expect(grupoPdf('Papiloscopista Policial')).toBe('Perícia');
    expect(grupoPdf('Polícia Militar')).toBe('Outros');
    const todos = textos(
      relatorioDefinition(
        entrada({
          equipe: [
            membro('Rui', 'Perito Oficial Criminal'),
            membro('Lia', 'Samu'),
            membro('Ivo', 'Investigador de Polícia Civil'),
          ],
        }),
      ).content,
    );
    const [investigacao, pericia, outros] = ['Investigação', 'Perícia', 'Outros'].map((g) =>
      todos.indexOf(g),
    );
    expect(investigacao).toBeGreaterThan(-1);
    expect(pericia).toBeGreaterThan(investigacao as number);
    expect(outros).toBeGreaterThan(pericia as number);
  });

  it('embeds the downscaled images within 330 × 280 and lists every media hash on the last page', () => {
    const sha = 'a'.repeat(64);
    const vestigio = vestigioSemLugar({
      tipo: 'VESTÍGIO ELETRONICO',
      descricao: 'Celular',
      midias: [foto('m1', sha), foto('m2', 'b'.repeat(64))],
    });
    const doc = relatorioDefinition(
      entrada({ vestigios: [vestigio] }, { imagens: { m1: 'data:image/jpeg;base64,AAAA' } }),
    );
    const imagens = nodes(doc.content).filter((n) => 'image' in n);
    expect(imagens).toHaveLength(1);
    expect(imagens[0]?.fit).toEqual(IMAGEM_MAX);
    const todos = textos(doc.content);
    expect(todos).toContain('Vestígio 1: Objeto Apreendido');
    expect(todos).toContain(`SHA-256 do original: ${sha}`);
    expect(todos).toContain(
      'Vestígio 01 – foto 1 — Capturada pela câmera do app em 19/11/2026 23:30 (relógio do aparelho), sem posição do aparelho; assinatura do aparelho conferida pelo servidor',
    );
    const ultima = nodes(doc.content).find((n) => n.pageBreak === 'before');
    expect(textos(ultima)).toEqual(expect.arrayContaining([sha, 'b'.repeat(64), 'ABCD-EFGH']));
    expect(nodes(ultima).some((n) => n.qr === 'https://rip.test/rip-app/verificar?codigo=ABCD-EFGH')).toBe(
      true,
    );
  });

  it('prints a picked file as imported, with what the file says apart, never as captured', () => {
    const importada: Vestigio['midias'][number] = {
      ...foto('m1', 'c'.repeat(64)),
      origem: 'importacao',
      registrada_em: '2026-11-20T02:30:00.000Z',
      coordenadas: [-34.845, -7.1195],
      precisao_m: 12,
      arquivo: {
        nome_original: 'IMG_2020.jpg',
        criado_em: '2020-03-14T09:26:53',
        coordenadas: [-34.8451, -7.1194],
        modelo: 'Samsung SM-A515F',
      },
    };
    const doc = relatorioDefinition(
      entrada({
        vestigios: [vestigioSemLugar({ id: 'v1', tipo: 'Objeto Apreendido', midias: [importada] })],
      }),
    );
    const todos = textos(doc.content).join('\n');
    expect(todos).toContain(
      'Vestígio 01 – foto 1 — Importada do aparelho em 19/11/2026 23:30; posição do aparelho na importação: -7.11950, -34.84500 (±12 m)',
    );
    expect(todos).toContain(
      'Segundo o próprio arquivo "IMG_2020.jpg" (não verificado): criado em 14/03/2020 09:26:53 (sem fuso horário); GPS -7.11940, -34.84510; aparelho Samsung SM-A515F',
    );
    expect(todos).not.toMatch(/captura/i);
  });

  it("prints a capture the server did not verify as the device's word, and a time outside the case in red", () => {
    const declarada: Vestigio['midias'][number] = {
      ...foto('m1', 'd'.repeat(64)),
      verificacao: 'sem_assinatura',
      registrada_em: '2019-03-14T12:00:00.000Z',
      hora_fora_do_caso: { motivo: 'antes_do_caso', limite: '2026-11-20T02:00:00.000Z' },
    };
    const doc = relatorioDefinition(
      entrada({
        vestigios: [vestigioSemLugar({ id: 'v1', tipo: 'Objeto Apreendido', midias: [declarada] })],
      }),
    );
    const todos = textos(doc.content).join('\n');
    expect(todos).toContain(
      'Vestígio 01 – foto 1 — Origem declarada pelo aparelho, não verificada (sem a assinatura do aparelho): captura pela câmera do app em 14/03/2019 09:00, sem posição do aparelho, hora e posição declaradas pelo aparelho',
    );
    expect(todos).not.toContain('Capturada pela câmera do app');
    const alerta = nodes(doc.content).find((n) => typeof n.text === 'string' && n.text.startsWith('Atenção'));
    expect(alerta).toMatchObject({
      text: 'Atenção: hora registrada fora da vida do caso, anterior à criação do caso (19/11/2026 23:00)',
      color: '#b91c1c',
    });
  });
});
