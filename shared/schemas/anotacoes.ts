/**
 * Complementary notes (spec §2.3 Notes, §3 Note, §4 Notes) and the case's video note (§2.3 Video
 * note). A note belongs to its author: only they change or delete it.
 */
import { z } from 'zod';
import { cleanString, uuid } from './common';
import { instante } from './instante';
import { atualizacao, versao, versaoBase } from './versao';

/** Long enough for a dictated account of a scene; a bound so one request cannot fill the disk. */
export const ANOTACAO_MAX = 10_000;

/** Spec §5. */
export const ANOTACAO_VAZIA = 'A anotação está vazia!';
/** Our words, in the spec's mould: the video screen sends no empty note either. */
export const VIDEO_NOTA_VAZIA = 'A nota do vídeo está vazia!';

const textoDe = (vazio: string) =>
  cleanString(vazio).trim().min(1, vazio).max(ANOTACAO_MAX, `Use no máximo ${ANOTACAO_MAX} caracteres.`);

export const anotacaoCreateRequest = z
  .object({
    id: uuid,
    anotacao: textoDe(ANOTACAO_VAZIA),
    /**
     * When the officer saved it on the device. The case lists its notes in this order, not in the
     * order they reach the server, so a queue sent several at once keeps the order they were
     * written in. The server holds it between the case's creation and its own clock; left out, the
     * note is the server's at arrival (an outbox item queued by an older version).
     */
    criada_em: instante().optional(),
  })
  .meta({ id: 'AnotacaoCreateRequest' });

export const anotacaoUpdateRequest = z
  .object({ anotacao: textoDe(ANOTACAO_VAZIA) })
  .meta({ id: 'AnotacaoUpdateRequest' });
/** PUT: the text and the version the note was opened on (issue 26). */
export const anotacaoAtualizacao = atualizacao(anotacaoUpdateRequest).meta({ id: 'AnotacaoAtualizacao' });

const autor = z.object({ name: z.string(), matricula: z.string() });

export const anotacao = z
  .object({
    id: uuid,
    anotacao: z.string(),
    caso_id: uuid,
    /** The author; the only one who may change or delete it (matrícula compared, spec §6). */
    user: autor,
    /** When it was written, by the clock of the phone that wrote it (held within the case's life). */
    created_at: z.iso.datetime({ offset: true }),
    /** Later than created_at once the author has edited it. */
    updated_at: z.iso.datetime({ offset: true }),
    /**
     * When the server took it, by its own clock; null for a note kept before this was, absent from
     * a node of the previous release.
     */
    recebida_em: z.iso.datetime({ offset: true }).nullish(),
    /** The reader may change or delete it: its author, while the case may change (the server's rule). */
    pode_editar: z.boolean(),
    /** Issue 26: what an edit or delete of this record names as its base (shared/schemas/versao.ts). */
    versao,
  })
  .meta({ id: 'Anotacao' });
export type Anotacao = z.infer<typeof anotacao>;

export const videoNotaRequest = z
  .object({ texto: textoDe(VIDEO_NOTA_VAZIA) })
  .meta({ id: 'VideoNotaRequest' });
/**
 * PUT: the text (its only field, so required: the first PUT creates the note) and the version of
 * the video note the screen showed (none yet: 1).
 */
export const videoNotaAtualizacao = videoNotaRequest
  .extend(versaoBase.shape)
  .meta({ id: 'VideoNotaAtualizacao' });

/** The case's one video note; sending another replaces it (the log keeps the text it replaced). */
export const videoNota = z
  .object({
    texto: z.string(),
    /** Who sent the text shown now. */
    user: autor,
    updated_at: z.iso.datetime({ offset: true }),
    /** Issue 26: what an edit or delete of this record names as its base (shared/schemas/versao.ts). */
    versao,
  })
  .meta({ id: 'VideoNota' });
export type VideoNota = z.infer<typeof videoNota>;
