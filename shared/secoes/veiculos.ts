/** The report's vehicles: plate, what it is, how it relates to the case and to whom. */
import { secaoDoRelatorio } from '../caso/relatorio-secao';
import type { PessoaCaso } from '../schemas/pessoa-caso';
import { placaImpressa, VEICULO_RELACAO_OUTRA, type Veiculo } from '../schemas/veiculos';
import { offline } from './comum';

type Pessoas = Record<'vitimas' | 'testemunhas' | 'suspeitos', readonly PessoaCaso[]>;

/** 'Maria da Silva (vítima)': the person of the case a vehicle is linked to. */
export function pessoaDoVeiculo(caso: Pessoas, pessoaId: string | null): string | null {
  if (!pessoaId) return null;
  const papeis = [
    ['vitimas', 'vítima'],
    ['suspeitos', 'suspeito(a)'],
    ['testemunhas', 'testemunha'],
  ] as const;
  for (const [lista, papel] of papeis) {
    const p = caso[lista].find((row) => row.pessoa.id === pessoaId);
    if (p) return `${p.pessoa.nome} (${papel})`;
  }
  return null;
}

export const relacaoDoVeiculo = (v: Pick<Veiculo, 'relacao' | 'relacao_outra'>) =>
  v.relacao === VEICULO_RELACAO_OUTRA ? v.relacao_outra : v.relacao;

export const tituloDoVeiculo = (v: Pick<Veiculo, 'placa' | 'marca_modelo'>, i: number) =>
  [v.placa ? placaImpressa(v.placa) : `Veículo ${i + 1}`, v.marca_modelo].filter(Boolean).join(' — ');

export const SECOES_VEICULOS = [
  secaoDoRelatorio({
    secao: 'veiculos',
    titulo: 'Veículos',
    ordem: 70,
    itens: (caso: Pessoas & { veiculos: readonly Veiculo[] }) =>
      caso.veiculos.map((v, i) => ({
        id: v.id,
        titulo: tituloDoVeiculo(v, i),
        // The plate and model as lines too: a vehicle known by its plate alone is still printed.
        linhas: [
          ['Placa', v.placa ? placaImpressa(v.placa) : null],
          ['Marca e modelo', v.marca_modelo],
          ['Relação com o caso', relacaoDoVeiculo(v)],
          ['Pessoa', pessoaDoVeiculo(caso, v.pessoa_id)],
          ['Cor', v.cor],
          ['Ano', v.ano],
          ['Chassi', v.chassi],
          ['RENAVAM', v.renavam],
          ['Observação', v.observacao],
        ],
        offline: offline(v),
      })),
  }),
] as const;
