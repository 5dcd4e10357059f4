/**
 * How the profile shows a person: only the filled fields, each with its label, dates as dd/MM/yyyy
 * and the age from the birth date. Pure, so it is tested without a browser.
 */
import { formatCpf } from '../../../shared/cpf';
import { formatDate, idade } from '../../../shared/datas';
import {
  type Caracteristicas,
  type Endereco,
  PAPEL_LABELS,
  type Pessoa,
  type PessoaPapel,
} from '../../../shared/schemas/pessoas';
import { formatCep } from '../../../shared/text';
import { ApiError, NetworkError } from '../../lib/api';

export interface Campo {
  label: string;
  valor: string;
}

function preenchido(valor: string | null | undefined): valor is string {
  return typeof valor === 'string' && valor.trim() !== '';
}

function campos(lista: [label: string, valor: string | null | undefined][]): Campo[] {
  return lista
    .filter((par): par is [string, string] => preenchido(par[1]))
    .map(([label, valor]) => ({ label, valor }));
}

/** '17/05/1990 (35 anos)'; just the date when the age cannot be told (a future date). */
export function nascimentoComIdade(dataNascimento: string, hoje: string): string {
  const data = formatDate(dataNascimento);
  const anos = idade(dataNascimento, hoje);
  if (anos === null) return data;
  return `${data} (${anos} ${anos === 1 ? 'ano' : 'anos'})`;
}

/** The data card, in the order an officer reads a record; the name is the card's title. */
export function camposPessoa(pessoa: Pessoa, hoje: string): Campo[] {
  return campos([
    ['Vulgo', pessoa.vulgo],
    ['CPF', pessoa.cpf && formatCpf(pessoa.cpf)],
    ['RG', pessoa.rg],
    ['Data de nascimento', pessoa.data_nascimento && nascimentoComIdade(pessoa.data_nascimento, hoje)],
    ['Pai', pessoa.pai],
    ['Mãe', pessoa.mae],
    ['Sexo', pessoa.sexo],
    ['Cor', pessoa.cor],
    ['Estado civil', pessoa.estado_civil],
    ['Cônjuge', pessoa.conjuje],
    ['Profissão', pessoa.profissao],
    ['Naturalidade', pessoa.naturalidade],
    ['Facção', pessoa.faccao],
    ['Comparsa', pessoa.comparsa],
    ['E-mail', pessoa.email],
    ['Telefone', pessoa.telefone],
  ]);
}

/** A SIM with its description reads as one answer: 'SIM — Dragão no braço'. */
function comDescricao(resposta: string | null, descricao: string | null): string | null {
  if (resposta === 'SIM' && preenchido(descricao)) return `${resposta} — ${descricao}`;
  return resposta;
}

export function camposCaracteristicas(caracteristicas: Caracteristicas | null): Campo[] {
  if (!caracteristicas) return [];
  return campos([
    ['Cor do cabelo', caracteristicas.cor_cabelo],
    ['Cor dos olhos', caracteristicas.cor_olhos],
    ['Barba', caracteristicas.barba],
    ['Bigode', caracteristicas.bigode],
    ['Cicatriz', comDescricao(caracteristicas.cicatriz, caracteristicas.cicatriz_descricao)],
    ['Tatuagem', comDescricao(caracteristicas.tatuagem, caracteristicas.tatuagem_descricao)],
    ['Comentário', caracteristicas.comentario],
  ]);
}

/** 'Rua das Flores, 12 — Centro — Apto 3 — João Pessoa / PB — 58000-000', leaving out what is empty. */
export function linhaEndereco(endereco: Endereco): string {
  const logradouro = [endereco.rua, endereco.numero].filter(preenchido).join(', ');
  return [
    logradouro,
    endereco.bairro,
    endereco.complemento,
    endereco.cidade && `${endereco.cidade.nome} / ${endereco.cidade.uf}`,
    endereco.cep && formatCep(endereco.cep),
  ]
    .filter(preenchido)
    .join(' — ');
}

/** The role badge of an occurrence: a colour per role, so a suspect stands out in a long list. */
export const PAPEL_OCORRENCIA: Record<PessoaPapel, { label: string; color: string }> = {
  vitima: { label: PAPEL_LABELS.vitima.tipo, color: 'red' },
  testemunha: { label: PAPEL_LABELS.testemunha.tipo, color: 'teal' },
  suspeito: { label: PAPEL_LABELS.suspeito.tipo, color: 'orange' },
};

/** Spec §8 "Profile"; without signal and with no copy on the device, the offline warning. */
export function mensagemErroPerfil(error: unknown): string {
  if (error instanceof NetworkError) return 'Sem conexão com a Internet';
  if (error instanceof ApiError && error.status === 404) return 'Erro ao encontrar Perfil!';
  return 'Erro na requisição!';
}
