/** How each role's screens speak (spec §8 Confirmations and Successes). */
import { formatCpf } from '../../../shared/formatos/cpf';
import { TIPIFICACOES } from '../../../shared/options';
import {
  CAMPOS_DE_IDENTIFICACAO,
  PAPEL_LABELS,
  type Pessoa,
  type PessoaCandidata,
  type PessoaPapel,
} from '../../../shared/schemas/pessoas';
import { pendingSuffix } from '../../components/form/notices/pending-texts';

export interface PapelTexts {
  /** List title. */
  title: string;
  /** 'vítima', as in 'Apagar vítima?'. */
  tipo: string;
  addTitle: string;
  confirmDelete: string;
  confirmEdit: string;
  saved: string;
  edited: string;
  label: (nome: string) => string;
  /** 'a ela' / 'a ele', for what is linked to the person. */
  linkedTo: string;
}

const TITLES: Record<PessoaPapel, string> = {
  vitima: 'Vítimas',
  testemunha: 'Testemunhas',
  suspeito: 'Suspeitos',
};

export function papelTexts(papel: PessoaPapel): PapelTexts {
  const { tipo, article } = PAPEL_LABELS[papel];
  const lower = tipo.toLocaleLowerCase('pt-BR');
  return {
    title: TITLES[papel],
    tipo: lower,
    addTitle: `${article === 'a' ? 'Nova' : 'Novo'} ${lower}`,
    confirmDelete: `Apagar ${lower}?`,
    confirmEdit: `Editar ${lower}?`,
    saved: `${tipo} salv${article} com sucesso!`,
    edited: `${tipo} editad${article} com sucesso.`,
    label: (nome) => `${tipo} ${nome}`,
    linkedTo: article === 'a' ? 'a ela' : 'a ele',
  };
}

/**
 * 'João (Offline)' for a person still waiting in the outbox (spec §2.1); 'João (Não aceito pelo
 * servidor)' when the server refused it.
 */
export function nameInList(row: { pessoa: { nome: string }; offline?: boolean }, refused = false): string {
  return row.offline ? `${row.pessoa.nome}${pendingSuffix(refused)}` : row.pessoa.nome;
}

export function tipificacaoLabel(crimeId: number | null | undefined): string | null {
  return TIPIFICACOES.find((t) => t.id === crimeId)?.nome ?? null;
}

/** 'CPF 123.456.789-09', or masked ('CPF ***.456.789-**') for a user who may not see profiles. */
export function cpfDaCandidata(candidata: PessoaCandidata): string | null {
  if (candidata.cpf) return `CPF ${formatCpf(candidata.cpf)}`;
  return candidata.cpf_mascarado ? `CPF ${candidata.cpf_mascarado}` : null;
}

type Identificacao = Pick<Pessoa, (typeof CAMPOS_DE_IDENTIFICACAO)[number]>;

const NOMES_DA_IDENTIFICACAO: Record<keyof Identificacao, string> = {
  nome: 'nome',
  cpf: 'CPF',
  rg: 'RG',
  data_nascimento: 'data de nascimento',
  mae: 'mãe',
  pai: 'pai',
};

/**
 * What the edit's confirmation adds when it changes who a person held by other cases is: the server
 * writes that change in those cases' history (issue 39). `outros` is the server's count, read
 * with the person; nothing is said without it.
 */
export function avisoOutrosCasos(
  antes: Identificacao,
  depois: Identificacao,
  outros: number | undefined,
): string | null {
  if (!outros) return null;
  const mudados = CAMPOS_DE_IDENTIFICACAO.filter(
    (campo) => (antes[campo] ?? null) !== (depois[campo] ?? null),
  );
  if (mudados.length === 0) return null;
  const nomes = mudados.map((campo) => NOMES_DA_IDENTIFICACAO[campo]);
  const lista = nomes.length === 1 ? nomes[0] : `${nomes.slice(0, -1).join(', ')} e ${nomes.at(-1)}`;
  return outros === 1
    ? `Esta pessoa também está em outro caso; a mudança de ${lista} aparecerá no histórico dele.`
    : `Esta pessoa também está em outros ${outros} casos; a mudança de ${lista} aparecerá no histórico deles.`;
}
