/** The report's people: victims with their facts, witnesses and suspects with their link. */
import { secaoDoRelatorio } from '../caso/relatorio-secao';
import { formatCpf } from '../formatos/cpf';
import { formatTelefone } from '../formatos/text';
import { dataPdf, enderecoLinha, preenchidos } from '../pdf/formato';
import { numeroIml, type PessoaCaso } from '../schemas/pessoa-caso';
import { offline } from './comum';

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
    ['Guia (requisição) do IML', numeroIml(v.guia_iml, v.guia_iml_data, dataPdf)],
    ['Laudo do IML', numeroIml(v.laudo_iml, v.laudo_iml_data, dataPdf)],
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
function linhasPessoa(p: PessoaCaso, vitimas: readonly PessoaCaso[]): [string, string][] {
  const fatos = p.tipo === 'vitima' ? dadosVitima(p) : vinculo(p, vitimas);
  return [
    ...fatos,
    ...dadosPessoais(p),
    ...caracteristicasFisicas(p),
    ...preenchidos([['Anotações', p.anotacoes]]),
  ];
}

type Pessoas = Record<'vitimas' | 'testemunhas' | 'suspeitos', readonly PessoaCaso[]>;

/** A list of people, each one that the report screen may leave out (and summon, when not a victim). */
function secaoPessoas(
  secao: keyof Pessoas,
  titulo: string,
  ordem: number,
  tipo: 'vitima' | 'testemunha' | 'suspeito',
) {
  return secaoDoRelatorio({
    secao,
    titulo,
    ordem,
    itens: (caso: Pessoas) =>
      caso[secao].map((p) => ({
        id: p.id,
        titulo: p.pessoa.nome,
        linhas: linhasPessoa(p, caso.vitimas),
        exclusao: { tipo, versao: p.versao },
        ...(tipo === 'vitima' ? {} : { intimar: tipo }),
        offline: offline(p),
      })),
  });
}

export const SECOES_PESSOAS = [
  secaoPessoas('vitimas', 'Vítimas', 90, 'vitima'),
  secaoPessoas('suspeitos', 'Suspeitos', 100, 'suspeito'),
  secaoPessoas('testemunhas', 'Testemunhas', 110, 'testemunha'),
] as const;
