/**
 * How the profile shows a person: only the filled fields, each with its label, dates as dd/MM/yyyy
 * and the age from the birth date. Pure, so it is tested without a browser.
 */
import { formatCpf } from '../../../shared/formatos/cpf';
import { formatDate, idade } from '../../../shared/formatos/datas';
import { formatCep, formatTelefone } from '../../../shared/formatos/text';
import type { Origem, PerfilDocumento, PerfilPessoa } from '../../../shared/schemas/perfil';
import {
  type Caracteristicas,
  type Endereco,
  PAPEL_LABELS,
  type Pessoa,
  type PessoaPapel,
} from '../../../shared/schemas/pessoas';
import { ApiError, NetworkError } from '../../lib/api';
import { localDate } from '../../lib/format';

export interface Row {
  label: string;
  value: string;
  /** Which case recorded the value, when the profile's values come from more than one. */
  origem?: string;
}

function filled(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

type Entry = [label: string, value: string | null | undefined, origem?: Origem | undefined];

function rows(list: Entry[], showOrigem = false): Row[] {
  return list
    .filter((entry): entry is [string, string, Origem | undefined] => filled(entry[1]))
    .map(([label, value, origem]) =>
      showOrigem && origem ? { label, value, origem: origemLabel(origem) } : { label, value },
    );
}

/** 'Caso 2026.000003 · 22/11/2026': where and when a value was recorded. */
export function origemLabel(origem: Origem): string {
  return `Caso ${origem.caso.identificador} · ${localDate(origem.atualizado_em)}`;
}

/**
 * The one case every value came from, when there is just one: the card then says it once instead
 * of under each line. Null when the values came from several cases (or from none).
 */
export function singleOrigem(origens: PerfilPessoa['origens']): Origem | null {
  const all = Object.values(origens).filter((origem): origem is Origem => origem !== undefined);
  const [first] = all;
  if (!first || all.some((origem) => origem.caso.id !== first.caso.id)) return null;
  return all.reduce(
    (latest, origem) => (origem.atualizado_em > latest.atualizado_em ? origem : latest),
    first,
  );
}

/** '17/05/1990 (35 anos)'; just the date when the age cannot be told (a future date). */
export function nascimentoWithIdade(dataNascimento: string, today: string): string {
  const date = formatDate(dataNascimento);
  const years = idade(dataNascimento, today);
  if (years === null) return date;
  return `${date} (${years} ${years === 1 ? 'ano' : 'anos'})`;
}

/**
 * The data card, in the order an officer reads a record; the name is the card's title. With
 * `origens` from several cases, each line says which case recorded it.
 */
export function pessoaRows(pessoa: Pessoa, today: string, origens: PerfilPessoa['origens'] = {}): Row[] {
  const o = origens;
  return rows(
    [
      ['Vulgo', pessoa.vulgo, o.vulgo],
      ['CPF', pessoa.cpf && formatCpf(pessoa.cpf), o.cpf],
      ['RG', pessoa.rg, o.rg],
      [
        'Data de nascimento',
        pessoa.data_nascimento && nascimentoWithIdade(pessoa.data_nascimento, today),
        o.data_nascimento,
      ],
      ['Pai', pessoa.pai, o.pai],
      ['Mãe', pessoa.mae, o.mae],
      ['Sexo', pessoa.sexo, o.sexo],
      ['Cor', pessoa.cor, o.cor],
      ['Estado civil', pessoa.estado_civil, o.estado_civil],
      ['Cônjuge', pessoa.conjuje, o.conjuje],
      ['Profissão', pessoa.profissao, o.profissao],
      ['Naturalidade', pessoa.naturalidade, o.naturalidade],
      ['Facção', pessoa.faccao, o.faccao],
      ['Comparsa', pessoa.comparsa, o.comparsa],
      ['E-mail', pessoa.email, o.email],
      ['Telefone', pessoa.telefone ? formatTelefone(pessoa.telefone) : null, o.telefone],
    ],
    singleOrigem(origens) === null,
  );
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

/** Spec §5: a state's latitude and longitude show only when at least 7 characters long. */
const COORDENADA_MIN = 7;

/** 'Paraíba', with its position when both coordinates are precise enough to mean something. */
export function estadoLine(estado: NonNullable<NonNullable<Endereco['cidade']>['estado']>): string {
  const latitude = String(estado.latitude);
  const longitude = String(estado.longitude);
  return latitude.length >= COORDENADA_MIN && longitude.length >= COORDENADA_MIN
    ? `${estado.nome} (${latitude}, ${longitude})`
    : estado.nome;
}

/**
 * 'Rua das Flores, 12 — Centro — Apto 3 — João Pessoa / PB — Paraíba — 58000-000', leaving out
 * what is empty.
 */
export function enderecoLine(endereco: Endereco): string {
  const street = [endereco.rua, endereco.numero].filter(filled).join(', ');
  return [
    street,
    endereco.bairro,
    endereco.complemento,
    endereco.cidade && `${endereco.cidade.nome} / ${endereco.cidade.uf}`,
    endereco.cidade?.estado && estadoLine(endereco.cidade.estado),
    endereco.cep && formatCep(endereco.cep),
  ]
    .filter(filled)
    .join(' — ');
}

export interface DocumentosDoCaso {
  caso: Origem['caso'];
  documentos: PerfilDocumento[];
}

/** Documents of cases the reader may not read, by case: each case asks for one justification. */
export function documentosBloqueados(documentos: PerfilDocumento[]): DocumentosDoCaso[] {
  const byCaso = new Map<string, DocumentosDoCaso>();
  for (const documento of documentos) {
    if (documento.acessivel || !documento.caso) continue;
    const group = byCaso.get(documento.caso.id) ?? { caso: documento.caso, documentos: [] };
    group.documentos.push(documento);
    byCaso.set(documento.caso.id, group);
  }
  return [...byCaso.values()];
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
