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

export interface Row {
  label: string;
  value: string;
}

function filled(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function rows(list: [label: string, value: string | null | undefined][]): Row[] {
  return list
    .filter((pair): pair is [string, string] => filled(pair[1]))
    .map(([label, value]) => ({ label, value }));
}

/** '17/05/1990 (35 years)'; just the date when the age cannot be told (a future date). */
export function nascimentoWithIdade(dataNascimento: string, today: string): string {
  const date = formatDate(dataNascimento);
  const years = idade(dataNascimento, today);
  if (years === null) return date;
  return `${date} (${years} ${years === 1 ? 'ano' : 'years'})`;
}

/** The date card, in the order an officer reads a record; the name is the card's title. */
export function pessoaRows(pessoa: Pessoa, today: string): Row[] {
  return rows([
    ['Vulgo', pessoa.vulgo],
    ['CPF', pessoa.cpf && formatCpf(pessoa.cpf)],
    ['RG', pessoa.rg],
    ['Data de nascimento', pessoa.data_nascimento && nascimentoWithIdade(pessoa.data_nascimento, today)],
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
function withDescription(answer: string | null, description: string | null): string | null {
  if (answer === 'SIM' && filled(description)) return `${answer} — ${description}`;
  return answer;
}

export function caracteristicasRows(caracteristicas: Caracteristicas | null): Row[] {
  if (!caracteristicas) return [];
  return rows([
    ['Cor do cabelo', caracteristicas.cor_cabelo],
    ['Cor dos olhos', caracteristicas.cor_olhos],
    ['Barba', caracteristicas.barba],
    ['Bigode', caracteristicas.bigode],
    ['Cicatriz', withDescription(caracteristicas.cicatriz, caracteristicas.cicatriz_descricao)],
    ['Tatuagem', withDescription(caracteristicas.tatuagem, caracteristicas.tatuagem_descricao)],
    ['Comentário', caracteristicas.comentario],
  ]);
}

/** 'Rua das Flores, 12 — Centro — Apto 3 — João Pessoa / PB — 58000-000', leaving out what is empty. */
export function enderecoLine(endereco: Endereco): string {
  const street = [endereco.rua, endereco.numero].filter(filled).join(', ');
  return [
    street,
    endereco.bairro,
    endereco.complemento,
    endereco.cidade && `${endereco.cidade.nome} / ${endereco.cidade.uf}`,
    endereco.cep && formatCep(endereco.cep),
  ]
    .filter(filled)
    .join(' — ');
}

/** The role badge of an occurrence: a colour per role, so a suspect stands out in a long list. */
export const PAPEL_BADGES: Record<PessoaPapel, { label: string; color: string }> = {
  vitima: { label: PAPEL_LABELS.vitima.tipo, color: 'red' },
  testemunha: { label: PAPEL_LABELS.testemunha.tipo, color: 'teal' },
  suspeito: { label: PAPEL_LABELS.suspeito.tipo, color: 'orange' },
};

/** Spec §8 "Profile"; without signal and with no copy on the device, the offline warning. */
export function perfilErrorMessage(error: unknown): string {
  if (error instanceof NetworkError) return 'Sem conexão com a Internet';
  if (error instanceof ApiError && error.status === 404) return 'Erro ao encontrar Perfil!';
  return 'Erro na requisição!';
}
