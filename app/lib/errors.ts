/**
 * How a failed call reads to the user (spec §8), decided by the error's stable code only: the
 * server's text is shown, never interpreted. Pure, so it is tested without a browser.
 */
import { RECUSAS_COMPARTILHAMENTO } from '../../shared/equipe';
import { ApiError, NetworkError } from './api';

/** Texts of the error catalogue, spec §8. */
export const MESSAGES = {
  actionBlocked: 'Ação Bloqueada',
  /** Spec §8 'Location save': the same refusal, as that screen writes it. */
  actionBlockedLocal: 'Ação bloqueada.',
  saveFailed: 'Erro ao salvar',
  unknown: 'Erro desconhecido.',
  noResponse: 'Problema ao se comunicar com o servidor. Tente novamente mais tarde.',
  duplicateMatricula: 'Já existe um usuário com esta matrícula.',
  localStore: 'Erro ao salvar os dados!',
  localStoreDetail: 'Não foi possível guardar os dados neste aparelho.',
  /** Ours (spec §4 Notes, §6): the server refused another member's note change. */
  notAuthor: 'Só quem escreveu a anotação pode editá-la ou apagá-la.',
  /** Ours (issue 14 item 7): the database keeps someone able to administer the system. */
  sistemaSemAdministrador:
    'Não é possível: nenhum usuário ativo ficaria com permissão para gerenciar usuários, perfis e permissões. Dê essa permissão a outro usuário antes.',
  /** Ours: a temporary password given by an administrator must be changed first. */
  passwordChangeRequired: 'Defina uma nova senha em Meus Dados para continuar.',
  /** Ours (issue 27 item 7): Meus Dados asks for the current password before changing it. */
  currentPasswordInvalid: 'A senha atual está incorreta.',
  /** Ours (issue 26): a colleague changed the same fields; the form shows both values. */
  editConflict:
    'Outra pessoa alterou os mesmos campos enquanto você editava. Escolha qual valor fica em cada um e salve de novo.',
  editConflictTitle: 'Conflito de edição',
  /** Ours (issue 26): the delete asks for confirmation, naming the changes. */
  deleteConflict:
    'Este registro foi alterado por outra pessoa depois que você o abriu. Confira as alterações antes de apagar.',
  /**
   * Ours (issue 39): a write that did not say which version of the record it was made on (queued by
   * an older app) waits as a conflict, the author choosing each value.
   */
  versaoObrigatoria:
    'Esta alteração foi guardada sem a versão do registro em que foi feita, por isso não foi aplicada. Confira cada campo e escolha qual valor fica.',
  /** Ours (issue 39): the version sent is one the record never had. */
  versaoInexistente:
    'O aparelho informou uma versão que este registro nunca teve. Abra o registro de novo e refaça a alteração.',
  /** Ours (issue 39): a conflict's choice that the record as it stands does not bear out. */
  resolucaoInvalida:
    'A escolha do conflito não corresponde ao registro como ele está agora. Abra o registro de novo e escolha outra vez.',
  /** Ours (issue 40): a late copy of a create whose record was deleted since. */
  registroApagado: 'Este registro foi apagado e não será recriado.',
  /** Ours (issue 26), instead of the server's 'Apague-o para salvar outro': never ask to delete a colleague's record. */
  localExists:
    'Este caso já tem um local do crime, salvo por outra pessoa ou em outro aparelho. Compare os dois e escolha qual fica.',
  /** Spec §8 Roles: a profile name already taken. */
  roleNameTaken: 'O nome do perfil já está em uso. Por favor, escolha outro.',
} as const;

/** The device could not keep an operation that the network could not take either. */
export class LocalStoreError extends Error {
  override readonly name = 'LocalStoreError';

  constructor(cause: unknown) {
    super(MESSAGES.localStore, { cause });
  }
}

export interface Notice {
  title?: string;
  message: string;
  color: 'red' | 'yellow' | 'teal';
}

/** What the server said about the request: its field problems, or its message. */
function detail(error: ApiError): string {
  return error.issues.length > 0 ? error.issues.map((issue) => issue.message).join('\n') : error.message;
}

/**
 * The notice for a failed call. `title` names what failed in the screen's words ('Erro ao salvar
 * dados' for people, 'Falha ao salvar no banco de dados' for a new case), `blocked` a refusal of the
 * user's rights as the screen writes it. Null when another layer
 * already tells the user (an expired session sends them to the login screen with its own message).
 */
export function describeError(
  error: unknown,
  title: string = MESSAGES.saveFailed,
  blocked: string = MESSAGES.actionBlocked,
): Notice | null {
  if (error instanceof NetworkError) return { message: MESSAGES.noResponse, color: 'red' };
  if (error instanceof LocalStoreError) {
    return { title: MESSAGES.localStore, message: MESSAGES.localStoreDetail, color: 'red' };
  }
  if (!(error instanceof ApiError)) return { title, message: MESSAGES.unknown, color: 'red' };
  switch (error.code) {
    case 'UNAUTHENTICATED':
    case 'SESSION_EXPIRED':
    case 'SESSION_ENDED_WRONG_PASSWORD':
    // Issue 43: the lost device's own screen says why.
    case 'APARELHO_PERDIDO':
      return null;
    case 'EDIT_WINDOW_CLOSED':
    case 'FORBIDDEN':
    case 'CSRF_REJECTED':
      return { title: blocked, message: error.message || MESSAGES.unknown, color: 'yellow' };
    case 'NOT_AUTHOR':
      return { title: MESSAGES.actionBlocked, message: MESSAGES.notAuthor, color: 'yellow' };
    case 'DUPLICATE_MATRICULA':
      return { title, message: MESSAGES.duplicateMatricula, color: 'red' };
    case 'SISTEMA_SEM_ADMINISTRADOR':
      return { title: MESSAGES.actionBlocked, message: MESSAGES.sistemaSemAdministrador, color: 'yellow' };
    // Issue 39: a profile or account holding a right the administrator lacks, or their own account;
    // the server's text names which rights, and the admin screens showed it before the tap.
    case 'RIGHTS_NOT_HELD':
    case 'OWN_ACCOUNT':
      return { title: MESSAGES.actionBlocked, message: error.message || MESSAGES.unknown, color: 'yellow' };
    case 'PASSWORD_CHANGE_REQUIRED':
      return { title: MESSAGES.actionBlocked, message: MESSAGES.passwordChangeRequired, color: 'yellow' };
    case 'CURRENT_PASSWORD_INVALID':
      return { title, message: MESSAGES.currentPasswordInvalid, color: 'red' };
    case 'ROLE_NAME_TAKEN':
      return { title, message: MESSAGES.roleNameTaken, color: 'red' };
    case 'EDIT_CONFLICT':
      return { title: MESSAGES.editConflictTitle, message: MESSAGES.editConflict, color: 'yellow' };
    case 'DELETE_CONFLICT':
      return { title, message: MESSAGES.deleteConflict, color: 'yellow' };
    case 'VERSAO_OBRIGATORIA':
      return { title: MESSAGES.editConflictTitle, message: MESSAGES.versaoObrigatoria, color: 'yellow' };
    case 'VERSAO_INEXISTENTE':
      return { title, message: MESSAGES.versaoInexistente, color: 'red' };
    case 'RESOLUCAO_INVALIDA':
      return { title, message: MESSAGES.resolucaoInvalida, color: 'red' };
    case 'REGISTRO_APAGADO':
      return { title, message: MESSAGES.registroApagado, color: 'yellow' };
    case 'LOCAL_EXISTS':
      return { title, message: MESSAGES.localExists, color: 'yellow' };
    // A record still in use or a permission the code relies on: the server says which and why.
    case 'ROLE_IN_USE':
    case 'UNIDADE_IN_USE':
    case 'CARGO_IN_USE':
    case 'PERMISSION_PROTECTED':
      return { title, message: error.message || MESSAGES.unknown, color: 'yellow' };
    // Spec §5 'Sharing': who may not receive a case, in the spec's words whatever the server wrote.
    case 'SHARE_SELF':
    case 'SHARE_NO_UNIT':
    case 'SHARE_NO_CARGO':
    case 'SHARE_NOT_CIVIL_POLICE':
      return { title, message: RECUSAS_COMPARTILHAMENTO[error.code], color: 'red' };
    default:
      return { title, message: detail(error) || MESSAGES.unknown, color: 'red' };
  }
}
