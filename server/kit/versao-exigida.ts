/**
 * The version a write states is checked, never assumed (issue 39). A write of a versioned record
 * without one cannot say what its author saw: applied, it could replace a colleague's newer value
 * unseen, so it is refused (428) with what it would replace, for its author to choose. One naming a
 * version its record never had would pass every "changed since" check, so it is refused too (409).
 */
import type { ConflitoEdicao, ConflitoExclusao } from '../../shared/schemas/versao';
import { AppError } from '../errors';

/** 428 VERSAO_OBRIGATORIA for an update: the body is the edit's conflict, each field named. */
export function edicaoSemVersao(conflito: ConflitoEdicao): AppError {
  return new AppError(
    'VERSAO_OBRIGATORIA',
    'Esta alteração não diz sobre qual versão do registro foi feita e não foi aplicada. Confira o valor de cada campo e escolha qual fica.',
    undefined,
    conflito,
  );
}

/** 428 VERSAO_OBRIGATORIA for a delete: the body names what others changed in the record. */
export function exclusaoSemVersao(conflito: ConflitoExclusao): AppError {
  return new AppError(
    'VERSAO_OBRIGATORIA',
    'Esta exclusão não diz qual versão do registro foi vista e não foi feita. Confira o que mudou antes de apagar.',
    undefined,
    conflito,
  );
}

/** 409 VERSAO_INEXISTENTE: `versao_base` is past the record's current version. */
export function versaoInexistente(versaoBase: number, versaoAtual: number): AppError {
  return new AppError(
    'VERSAO_INEXISTENTE',
    `A versão ${versaoBase} não existe neste registro (a atual é a ${versaoAtual}). Abra o registro de novo e refaça a alteração.`,
  );
}
