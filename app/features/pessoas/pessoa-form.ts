/**
 * The person form without React: what it starts with, when its later sections open, and the
 * request and list preview it makes. One form serves victims, witnesses and suspects, to add and to
 * edit. Pure, so it is tested without a browser.
 */
import type { z } from 'zod';
import { formatCpf } from '../../../shared/cpf';
import { PESSOA_TIPO_FAMILIAR, TIPIFICACOES } from '../../../shared/options';
import {
  type CaracteristicasInput,
  type Caracteristicas as CaracteristicasLidas,
  type EnderecoInput,
  type Endereco as EnderecoLido,
  PAPEL_COLECAO,
  PAPEL_LABELS,
  type Pessoa,
  type PessoaCandidata,
  type PessoaCaso,
  type PessoaInput,
  type PessoaPapel,
  type VinculoDadosInput,
  type VitimaDadosInput,
  type VitimaInfo,
  type vinculoUpdateRequest,
  type vitimaUpdateRequest,
} from '../../../shared/schemas/pessoas';
import type { Encaminhamento, Municipio } from '../../../shared/schemas/referencia';
import { normalizeSpaces, onlyDigits } from '../../../shared/text';
import type { OutboxRequest } from '../../offline/db';

export type ModoForm = 'criar' | 'editar';

/** A choice not made yet: the form starts with it empty, the schema then asks for it. */
type AindaVazio<T, K extends keyof T> = Omit<T, K> & { [P in K]?: T[P] | null };

/**
 * The form's values: the request schemas' input types. Address and traits are always held (their
 * fields are on screen) and become null when left empty; only the role's own part is present.
 */
export type PessoaFormValues = {
  id?: string;
  pessoa: PessoaInput;
  endereco: EnderecoInput;
  caracteristicas_fisicas: CaracteristicasInput;
  anotacoes?: string | null;
  vitima?: AindaVazio<VitimaDadosInput, 'crime_id'>;
  vinculo?: AindaVazio<VinculoDadosInput, 'pessoaTipo' | 'vitimaVinculoId'>;
};

type VitimaSaida = z.output<typeof vitimaUpdateRequest>;
type VinculoSaida = z.output<typeof vinculoUpdateRequest>;

/** What the schema hands over once the form is valid. */
export type PessoaFormSaida = Omit<VitimaSaida, 'vitima'> & {
  id?: string;
  vitima?: VitimaSaida['vitima'];
  vinculo?: VinculoSaida['vinculo'];
};

/**
 * Fields holding names or places, title-cased on blur (spec §5). Descriptions, notes, NIC and
 * numbers keep what was typed.
 */
export const CAMPOS_TITULO: ReadonlySet<string> = new Set([
  'pessoa.nome',
  'pessoa.vulgo',
  'pessoa.pai',
  'pessoa.mae',
  'pessoa.conjuje',
  'pessoa.profissao',
  'pessoa.naturalidade',
  'pessoa.faccao',
  'pessoa.comparsa',
  'endereco.rua',
  'endereco.bairro',
  'endereco.complemento',
  'vitima.encaminhado_outro',
]);

/** How each role's screens speak (spec §8 Confirmations and Successes). */
export interface TextosPapel {
  /** List title. */
  titulo: string;
  /** 'vítima', as in 'Apagar vítima?'. */
  tipo: string;
  novo: string;
  confirmarApagar: string;
  confirmarEditar: string;
  sucessoSalvar: string;
  sucessoEditar: string;
  rotulo: (nome: string) => string;
}

const TITULOS: Record<PessoaPapel, string> = {
  vitima: 'Vítimas',
  testemunha: 'Testemunhas',
  suspeito: 'Suspeitos',
};

export function textosDoPapel(papel: PessoaPapel): TextosPapel {
  const { tipo, artigo } = PAPEL_LABELS[papel];
  const minusculo = tipo.toLocaleLowerCase('pt-BR');
  return {
    titulo: TITULOS[papel],
    tipo: minusculo,
    novo: `${artigo === 'a' ? 'Nova' : 'Novo'} ${minusculo}`,
    confirmarApagar: `Apagar ${minusculo}?`,
    confirmarEditar: `Editar ${minusculo}?`,
    sucessoSalvar: `${tipo} salv${artigo} com sucesso!`,
    sucessoEditar: `${tipo} editad${artigo} com sucesso.`,
    rotulo: (nome) => `${tipo} ${nome}`,
  };
}

/** 'João (Offline)' for a person still waiting in the outbox (spec §2.1). */
export function nomeNaLista(linha: { pessoa: { nome: string }; offline?: boolean }): string {
  return linha.offline ? `${linha.pessoa.nome} (Offline)` : linha.pessoa.nome;
}

export function tipificacaoNome(crimeId: number | null | undefined): string | null {
  return TIPIFICACOES.find((t) => t.id === crimeId)?.nome ?? null;
}

/** Shortest search for a known person (GET /pessoas/busca). */
export const BUSCA_PESSOA_MIN = 3;

/** What is sent to the person search: a CPF typed with punctuation goes as its digits. */
export function termoDeBusca(texto: string): string {
  const limpo = normalizeSpaces(texto);
  return /^[\d.\-\s/]+$/.test(limpo) ? onlyDigits(limpo) : limpo;
}

// ——— Starting values ———

const texto = (value: string | null | undefined) => value ?? '';

export function pessoaVazia(id: string): PessoaInput {
  return {
    id,
    nome: '',
    vulgo: '',
    data_nascimento: '',
    cpf: '',
    rg: '',
    pai: '',
    mae: '',
    sexo: null,
    profissao: '',
    cor: null,
    estado_civil: null,
    conjuje: '',
    faccao: '',
    comparsa: '',
    email: '',
    telefone: '',
    naturalidade: '',
  };
}

/** A person as read, in form values. */
export function pessoaParaForm(pessoa: Pessoa): PessoaInput {
  return {
    ...pessoa,
    vulgo: texto(pessoa.vulgo),
    data_nascimento: texto(pessoa.data_nascimento),
    cpf: pessoa.cpf ? formatCpf(pessoa.cpf) : '',
    rg: texto(pessoa.rg),
    pai: texto(pessoa.pai),
    mae: texto(pessoa.mae),
    profissao: texto(pessoa.profissao),
    conjuje: texto(pessoa.conjuje),
    faccao: texto(pessoa.faccao),
    comparsa: texto(pessoa.comparsa),
    email: texto(pessoa.email),
    telefone: texto(pessoa.telefone),
    naturalidade: texto(pessoa.naturalidade),
  };
}

const vazio = (value: unknown) => value === null || value === undefined || value === '';

/**
 * A known record over what was typed: what the record knows wins, typed values fill its gaps. For
 * a person the id becomes the known one's, so the save links them instead of creating another.
 */
export function mesclarConhecido<T extends object>(
  digitado: T,
  conhecido: Partial<Record<keyof T, unknown>>,
): T {
  const mesclado: Record<string, unknown> = { ...(digitado as Record<string, unknown>) };
  for (const [campo, valor] of Object.entries(conhecido)) {
    if (!vazio(valor)) mesclado[campo] = valor;
  }
  return mesclado as T;
}

/** A person picked from the search (which carries only a few fields). */
export function pessoaDeCandidata(digitada: PessoaInput, candidata: PessoaCandidata): PessoaInput {
  return mesclarConhecido(digitada, { ...candidata, cpf: candidata.cpf && formatCpf(candidata.cpf) });
}

export function enderecoVazio(id: string): EnderecoInput {
  return { id, rua: '', numero: '', bairro: '', complemento: '', cidade_id: null, cep: '' };
}

export function enderecoParaForm(endereco: EnderecoLido): EnderecoInput {
  return {
    id: endereco.id,
    rua: texto(endereco.rua),
    numero: texto(endereco.numero),
    bairro: texto(endereco.bairro),
    complemento: texto(endereco.complemento),
    cidade_id: endereco.cidade_id,
    cep: texto(endereco.cep),
  };
}

export function caracteristicasParaForm(lidas: CaracteristicasLidas | null): CaracteristicasInput {
  return {
    cor_cabelo: lidas?.cor_cabelo ?? null,
    cor_olhos: lidas?.cor_olhos ?? null,
    barba: lidas?.barba ?? null,
    bigode: lidas?.bigode ?? null,
    cicatriz: lidas?.cicatriz ?? null,
    cicatriz_descricao: texto(lidas?.cicatriz_descricao),
    tatuagem: lidas?.tatuagem ?? null,
    tatuagem_descricao: texto(lidas?.tatuagem_descricao),
    comentario: texto(lidas?.comentario),
  };
}

function vitimaParaForm(vitima: VitimaInfo | null): NonNullable<PessoaFormValues['vitima']> {
  return {
    crime_id: vitima?.crime_id ?? null,
    nic: texto(vitima?.nic),
    estado_cadaver: vitima?.estado_cadaver ?? null,
    data_morte: texto(vitima?.data_morte),
    hora_morte: texto(vitima?.hora_morte?.slice(0, 5)),
    meio_morte: vitima?.meio_morte ?? null,
    abordagem: vitima?.abordagem ?? null,
    abordagemDados: texto(vitima?.abordagemDados),
    reacao: vitima?.reacao ?? null,
    reacaoDados: texto(vitima?.reacaoDados),
    subtracao_bens: vitima?.subtracao_bens ?? null,
    bens_subtraidos: texto(vitima?.bens_subtraidos),
    encaminhado: vitima?.encaminhado ?? null,
    encaminhado_outro: texto(vitima?.encaminhado_outro),
    sobrevivente: vitima?.sobrevivente ?? null,
  };
}

/**
 * The form's first values: empty with fresh ids to add (link, person, address), or the row as read
 * to edit (its address id kept; a new one when it had none). A linked victim that is no longer in
 * the case (`vitimasDoCaso`, link ids) starts unchosen, so the user picks one that exists.
 */
export function valoresIniciais(
  papel: PessoaPapel,
  linha: PessoaCaso | null,
  vitimasDoCaso: readonly string[],
  novoId: () => string = () => crypto.randomUUID(),
): PessoaFormValues {
  const base: PessoaFormValues = {
    id: linha?.id ?? novoId(),
    pessoa: linha ? pessoaParaForm(linha.pessoa) : pessoaVazia(novoId()),
    endereco: linha?.endereco ? enderecoParaForm(linha.endereco) : enderecoVazio(novoId()),
    caracteristicas_fisicas: caracteristicasParaForm(linha?.caracteristicas_fisicas ?? null),
    anotacoes: texto(linha?.anotacoes),
  };
  if (papel === 'vitima') return { ...base, vitima: vitimaParaForm(linha?.vitima ?? null) };
  const vitimaVinculoId = linha?.vitimaVinculoId ?? null;
  return {
    ...base,
    vinculo: {
      pessoaTipo: linha?.pessoaTipo ?? null,
      parentesco: linha?.parentesco ?? null,
      vitimaVinculoId: vitimaVinculoId && vitimasDoCaso.includes(vitimaVinculoId) ? vitimaVinculoId : null,
    },
  };
}

// ——— The first step ———

/**
 * Witnesses and suspects: link type (with kinship for Familiar) and victim come first; victims:
 * the typification. Only then do the other sections open (spec §2.3, §4).
 */
export function primeiroPassoCompleto(papel: PessoaPapel, valores: Partial<PessoaFormValues>): boolean {
  if (papel === 'vitima') return valores.vitima?.crime_id != null;
  const vinculo = valores.vinculo;
  if (!vinculo?.pessoaTipo || !vinculo.vitimaVinculoId) return false;
  return vinculo.pessoaTipo !== PESSOA_TIPO_FAMILIAR || Boolean(vinculo.parentesco);
}

// ——— Saving ———

type EnderecoSaida = NonNullable<PessoaFormSaida['endereco']>;
type CaracteristicasSaida = NonNullable<PessoaFormSaida['caracteristicas_fisicas']>;

/** Nothing typed but the id the form made for it. */
export function enderecoEstaVazio(endereco: EnderecoSaida): boolean {
  const { id: _id, ...campos } = endereco;
  return Object.values(campos).every((value) => value === null);
}

export function caracteristicasEstaoVazias(caracteristicas: CaracteristicasSaida): boolean {
  return Object.values(caracteristicas).every((value) => value === null);
}

export interface ContextoEnvio {
  papel: PessoaPapel;
  modo: ModoForm;
  casoId: string;
  /** The row being edited: its link id, creation time and document count stay. */
  linha: PessoaCaso | null;
  municipio: (id: number) => Municipio | undefined;
  encaminhamentos: readonly Encaminhamento[];
  /** Documents picked in the add form, sent once the person is saved. */
  documentosNovos: number;
  /** ISO timestamp of the save, the preview's created_at for a new row. */
  agora: string;
  novoId?: () => string;
}

export type PessoaEnvio = OutboxRequest & { preview: PessoaCaso };

function cidadeDoEndereco(endereco: EnderecoSaida, ctx: ContextoEnvio): EnderecoLido['cidade'] {
  if (endereco.cidade_id === null) return null;
  const municipio = ctx.municipio(endereco.cidade_id);
  if (municipio) return { id: municipio.id, nome: municipio.nome, uf: municipio.uf };
  // Without the list (offline before any online visit) an edit still knows the city it read.
  const lida = ctx.linha?.endereco?.cidade;
  return lida?.id === endereco.cidade_id ? lida : null;
}

function encaminhamentoDe(codigo: string | null, ctx: ContextoEnvio): VitimaInfo['encaminhamento'] {
  if (codigo === null) return null;
  const opcao = ctx.encaminhamentos.find((e) => e.codigo === codigo);
  if (opcao) return { codigo: opcao.codigo, nome: opcao.nome };
  const lido = ctx.linha?.vitima?.encaminhamento;
  return lido?.codigo === codigo ? lido : null;
}

/**
 * The write of a valid form (POST to add, PUT to edit) with the row the list shows until the
 * server's copy arrives. Empty address and traits are sent as null.
 */
export function montarEnvio(saida: PessoaFormSaida, ctx: ContextoEnvio): PessoaEnvio {
  const novoId = ctx.novoId ?? (() => crypto.randomUUID());
  const linkId = ctx.linha?.id ?? saida.id;
  if (!linkId) throw new Error('montarEnvio: a new row needs the id the form made for it.');
  const endereco = saida.endereco && !enderecoEstaVazio(saida.endereco) ? saida.endereco : null;
  const caracteristicas =
    saida.caracteristicas_fisicas && !caracteristicasEstaoVazias(saida.caracteristicas_fisicas)
      ? saida.caracteristicas_fisicas
      : null;
  const partes = {
    pessoa: saida.pessoa,
    endereco,
    caracteristicas_fisicas: caracteristicas,
    anotacoes: saida.anotacoes,
  };

  let especifico: { vitima: VitimaSaida['vitima'] } | { vinculo: VinculoSaida['vinculo'] };
  let previewPapel: Pick<PessoaCaso, 'vitima' | 'pessoaTipo' | 'parentesco' | 'vitimaVinculoId'>;
  if (ctx.papel === 'vitima') {
    const vitima = saida.vitima;
    if (!vitima) throw new Error('montarEnvio: a victim needs its victim part.');
    especifico = { vitima };
    const nome = tipificacaoNome(vitima.crime_id);
    previewPapel = {
      vitima: {
        ...vitima,
        crime: nome ? { id: vitima.crime_id, nome_natureza: nome } : null,
        encaminhamento: encaminhamentoDe(vitima.encaminhado, ctx),
      },
      pessoaTipo: null,
      parentesco: null,
      vitimaVinculoId: null,
    };
  } else {
    const vinculo = saida.vinculo;
    if (!vinculo) throw new Error('montarEnvio: a witness or suspect needs its link.');
    especifico = { vinculo };
    previewPapel = { vitima: null, ...vinculo };
  }

  const preview: PessoaCaso = {
    id: linkId,
    tipo: ctx.papel,
    pessoa: saida.pessoa,
    endereco: endereco && { ...endereco, cidade: cidadeDoEndereco(endereco, ctx) },
    caracteristicas_fisicas: caracteristicas,
    anotacoes: saida.anotacoes,
    ...previewPapel,
    documentos: ctx.linha ? ctx.linha.documentos : ctx.documentosNovos,
    created_at: ctx.linha ? ctx.linha.created_at : ctx.agora,
  };

  const colecao = `/casos/${ctx.casoId}/${PAPEL_COLECAO[ctx.papel]}`;
  const { rotulo, tipo } = textosDoPapel(ctx.papel);
  if (ctx.modo === 'criar') {
    return {
      id: linkId,
      method: 'POST',
      url: colecao,
      body: { id: linkId, ...partes, ...especifico },
      label: rotulo(saida.pessoa.nome),
      casoId: ctx.casoId,
      preview,
    };
  }
  return {
    id: novoId(),
    method: 'PUT',
    url: `${colecao}/${saida.pessoa.id}`,
    body: { ...partes, ...especifico },
    label: `Editar ${tipo} ${saida.pessoa.nome}`,
    casoId: ctx.casoId,
    preview,
  };
}

/** The DELETE of one person's link to the case. */
export function montarExclusao(
  papel: PessoaPapel,
  casoId: string,
  linha: PessoaCaso,
  novoId: () => string = () => crypto.randomUUID(),
): OutboxRequest {
  return {
    id: novoId(),
    method: 'DELETE',
    url: `/casos/${casoId}/${PAPEL_COLECAO[papel]}/${linha.pessoa.id}`,
    label: `Apagar ${textosDoPapel(papel).tipo} ${linha.pessoa.nome}`,
    casoId,
  };
}

// ——— Server refusals ———

/** Every field path of the form's values ('pessoa.cpf', 'vitima.meio_morte', …). */
export function camposDoForm(valores: object, prefixo = ''): string[] {
  return Object.entries(valores).flatMap(([chave, valor]) => {
    const caminho = prefixo ? `${prefixo}.${chave}` : chave;
    return valor !== null && typeof valor === 'object' && !Array.isArray(valor)
      ? camposDoForm(valor, caminho)
      : [caminho];
  });
}

/** The server's validation issues that name a field of the form, to be shown under it. */
export function errosNosCampos(
  issues: readonly { path: string; message: string }[],
  campos: readonly string[],
): { campo: string; mensagem: string }[] {
  const conhecidos = new Set(campos);
  const vistos = new Set<string>();
  const erros: { campo: string; mensagem: string }[] = [];
  for (const issue of issues) {
    if (!conhecidos.has(issue.path) || vistos.has(issue.path)) continue;
    vistos.add(issue.path);
    erros.push({ campo: issue.path, mensagem: issue.message });
  }
  return erros;
}
