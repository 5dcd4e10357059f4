import { z } from 'zod';
import { CAMPOS_DAS_PARTES, TILES_DAS_PARTES } from '../caso/caso-partes';
import { titleCase } from '../formatos/text';
import { cleanString, uuid } from './common';
import { atualizacao, versao } from './versao';

export const CASO_NOME_MIN = 5;
export const CASO_NOME_MAX = 25;

/** Spec §5: required, 5 to 25 characters, title-cased (de/da/do/dos/das lowercase) before sending. */
export const casoNome = cleanString('Informe o nome do caso.')
  .transform(titleCase)
  .pipe(
    z
      .string()
      .min(1, { message: 'Informe o nome do caso.', abort: true })
      .min(CASO_NOME_MIN, `O nome do caso deve ter de ${CASO_NOME_MIN} a ${CASO_NOME_MAX} caracteres.`)
      .max(CASO_NOME_MAX, `O nome do caso deve ter de ${CASO_NOME_MIN} a ${CASO_NOME_MAX} caracteres.`),
  );

export const casoCreateRequest = z.object({ id: uuid, name: casoNome }).meta({ id: 'CasoCreateRequest' });

export const casoRenameRequest = z.object({ name: casoNome }).meta({ id: 'CasoRenameRequest' });
/** PUT /casos/:casoId/nome: the name and the version of it the form was opened on (issue 26). */
export const casoRenameAtualizacao = atualizacao(casoRenameRequest).meta({ id: 'CasoRenameAtualizacao' });

/** A non-member's reason for opening a case read-only (DESIGN §4: need-to-know with a trace). */
export const JUSTIFICATIVA_MIN = 10;
export const acessoJustificadoRequest = z
  .object({
    id: uuid,
    justificativa: cleanString('Informe a justificativa.')
      .trim()
      .min(JUSTIFICATIVA_MIN, `Descreva o motivo com pelo menos ${JUSTIFICATIVA_MIN} caracteres.`)
      .max(500, 'A justificativa deve ter no máximo 500 caracteres.'),
  })
  .meta({ id: 'AcessoJustificadoRequest' });

const usuarioResumo = z.object({ name: z.string(), matricula: z.string() });

/** A case as lists show it (history, search, profile occurrences). */
export const casoResumo = z
  .object({
    id: uuid,
    name: z.string(),
    identificador: z.string(),
    created_at: z.iso.datetime({ offset: true }),
    user: usuarioResumo,
  })
  .meta({ id: 'CasoResumo' });
export type CasoResumo = z.infer<typeof casoResumo>;
/** What a rename answers: the case as lists show it, with the version of its name. */
export const casoRenomeado = casoResumo.extend({ versao }).meta({ id: 'CasoRenomeado' });
export type CasoRenomeado = z.infer<typeof casoRenomeado>;

/**
 * Why the reader may not change the case's content (the client shows the spec's words for each):
 * SOMENTE_LEITURA, a justified reader; PRAZO_ENCERRADO, the 24-hour window has closed.
 */
export const CASO_MOTIVOS = ['SOMENTE_LEITURA', 'PRAZO_ENCERRADO'] as const;
export type CasoMotivo = (typeof CASO_MOTIVOS)[number];

/**
 * What this reader may do with the case, as the server's write path would decide it at the time
 * of the read (server/auth/caso-access.ts): the same rule, sent with the case so that no screen
 * offers what would be refused. The operation's permission is checked apart (`can`).
 */
export const casoPolicy = z
  .object({
    /** Change the case's content: its records, its name. */
    pode_editar: z.boolean(),
    /** Delete the case: its creator, while the case may be changed. */
    pode_excluir: z.boolean(),
    /** Give a user access: any member, whatever the window (access is not content). */
    pode_compartilhar: z.boolean(),
    /** Take a share back: the creator, whatever the window. */
    pode_revogar: z.boolean(),
    /**
     * Download the verifiable export of the case's evidence: any member, whatever the window (it
     * changes nothing). Absent only in a copy kept by a version before issue 27: then not offered.
     */
    pode_exportar: z.boolean().optional(),
    /** Why pode_editar is false; null when it is true. */
    motivo: z.enum(CASO_MOTIVOS).nullable(),
    /**
     * Issue the case's official papers — the report, from the server or from a device's copy, and
     * the summons: any member, whatever the window (issuing changes none of the content, and the
     * report of a frozen case is how an investigation ends); never a justified reader (issue 39).
     * Absent in an answer of a version before it: then judged by the access (shared/caso/caso-policy.ts).
     */
    pode_emitir_relatorio: z.boolean().optional(),
    /** Why pode_emitir_relatorio is false (SOMENTE_LEITURA); null when it is true. */
    motivo_emissao: z.enum(CASO_MOTIVOS).nullable().optional(),
  })
  .meta({ id: 'CasoPolicy' });
export type CasoPolicy = z.infer<typeof casoPolicy>;

export const casoHistorico = z
  .object({
    data: z.array(casoResumo),
    /** What the user may do with each listed case (rename, delete), beside the data as Outline sends it. */
    policies: z.array(
      z.object({
        id: uuid,
        editavel_ate: z.iso.datetime({ offset: true }),
        policy: casoPolicy,
        /**
         * The case's revision as listed (issue 26): a delete from the list names it, so that the
         * server asks first when colleagues changed the case since. Absent in a list kept on a
         * device before it was sent.
         */
        revisao: z.number().int().min(1).optional(),
        /**
         * The version of the case's name as listed: a rename from the list names it even before
         * the case itself is read (a slow link), instead of asking to confirm a write with none.
         */
        versao: versao.optional(),
      }),
    ),
  })
  .meta({ id: 'CasoHistorico' });
export type CasoHistorico = z.infer<typeof casoHistorico>;

/** The hub's tiles (spec §2.3 Case hub), each with its count badge; each case feature declares its own (shared/caso/caso-partes.ts). */
export const CASO_TILES = TILES_DAS_PARTES;
export type CasoTile = (typeof CASO_TILES)[number];

/**
 * membro: creator, team member who is a user, or shared with; reads and writes.
 * justificado: a non-member who typed a justification; reads only.
 */
export const CASO_ACESSOS = ['membro', 'justificado'] as const;
export type CasoAcesso = (typeof CASO_ACESSOS)[number];

/** The selected case, as the hub and every case screen read it. */
export const caso = casoResumo
  .extend({
    user: usuarioResumo.extend({
      unidade: z.string().nullable(),
      srpc: z.number().int().nullable(),
    }),
    acesso: z.enum(CASO_ACESSOS),
    /** The version of the case's own fields (its name), for a rename or a delete (issue 26). */
    versao,
    /**
     * The case's revision: one more at every change of anything it records. GET
     * /casos/:casoId/revisao answers it alone, for screens to learn cheaply that the case changed.
     */
    revisao: z.number().int().min(1),
    /** After this instant the server refuses writes to the case (the 24-hour rule). */
    editavel_ate: z.iso.datetime({ offset: true }),
    policy: casoPolicy,
    ...CAMPOS_DAS_PARTES,
    contagens: z.record(z.enum(CASO_TILES), z.number().int().min(0)),
    /** Who opened the case by justification; shown to its members, empty for a justified reader. */
    acessos_justificados: z.array(
      z.object({
        id: uuid,
        user: usuarioResumo,
        justificativa: z.string(),
        created_at: z.iso.datetime({ offset: true }),
      }),
    ),
  })
  .meta({ id: 'Caso' });
export type Caso = z.infer<typeof caso>;
