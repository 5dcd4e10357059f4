/**
 * Versions of what officers edit together (issue 26). Every record of a case that a form edits is
 * read with its `versao`; an update says which version its form was opened on and carries only the
 * fields the user changed. Made on the current version, it is applied. Made on an older one, the
 * fields nobody changed since are merged; a field changed by both is a conflict: nothing is applied,
 * the answer (409 EDIT_CONFLICT) names each field with both values, and the author chooses.
 *
 * The 409 bodies are `{ code, message, conflito }`, `conflito` being a `conflitoEdicao` or a
 * `conflitoExclusao` below.
 */
import { z } from 'zod';
import { autor, uuid } from './common';
import { instante } from './instante';

/** A record's version: 1 when created, one more at each accepted change. */
export const versao = z.number().int().min(1).max(2_147_483_647);

/** What every update body carries beside the changed fields. */
export const versaoBase = z.object({
  /**
   * The version the form was opened on. Optional in the schema only so that a write without it
   * (queued by an app from before versions) is answered 428 VERSAO_OBRIGATORIA with what it would
   * replace, rather than a bare 400: no write is applied without it (issue 39).
   */
  versao_base: versao.optional(),
  /**
   * Sent when the author resolved a conflict: the other side's value each chosen field replaced,
   * so that the case's history keeps both values and the choice.
   */
  resolucao: z
    .array(
      z.object({ campo: z.string(), descartado: z.unknown(), escolha: z.enum(['meu', 'outro', 'editado']) }),
    )
    .optional(),
});

/** One field changed by both sides since the version the form was opened on. */
export const campoEmConflito = z.object({
  campo: z.string(),
  /** The value when the form was opened. */
  base: z.unknown(),
  /** What this update wanted. */
  seu: z.unknown(),
  /** What the record holds now. */
  atual: z.unknown(),
  /** Who made the change that holds now, and when. */
  por: autor,
  em: z.iso.datetime({ offset: true }),
});

/** The body of a 409 EDIT_CONFLICT (beside code and message). */
export const conflitoEdicao = z.object({
  recurso: z.string(),
  id: z.string(),
  versao_atual: versao,
  campos: z.array(campoEmConflito),
  /** The record as it stands now, in the shape its read answers. */
  atual: z.unknown(),
});

/**
 * The body of a 409 DELETE_CONFLICT: the record was changed after the version the deleter saw
 * (`?versao_base=` on the DELETE); `?confirmado=1` deletes anyway.
 */
export const conflitoExclusao = z.object({
  recurso: z.string(),
  id: z.string(),
  versao_atual: versao,
  alteracoes: z.array(
    z.object({ campo: z.string(), atual: z.unknown(), por: autor, em: z.iso.datetime({ offset: true }) }),
  ),
});

/** One entry of a case's change history (GET /casos/:casoId/alteracoes). */
export const alteracaoCaso = z.object({
  id: z.string(),
  recurso: z.string(),
  registro_id: z.string(),
  /** What the screens call the record ('Vítima: Maria da Silva'). */
  registro: z.string(),
  acao: z.enum(['criado', 'alterado', 'excluido', 'conflito_resolvido']),
  versao: versao,
  por: autor,
  em: z.iso.datetime({ offset: true }),
  /**
   * A change to the registry entry of a person of this case made from another case (recurso
   * 'cadastro'): that case's identifier. The entry names it and its author, nothing else of it.
   */
  origem: z.string().optional(),
  campos: z.array(
    z.object({
      campo: z.string(),
      antes: z.unknown(),
      depois: z.unknown(),
      /** In a resolved conflict: the value the choice replaced. */
      descartado: z.unknown().optional(),
    }),
  ),
});

export type VersaoBase = z.infer<typeof versaoBase>;
export type CampoEmConflito = z.infer<typeof campoEmConflito>;
export type ConflitoEdicao = z.infer<typeof conflitoEdicao>;
export type ConflitoExclusao = z.infer<typeof conflitoExclusao>;
export type AlteracaoCaso = z.infer<typeof alteracaoCaso>;

/**
 * An update body from an update schema: each part optional, beside `versao_base` and `resolucao`.
 * A part left out means "not changed": the server reads only the keys the request carried (a part
 * such as an optional text would otherwise read an absent key as null). Each part sent is
 * validated whole, as the full form validates it, unless declared `porCampo` (below).
 */
export function atualizacao<T extends z.ZodObject>(schema: T) {
  return schema.partial().extend(versaoBase.shape);
}

/**
 * A part of an update that names only the fields that change (issue 39): each may be left out and
 * then stays as it is; `id` says whose. Only for a part made of fields alone (a person's data): a
 * part with a rule across its fields (a victim's facts follow the typification, a scar's
 * description its yes) or one that goes whole (an address, null to remove it) is sent whole.
 */
export function porCampo<Forma extends z.core.$ZodShape & { id: z.ZodType }>(parte: z.ZodObject<Forma>) {
  // `id` is a key of Forma, which the generic signature of `required` cannot see.
  return parte.partial().required({ id: true } as { id: true } & Record<Exclude<'id', keyof Forma>, never>);
}

/**
 * `?versao_base=N&confirmado=1` on every DELETE of a case or of a record of it: changed by
 * someone else after N and not confirmed → 409 DELETE_CONFLICT. Without `versao_base` → 428
 * VERSAO_OBRIGATORIA, past the current version → 409 VERSAO_INEXISTENTE, confirmed or not (issue 39).
 * Deleting a case also asks for confirmation while colleagues report writes still queued for it.
 */
export const exclusaoQuery = z.object({
  versao_base: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  confirmado: z.enum(['0', '1']).optional(),
});

/**
 * PUT /casos/:casoId/pendencias: how many writes this device holds queued for the case (0 clears).
 * The device is the session's, as the server registered it: the request does not name it.
 */
export const pendenciasRequest = z.object({
  itens: z.number().int().min(0).max(100_000),
});

/**
 * GET /casos/:casoId/revisao: the case's revision, one more at every change of anything it records
 * (any record, by anyone). Cheap enough to poll every few seconds; when it differs from the one a
 * screen was read at, read the case (and the open form's record) again.
 */
export const revisaoCaso = z.object({ revisao: z.number().int().min(1) });

/** GET /casos/:casoId/alteracoes: the newest 200 changes, newest first; `antes` pages back. */
/**
 * Paging back: the last entry a page showed (its `em` and `id`). Rows of one write share their
 * instant, so the instant alone would skip those a page cut through.
 */
export const alteracoesQuery = z.object({
  antes: instante().optional(),
  antes_id: uuid.optional(),
});
export const ALTERACOES_POR_PAGINA = 200;

export type ExclusaoQuery = z.infer<typeof exclusaoQuery>;
export type PendenciasRequest = z.infer<typeof pendenciasRequest>;
