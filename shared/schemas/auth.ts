import { z } from 'zod';
import { PERMISSIONS } from '../permissions';
import { matricula, uuid } from './common';

export const permissionName = z.enum(PERMISSIONS);

export const loginRequest = z
  .object({
    matricula,
    password: z
      .string({ message: 'Senha é obrigatória' })
      .min(1, 'Senha é obrigatória')
      .max(256, 'A senha deve ter no máximo 256 caracteres.'),
  })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.infer<typeof loginRequest>;

export const sessionUser = z
  .object({
    id: uuid,
    name: z.string(),
    matricula: z.string(),
    cargo: z.object({ id: z.number().int(), nome: z.string() }).nullable(),
    unidade: z
      .object({
        id: uuid,
        nome: z.string(),
        /** What the papers print (the summons' place, the signature's city); optional for sessions kept before. */
        endereco: z.string().nullable().optional(),
        cidade: z.object({ nome: z.string(), uf: z.string() }).nullable().optional(),
        /** The unit's Wi-Fi limit (issue 43), kept with the session for the outbox offline; absent before it. */
        wifi_acima_mb: z.number().int().nullable().optional(),
      })
      .nullable(),
    srpc: z.number().int().nullable(),
    roles: z.array(
      z.object({
        name: z.string(),
        permissions: z.array(z.object({ name: z.string() })),
      }),
    ),
    /** The union of the roles' permissions, deduplicated (spec §6). */
    permissions: z.array(z.string()),
    /**
     * A temporary password given by an administrator: the app sends the user to Meus Dados. The
     * server always sends it; optional for a session kept on the device before it existed.
     */
    senha_temporaria: z.boolean().optional(),
  })
  .meta({ id: 'SessionUser' });
export type SessionUser = z.infer<typeof sessionUser>;

/** The rules of the server the app needs to know, so that it never assumes them. */
export const regrasDoServidor = z
  .object({
    /** Hours after a case's creation during which it may be changed (the 24-hour rule). */
    janela_edicao_horas: z.number().int().positive(),
    /** The tile server the maps of the screens draw from (TILE_URL) and the credit it asks for. */
    mapa: z.object({ tile_url: z.string(), atribuicao: z.string() }),
  })
  .meta({ id: 'RegrasDoServidor' });
export type RegrasDoServidor = z.infer<typeof regrasDoServidor>;

export const loginResponse = z
  .object({ user: sessionUser, regras: regrasDoServidor })
  .meta({ id: 'LoginResponse' });
export type LoginResponse = z.infer<typeof loginResponse>;

export const PASSWORD_MIN_LENGTH = 8;

/** A new password's shape: the change in Meus Dados, and `npm run user:create`. */
export const novaSenha = z
  .string({ message: 'Informe a nova senha.' })
  .min(PASSWORD_MIN_LENGTH, `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`)
  .max(256, 'A senha deve ter no máximo 256 caracteres.');

/**
 * The current password is asked too: a session alone (an unlocked phone left at a scene) must not
 * be enough to take the account.
 */
export const changePasswordRequest = z
  .object({
    current_password: z
      .string({ message: 'Informe a senha atual.' })
      .min(1, 'Informe a senha atual.')
      .max(256, 'A senha deve ter no máximo 256 caracteres.'),
    password: novaSenha,
  })
  .meta({ id: 'ChangePasswordRequest' });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;
