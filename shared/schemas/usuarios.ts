/**
 * The administrators' view of users (spec §2.3 'Admin panel', 'New user'; §3 User; §5 New user):
 * the new-user form, the changes the 'Ver usuário' modal makes, and the user as it shows them.
 */
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './auth';
import { cleanString, INT4_MAX, matricula, uuid, uuidDe } from './common';
import { politicaAdmin } from './politica-admin';

/** Spec §5 'New user', word for word. */
export const USUARIO_MENSAGENS = {
  matricula: 'Matrícula é obrigatória',
  nome: 'Nome é obrigatório',
  cargo: 'Cargo é obrigatório',
  unidade: 'Unidade é obrigatória',
  perfil: 'Perfil é obrigatório',
  senha: 'Senha é obrigatória',
  apenasNumeros: 'Apenas números são permitidos',
} as const;

const cargoId = z
  .number({ message: USUARIO_MENSAGENS.cargo })
  .int(USUARIO_MENSAGENS.cargo)
  .positive(USUARIO_MENSAGENS.cargo)
  .max(INT4_MAX, USUARIO_MENSAGENS.cargo);
const unidadeId = uuidDe(USUARIO_MENSAGENS.unidade);
const perfilId = uuidDe(USUARIO_MENSAGENS.perfil);

/** A new password: required, long enough; whether it is guessable is shared/senha.ts's to say. */
export const novaSenha = z
  .string({ message: USUARIO_MENSAGENS.senha })
  .min(1, { message: USUARIO_MENSAGENS.senha, abort: true })
  .min(PASSWORD_MIN_LENGTH, `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`)
  .max(256, 'A senha deve ter no máximo 256 caracteres.');

/** Spec §7 POST /user: matricula, nome, password, cargo_id, unidade_id, perfil_id (exactly one). */
export const usuarioCreateRequest = z
  .object({
    id: uuid,
    matricula,
    nome: cleanString(USUARIO_MENSAGENS.nome)
      .trim()
      .min(1, USUARIO_MENSAGENS.nome)
      .max(120, 'Use no máximo 120 caracteres.'),
    cargo_id: cargoId,
    unidade_id: unidadeId,
    perfil_id: perfilId,
    password: novaSenha,
  })
  .meta({ id: 'UsuarioCreateRequest' });

/** What the modal changes: profile, unit and position, sent together. */
export const usuarioUpdateRequest = z
  .object({ cargo_id: cargoId, unidade_id: unidadeId, perfil_id: perfilId })
  .meta({ id: 'UsuarioUpdateRequest' });

export const usuarioAtivoRequest = z.object({ ativo: z.boolean() }).meta({ id: 'UsuarioAtivoRequest' });

export const senhaTemporariaRequest = z
  .object({ password: novaSenha })
  .meta({ id: 'SenhaTemporariaRequest' });

export const usuarioParams = z.object({ userId: uuid });

/** The user as the admin panel shows them, with what an administrator acts on. */
export const usuarioAdmin = z
  .object({
    id: uuid,
    name: z.string(),
    matricula: z.string(),
    cargo: z.object({ id: z.number().int(), nome: z.string() }).nullable(),
    unidade: z.object({ id: uuid, nome: z.string() }).nullable(),
    /** One profile per user (spec §5); a user given several before keeps them all listed. */
    perfis: z.array(z.object({ id: uuid, name: z.string() })),
    ativo: z.boolean(),
    /** Locked by wrong passwords until `bloqueada_ate` (ISO), or until unlocked here. */
    bloqueado: z.boolean(),
    bloqueada_ate: z.string().nullable(),
    senha_temporaria: z.boolean(),
    created_at: z.string(),
    /**
     * Whether the administrator asking may change this account (profile, unit, position, active,
     * unlock, temporary password): not their own, nor one holding a right they lack.
     */
    policy: politicaAdmin,
  })
  .meta({ id: 'UsuarioAdmin' });
export type UsuarioAdmin = z.infer<typeof usuarioAdmin>;

export const usuarioAdminList = z.object({ data: z.array(usuarioAdmin) }).meta({ id: 'UsuarioAdminList' });

export const perfilOpcao = z.object({ id: uuid, name: z.string() });
export const perfilOpcaoList = z.object({ data: z.array(perfilOpcao) }).meta({ id: 'PerfilOpcaoList' });
