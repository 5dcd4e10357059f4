/**
 * Profiles (roles) and permissions as the administrators edit them (spec §3 Profile, Permission;
 * §5 'Preencha ambos os campos.'; §7 Reference data and admin).
 */
import { z } from 'zod';
import { cleanString, nomeUnico, uuid } from './common';
import { politicaAdmin } from './politica-admin';

export const PERMISSAO_MENSAGEM = 'Preencha ambos os campos.';

export const permissao = z
  .object({
    id: uuid,
    name: z.string(),
    label: z.string(),
    /** One of the eight the code checks (shared/permissions.ts): never deleted nor renamed. */
    protegida: z.boolean(),
    /** How many profiles hold it. */
    perfis: z.number().int(),
    /** Whether the administrator asking may change it: a permission of the system only if they hold it. */
    policy: politicaAdmin,
  })
  .meta({ id: 'Permissao' });
export type Permissao = z.infer<typeof permissao>;
export const permissaoList = z.object({ data: z.array(permissao) }).meta({ id: 'PermissaoList' });

/** A permission's name is what the code would check: lowercase letters, digits and '_'. */
const permissaoNome = cleanString(PERMISSAO_MENSAGEM)
  .trim()
  .min(1, PERMISSAO_MENSAGEM)
  .max(60, 'Use no máximo 60 caracteres.')
  .regex(
    /^[a-z][a-z0-9_]*$/,
    'O nome usa só letras minúsculas sem acento, números e _ (ex.: ver_relatorios).',
  );
const permissaoLabel = cleanString(PERMISSAO_MENSAGEM)
  .trim()
  .min(1, PERMISSAO_MENSAGEM)
  .max(120, 'Use no máximo 120 caracteres.');

export const permissaoUpdateRequest = z
  .object({ name: permissaoNome, label: permissaoLabel })
  .meta({ id: 'PermissaoUpdateRequest' });
export type PermissaoUpdateRequest = z.input<typeof permissaoUpdateRequest>;

export const permissaoCreateRequest = permissaoUpdateRequest
  .extend({ id: uuid })
  .meta({ id: 'PermissaoCreateRequest' });

export const permissaoParams = z.object({ permissionId: uuid });

export const papelNomeMensagem = 'Informe o nome do perfil.';

export const papelCreateRequest = z
  .object({
    id: uuid,
    name: nomeUnico(papelNomeMensagem)
      .trim()
      .min(1, papelNomeMensagem)
      .max(60, 'Use no máximo 60 caracteres.'),
  })
  .meta({ id: 'PapelCreateRequest' });

const permissaoResumo = z.object({ id: uuid, name: z.string(), label: z.string() });

export const papel = z
  .object({
    id: uuid,
    name: z.string(),
    permissions: z.array(permissaoResumo),
    /** Active users holding it: a profile in use is not deleted. */
    usuarios: z.number().int(),
    /** Whether the administrator asking may change its permissions or delete it. */
    policy: politicaAdmin,
  })
  .meta({ id: 'Papel' });
export type Papel = z.infer<typeof papel>;
export const papelList = z.object({ data: z.array(papel) }).meta({ id: 'PapelList' });

/**
 * The edit screen: the profile and every permission, to move between assigned and available, and
 * the moves the server would refuse the administrator asking, by permission id, with why.
 */
export const papelDetalhe = z
  .object({
    papel,
    disponiveis: z.array(permissaoResumo),
    bloqueadas: z.record(z.string(), z.string()),
  })
  .meta({ id: 'PapelDetalhe' });
export type PapelDetalhe = z.infer<typeof papelDetalhe>;

export const papelParams = z.object({ roleId: uuid });
export const papelPermissaoParams = z.object({ roleId: uuid, permissionId: uuid });
