import { z } from 'zod';
import { uuid } from './common';
import { documento } from './documentos';
import { caracteristicas, endereco, PESSOA_PAPEIS, pessoa, pessoaFields } from './pessoas';

const casoRef = z.object({ id: uuid, name: z.string(), identificador: z.string() });

/** Where a value of the profile came from: the case that recorded it, and when. */
export const origem = z
  .object({ caso: casoRef, atualizado_em: z.iso.datetime({ offset: true }) })
  .meta({ id: 'Origem' });
export type Origem = z.infer<typeof origem>;

const PESSOA_CAMPOS = Object.keys(pessoaFields) as [
  keyof typeof pessoaFields,
  ...(keyof typeof pessoaFields)[],
];

/**
 * GET /pessoas/:pessoaId/perfil (spec §2.3 Person profile): the latest value each case recorded,
 * with its case and date, and every case the person appears in.
 */
export const perfilPessoa = z
  .object({
    pessoa,
    /** For each field of `pessoa`, the case its value came from; absent for values recorded before records were per case. */
    origens: z.partialRecord(z.enum(PESSOA_CAMPOS), origem),
    caracteristicas_fisicas: caracteristicas.nullable(),
    caracteristicas_origem: origem.nullable(),
    enderecos: z.array(endereco.extend({ origem: origem.nullable() })),
    /**
     * Documents from every case; `acessivel` false for a case the reader may not read, whose
     * files open only after a justification (like the case itself).
     */
    documentos: z.array(documento.extend({ caso: casoRef.nullable(), acessivel: z.boolean() })),
    /**
     * Every case the person appears in, newest first. `membro`: the reader is on its team;
     * `acessivel`: the reader may open it now (a member, or justified), else a justification first.
     */
    ocorrencias: z.array(
      z.object({
        tipo: z.enum(PESSOA_PAPEIS),
        caso: casoRef,
        membro: z.boolean(),
        acessivel: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'PerfilPessoa' });
export type PerfilPessoa = z.infer<typeof perfilPessoa>;
export type PerfilDocumento = PerfilPessoa['documentos'][number];
