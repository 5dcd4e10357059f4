import { z } from 'zod';
import { documento } from './documentos';
import { caracteristicas, endereco, PESSOA_PAPEIS, pessoa } from './pessoas';

/** GET /pessoas/:pessoaId/perfil (spec §2.3 Person profile). */
export const perfilPessoa = z
  .object({
    pessoa,
    caracteristicas_fisicas: caracteristicas.nullable(),
    enderecos: z.array(endereco),
    documentos: z.array(documento),
    /** Every case the person appears in, newest first; `membro` false asks for a justification. */
    ocorrencias: z.array(
      z.object({
        tipo: z.enum(PESSOA_PAPEIS),
        caso: z.object({ id: z.uuid(), name: z.string(), identificador: z.string() }),
        membro: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'PerfilPessoa' });
export type PerfilPessoa = z.infer<typeof perfilPessoa>;
