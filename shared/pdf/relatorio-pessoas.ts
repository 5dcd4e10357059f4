/** The report's people: victims with their facts, witnesses and suspects with their link. */
import type { Content } from 'pdfmake/interfaces';
import { formatCpf } from '../formatos/cpf';
import { formatTelefone } from '../formatos/text';
import type { PessoaCaso } from '../schemas/pessoa-caso';
import { dataPdf, enderecoLinha, preenchidos } from './formato';

export function pares(lista: [string, string][]): Content {
  if (lista.length === 0) return [];
  return {
    layout: 'noBorders',
    margin: [0, 0, 0, 4],
    table: {
      widths: [130, '*'],
      body: lista.map(([rotulo, valor]) => [
        { text: rotulo, style: 'rotulo' },
        { text: valor, style: 'valor' },
      ]),
    },
  };
}

function dadosPessoais(p: PessoaCaso): [string, string][] {
  const { pessoa } = p;
  return preenchidos([
    ['Vulgo', pessoa.vulgo],
    ['Nascimento', dataPdf(pessoa.data_nascimento)],
    ['CPF', pessoa.cpf ? formatCpf(pessoa.cpf) : null],
    ['RG', pessoa.rg],
    ['Sexo', pessoa.sexo],
    ['Cor', pessoa.cor],
    ['Estado civil', pessoa.estado_civil],
    ['Mãe', pessoa.mae],
    ['Pai', pessoa.pai],
    ['Profissão', pessoa.profissao],
    ['Naturalidade', pessoa.naturalidade],
    ['Telefone', pessoa.telefone ? formatTelefone(pessoa.telefone) : null],
    ['Cônjuge', pessoa.conjuje],
    ['Facção', pessoa.faccao],
    ['Comparsa', pessoa.comparsa],
    ['E-mail', pessoa.email],
    ['Endereço', p.endereco ? enderecoLinha(p.endereco) : null],
    ['Documentos', p.documentos > 0 ? `${p.documentos} digitalizado(s) no aplicativo` : null],
  ]);
}

/** A trait and, when it is SIM, its description ('SIM — dragão no ombro'). */
const comDescricao = (valor: string | null, descricao: string | null) =>
  [valor, valor === 'SIM' ? descricao : null].filter(Boolean).join(' — ');

/** Spec §3 'Physical traits', every one of them. */
function caracteristicasFisicas(p: PessoaCaso): [string, string][] {
  const c = p.caracteristicas_fisicas;
  if (!c) return [];
  return preenchidos([
    ['Cor do cabelo', c.cor_cabelo],
    ['Cor dos olhos', c.cor_olhos],
    ['Barba', c.barba],
    ['Bigode', c.bigode],
    ['Cicatriz', comDescricao(c.cicatriz, c.cicatriz_descricao)],
    ['Tatuagem', comDescricao(c.tatuagem, c.tatuagem_descricao)],
    ['Características', c.comentario],
  ]);
}

function dadosVitima(p: PessoaCaso): [string, string][] {
  const v = p.vitima;
  if (!v) return [];
  return preenchidos([
    ['Tipificação', v.crime?.nome_natureza],
    ['NIC', v.nic],
    ['Estado do cadáver', v.estado_cadaver],
    ['Data da morte', dataPdf(v.data_morte)],
    ['Hora da morte', v.hora_morte],
    ['Meio da morte', v.meio_morte],
    ['Encaminhada para', v.encaminhado_outro ?? v.encaminhamento?.nome],
    ['Abordagem', [v.abordagem, v.abordagemDados].filter(Boolean).join(' — ')],
    ['Reação', [v.reacao, v.reacaoDados].filter(Boolean).join(' — ')],
    ['Subtração de bens', [v.subtracao_bens, v.bens_subtraidos].filter(Boolean).join(' — ')],
    ['Sobrevivente', v.sobrevivente],
  ]);
}

function vinculo(p: PessoaCaso, vitimas: readonly PessoaCaso[]): [string, string][] {
  const vitima = vitimas.find((v) => v.id === p.vitimaVinculoId);
  return preenchidos([
    ['Vínculo', [p.pessoaTipo, p.parentesco].filter(Boolean).join(' — ')],
    ['Vítima', vitima?.pessoa.nome],
  ]);
}

/**
 * What the report says of one person, never an empty row: the victim's facts or the link, then the
 * personal data and physical traits (every field of spec §3). The report screen shows the same lines, so the preview is the paper.
 */
export function linhasPessoa(p: PessoaCaso, vitimas: readonly PessoaCaso[]): [string, string][] {
  const fatos = p.tipo === 'vitima' ? dadosVitima(p) : vinculo(p, vitimas);
  return [
    ...fatos,
    ...dadosPessoais(p),
    ...caracteristicasFisicas(p),
    ...preenchidos([['Anotações', p.anotacoes]]),
  ];
}

/** One person: name, then their lines. */
export function pessoaPdf(p: PessoaCaso, vitimas: readonly PessoaCaso[]): Content {
  return {
    unbreakable: true,
    stack: [{ text: p.pessoa.nome, style: 'item' }, pares(linhasPessoa(p, vitimas))],
  };
}
