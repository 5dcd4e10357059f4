/**
 * The case's team (spec §3 'Team member', §5 'Team add'), the users a case is shared with (§3
 * 'Shared user'), the user search both screens use (§7 user/searchMatricula, user/searchName) and
 * the positions (cargos) a member is given.
 */
import { z } from 'zod';
import { MATRICULA_LENGTH } from '../constants';
import { titleCase } from '../formatos/text';
import { cleanString, INT4_MAX, uuid } from './common';
import { politicaAdmin } from './politica-admin';
import { versao } from './versao';

/** Spec §5 'Team add'. */
export const EQUIPE_MENSAGENS = {
  cargo: 'É necessário informar o cargo.',
  nome: 'É necessário informar o nome.',
  matricula: 'É necessário informar a matrícula.',
  matriculaInvalida: 'Entrada inválida',
  matriculaTamanho: 'A matrícula deve conter exatamente 7 dígitos.',
} as const;

/** Spec §9: the user search starts at 4 digits of a matrícula, or 5 characters of a name. */
export const BUSCA_USUARIO_MATRICULA_MIN = 4;
export const BUSCA_USUARIO_NOME_MIN = 5;

const NOME_MAX = 120;

export const equipeMatricula = z
  .string({ message: EQUIPE_MENSAGENS.matricula })
  .trim()
  .min(1, { message: EQUIPE_MENSAGENS.matricula, abort: true })
  .regex(/^\d+$/, { message: EQUIPE_MENSAGENS.matriculaInvalida, abort: true })
  .length(MATRICULA_LENGTH, EQUIPE_MENSAGENS.matriculaTamanho);

export const equipeCreateRequest = z
  .object({
    id: uuid,
    matricula: equipeMatricula,
    // Normalised (spec §5): spaces collapsed and title-cased, as the person forms do.
    name: cleanString(EQUIPE_MENSAGENS.nome)
      .transform(titleCase)
      .pipe(
        z
          .string()
          .min(1, { message: EQUIPE_MENSAGENS.nome, abort: true })
          .max(NOME_MAX, `Use no máximo ${NOME_MAX} caracteres.`),
      ),
    // The form starts with none chosen.
    cargo_id: z
      .number()
      .int()
      .positive()
      .max(INT4_MAX)
      .nullish()
      .pipe(z.number({ message: EQUIPE_MENSAGENS.cargo })),
  })
  .meta({ id: 'EquipeCreateRequest' });
export type EquipeCreateValues = z.output<typeof equipeCreateRequest>;

export const equipeParams = z.object({ casoId: uuid, matricula: equipeMatricula });

export const cargo = z.object({ id: z.number().int(), nome: z.string() }).meta({ id: 'Cargo' });
export type Cargo = z.infer<typeof cargo>;
/** A position as the list gives it: with what the reader may do to it (autoridade-titulares.ts). */
export const cargoDaLista = cargo.extend({ policy: politicaAdmin }).meta({ id: 'CargoDaLista' });
export type CargoDaLista = z.infer<typeof cargoDaLista>;
export const cargoList = z.object({ data: z.array(cargoDaLista) }).meta({ id: 'CargoList' });

export const equipeMembro = z
  .object({
    id: uuid,
    matricula: z.string(),
    name: z.string(),
    cargo,
    /** The unit of a member who is a user of the app; null for anyone else. */
    unidade: z.object({ nome: z.string() }).nullable(),
    /** A user of the app: being on the team lets them read and write the case. */
    usuario: z.boolean(),
    created_at: z.iso.datetime({ offset: true }),
    /** Issue 26: what an edit or delete of this record names as its base (shared/schemas/versao.ts). */
    versao,
  })
  .meta({ id: 'EquipeMembro' });
export type EquipeMembro = z.infer<typeof equipeMembro>;

/** The case's delegate (spec §3 Case `delegado`): its first team member whose cargo is Delegado. */
export const delegado = z.object({ name: z.string(), matricula: z.string() }).nullable();
export type Delegado = z.infer<typeof delegado>;

/** A user as the searches find them: what the two screens show and check, never more. */
export const usuarioEncontrado = z
  .object({
    id: uuid,
    name: z.string(),
    matricula: z.string(),
    cargo: cargo.nullable(),
    unidade: z.object({ nome: z.string() }).nullable(),
  })
  .meta({ id: 'UsuarioEncontrado' });
export type UsuarioEncontrado = z.infer<typeof usuarioEncontrado>;
export const usuarioBuscaResultado = z
  .object({ data: z.array(usuarioEncontrado) })
  .meta({ id: 'UsuarioBuscaResultado' });

/** The team's search: a matrícula from its 4th digit (spec §5 'User search'). */
export const equipeBuscaQuery = z.object({
  matricula: z
    .string()
    .trim()
    .regex(
      /^\d{4,7}$/,
      `Informe de ${BUSCA_USUARIO_MATRICULA_MIN} a ${MATRICULA_LENGTH} dígitos da matrícula.`,
    ),
});

const BUSCA_CURTA = `Informe ao menos ${BUSCA_USUARIO_MATRICULA_MIN} dígitos da matrícula ou ${BUSCA_USUARIO_NOME_MIN} letras do nome.`;

/** What a search term is: digits are a matrícula's beginning, anything else part of a name. */
export function termoDeBusca(texto: string): { matricula: string } | { nome: string } | null {
  const termo = texto.replace(/\s+/g, ' ').trim();
  if (/^\d+$/.test(termo)) {
    return termo.length >= BUSCA_USUARIO_MATRICULA_MIN && termo.length <= MATRICULA_LENGTH
      ? { matricula: termo }
      : null;
  }
  return termo.length >= BUSCA_USUARIO_NOME_MIN ? { nome: termo } : null;
}

/** The sharing screen's search: a matrícula from 4 digits or a name from 5 characters. */
export const compartilhamentoBuscaQuery = z.object({
  q: cleanString(BUSCA_CURTA)
    .max(100, 'Use no máximo 100 caracteres.')
    .refine((texto) => termoDeBusca(texto) !== null, BUSCA_CURTA),
});

/** Spec §7 'shareCaseWithUser': the matrícula of the user who is to receive the case. */
export const compartilhamentoCreateRequest = z
  .object({
    id: uuid,
    matricula: z
      .string({ message: 'Escolha um usuário.' })
      .trim()
      .regex(/^\d{7}$/, 'A matrícula deve conter exatamente 7 dígitos.'),
  })
  .meta({ id: 'CompartilhamentoCreateRequest' });

/** A user the case was shared with (spec §3 'Shared user'), who shared it and when. */
export const compartilhamento = z
  .object({
    id: uuid,
    user: z.object({
      name: z.string(),
      matricula: z.string(),
      cargo: z.string().nullable(),
      unidade: z.string().nullable(),
    }),
    shared_by: z.object({ name: z.string(), matricula: z.string() }),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Compartilhamento' });
export type Compartilhamento = z.infer<typeof compartilhamento>;
